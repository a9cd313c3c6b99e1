import type { Page } from '@playwright/test';

import { expect, messages, test } from '../fixtures';
import { added } from '../pages/basket';

const sv = messages.sv;
const chip = (page: Page) => page.getByTestId('order-chip');

type Spot = { id: number; name: string; i18n: Array<{ language: string; text: string }>; orderType: string };

async function table(page: Page): Promise<Spot> {
  const spots: Spot[] = await (await page.request.get('/api/shops/1/delivery-spots')).json();
  return spots.find((s) => s.orderType === 'dineInPlace')!;
}

test('a table’s QR code shows how the guest eats and the table on the menu and the article, and changing it asks before the table is dropped', async ({ page }) => {
  const { id, name } = await table(page);
  await page.goto(`/shop/1?orderType=dineInPlace&spotId=${id}`);
  await expect(page).toHaveURL(/\/shop\/1\/menu$/);
  await expect(chip(page)).toContainText(`${sv.OrderType.dineInPlace} · ${name}`);

  await page.getByRole('main').getByRole('link', { name: 'Cheeseburgare', exact: true }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Cheeseburgare' })).toBeVisible();
  await expect(chip(page)).toContainText(`${sv.OrderType.dineInPlace} · ${name}`);

  // Changing how the guest eats drops the table: asked first, and No keeps everything.
  const change = chip(page).getByRole('button', { name: sv.Basket.changeOrderType });
  await change.click();
  await expect(change).toHaveAttribute('aria-expanded', 'true');
  await chip(page).getByRole('button', { name: sv.OrderType.takeAway }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog).toContainText(sv.Basket.dropTable);
  await dialog.getByRole('button', { name: sv.Common.no }).click();
  await expect(chip(page)).toContainText(`${sv.OrderType.dineInPlace} · ${name}`);

  await change.click();
  await chip(page).getByRole('button', { name: sv.OrderType.takeAway }).click();
  await page.getByRole('dialog').getByRole('button', { name: sv.Common.yes }).click();
  await expect(chip(page)).toHaveText(new RegExp(`^${sv.OrderType.takeAway}${sv.Basket.changeOrderType}$`));
  await expect(change).toBeFocused();

  // Back to eating here: no table to lose, so nothing is asked; the table is chosen again at checkout.
  await change.click();
  await chip(page).getByRole('button', { name: sv.OrderType.dineInPlace }).click();
  await expect(page.getByRole('dialog')).toBeHidden();
  await expect(chip(page)).toContainText(sv.OrderType.dineInPlace);
  await expect(chip(page)).not.toContainText(name);
});

test('the table is named in the page’s language, in the chip and in the basket', async ({ page }) => {
  const spot = await table(page);
  const finnish = spot.i18n.find((t) => t.language.startsWith('fi'))?.text;
  expect(finnish).toBeTruthy();
  expect(finnish).not.toBe(spot.name);
  await page.goto(`/fi/shop/1?orderType=dineInPlace&spotId=${spot.id}`);
  await expect(chip(page)).toContainText(`${messages.fi.OrderType.dineInPlace} · ${finnish}`);
});

test('the basket’s order-type choice also asks before dropping the table', async ({ page }) => {
  const { id, name } = await table(page);
  await page.goto(`/shop/1?orderType=dineInPlace&spotId=${id}`);
  await page.getByRole('main').getByRole('link', { name: 'Pommes frites', exact: true }).click();
  await page.getByRole('button', { name: new RegExp(sv.Article.add) }).click();
  await added(page);
  // On a phone the basket opens from its bar; beside the page on a large screen it is always there.
  const toggle = page.getByTestId('basket-toggle');
  await expect(toggle.or(page.getByTestId('basket-spot')).first()).toBeVisible();
  if (await toggle.isVisible()) await toggle.click();
  await expect(page.getByTestId('basket-spot')).toHaveText(name);
  // The basket's own choice (the page's chip has the same name where the guest is back on the menu).
  const orderType = page.getByTestId('basket').getByLabel(sv.Basket.orderType);
  await orderType.selectOption('takeAway');
  await expect(page.getByRole('dialog')).toContainText(sv.Basket.dropTable);
  await page.getByRole('dialog').getByRole('button', { name: sv.Common.no }).click();
  await expect(orderType).toHaveValue('dineInPlace');
  await expect(page.getByTestId('basket-spot')).toHaveText(name);
});

test('the server draws the QR code’s chip in the first paint: nothing on the menu or the article moves when the scripts take over', async ({ page, browser }) => {
  const { id } = await table(page);
  const bare = await browser.newContext({ javaScriptEnabled: false, viewport: page.viewportSize() ?? undefined });
  const noScripts = await bare.newPage();
  // Without scripts the QR values stay in their cookie, so every page is drawn with the server's chip.
  await noScripts.goto(`/shop/1?orderType=dineInPlace&spotId=${id}`);
  await expect(chip(noScripts)).toBeVisible();
  await page.goto(`/shop/1?orderType=dineInPlace&spotId=${id}`);
  for (const [url, below] of [
    ['/shop/1/menu', (p: Page) => p.getByRole('searchbox')],
    ['/shop/1/menu/Burgare/Klassiker/articles/B102', (p: Page) => p.getByRole('heading', { level: 1 })],
  ] as const) {
    await page.goto(url);
    await expect(chip(page)).toBeVisible();
    await noScripts.goto(url);
    await expect(chip(noScripts)).toBeVisible();
    expect((await below(page).boundingBox())?.y, url).toBe((await below(noScripts).boundingBox())?.y);
  }
  await bare.close();
});
