import type { Page } from '@playwright/test';

import { expect, messages, test } from '../fixtures';
import { fillBasketAndCheckout } from '../pages/checkout';
import { shapeHas } from '../support/api-shape';

const { sv, en } = messages;
const why = (text: string, shop: string) => text.replace('{shop}', shop);

// Monday 23 November 2026 in Stockholm (UTC+1).
const stockholm = (time: string) => new Date(`2026-11-23T${time}+01:00`);
const banner = (page: Page) => page.getByTestId('shop-state');

test.describe('a shop that cannot take orders says so on its pages, and nothing can be added', () => {
  test('paused: the order-type, menu, article and suggestion pages say why and what to do', async ({ page }) => {
    const reason = `${why(sv.ShopState.why.paused, 'Nordic Burger Södergatan')} ${sv.ShopState.tryLater}`;
    for (const path of ['/shop/3/order-type', '/shop/3/menu', '/shop/3/menu/Tillbehör/articles/S301']) {
      await page.goto(path);
      await expect(banner(page), path).toContainText(reason);
      await expect(banner(page).getByRole('link', { name: sv.ShopState.chooseAnother })).toHaveAttribute('href', '/');
    }
    const add = page.getByRole('button', { name: sv.ShopState.cannotAdd.paused });
    await expect(add).toBeDisabled();
    await expect(add).toHaveAccessibleDescription(reason);

    // The suggestions page, where the restaurant gives the article some.
    if (!shapeHas('suggestions')) return;
    await page.goto('/shop/3/menu/Tillbehör/articles/S301/suggested');
    await expect(banner(page)).toContainText(reason);
    const oneTap = page.getByRole('button', { name: sv.Suggested.addNamed.replace('{name}', 'Chipotlemajonnäs') });
    await expect(oneTap).toBeDisabled();
    await expect(oneTap).toHaveAccessibleDescription(reason);
  });

  test('offline, and in the language of the page', async ({ page }) => {
    await page.goto('/en/shop/5/menu');
    await expect(banner(page)).toContainText(`${why(en.ShopState.why.offline, 'Nordic Burger Hämeenkatu')} ${en.ShopState.tryLater}`);
    await expect(banner(page).getByRole('link', { name: en.ShopState.chooseAnother })).toHaveAttribute('href', '/en');
  });

  test('closed right now by its own hours, on the guest’s clock: order now for the opening time, or come back tomorrow', async ({ page }) => {
    await page.clock.setFixedTime(stockholm('03:00:00'));
    await page.goto('/shop/2/menu/Tillbehör/articles/S301');
    await expect(banner(page)).toContainText(
      `${why(sv.ShopState.why.closedNow, 'Nordic Burger Götgatan')} ${sv.ShopState.orderForLater.replaceAll('{time}', '10:00')}`,
    );
    // It opens later today: the order is taken now, for then.
    await expect(page.getByRole('button', { name: new RegExp(`^${sv.Article.orderFor.replace('{time}', '10:00')}`) })).toBeEnabled();

    await page.clock.setFixedTime(stockholm('22:30:00'));
    await page.reload();
    await expect(banner(page)).toContainText(sv.ShopState.opensTomorrow.replace('{time}', '10:00'));
    await expect(page.getByRole('button', { name: sv.ShopState.cannotAdd.closedNow })).toBeDisabled();
  });

  test('no opening hours at all is not "closed": the page takes the order and the restaurant decides when it is placed', async ({ page }) => {
    // SPEC.md's hours are the restaurant's to give; a shop that gives none is not shown as closed.
    await page.clock.setFixedTime(stockholm('12:00:00'));
    await page.goto('/shop/6/menu/Tillbehör/articles/S301');
    await expect(page.getByRole('button', { name: new RegExp(sv.Article.add) })).toBeEnabled();
    await expect(banner(page)).toHaveCount(0);
  });

  test('no opening hours: checkout asks the restaurant on entry, and a refusal is said before the guest types anything', async ({ page }) => {
    await fillBasketAndCheckout(page, '/shop/6/menu');
    const alert = page.getByTestId('checkout-alert');
    await expect(alert).toContainText(sv.Errors.SHOP_CLOSED);
    await expect(alert.getByRole('link', { name: sv.Checkout.otherShop })).toBeVisible();
    await expect(page.getByRole('textbox', { name: new RegExp(sv.Checkout.email) })).toHaveValue('');
  });

  test('an open shop within its hours shows no banner and adds as usual', async ({ page }) => {
    await page.clock.setFixedTime(stockholm('12:00:00'));
    await page.goto('/shop/2/menu/Tillbehör/articles/S301');
    await expect(page.getByRole('button', { name: new RegExp(sv.Article.add) })).toBeEnabled();
    await expect(banner(page)).toHaveCount(0);
  });
});
