import type { Locator, Page } from '@playwright/test';

import { expect, messages, test } from '../fixtures';
import { signIn } from '../pages/account';

const LOCALES = ['sv', 'fi', 'en', 'ru', 'no'] as const;

/** A paid order the tracker follows, as the payment page records it (an hour after pickup). */
async function trackPaidOrder(page: Page) {
  await page.evaluate(() => {
    const pickup = new Date(Date.now() + 30 * 60_000);
    const order = { id: '0badc0de-0000-4000-8000-000000000001', expires: pickup.getTime() + 60 * 60_000, shopId: 1, shopName: 'Nordic Burger Drottninggatan', pickupTime: pickup.toISOString() };
    localStorage.setItem('ordering.paidOrders', JSON.stringify({ paidOrders: [order], deliveredOrders: [] }));
  });
}

/** Shown, named, and inside the viewport from its left edge to its right edge. */
async function expectOnScreen(control: Locator, width: number, what: string) {
  await expect(control, what).toBeVisible();
  await expect(control, `${what} has an accessible name`).toHaveAccessibleName(/\S/);
  const box = await control.boundingBox();
  expect(box, what).not.toBeNull();
  expect(box!.x, `${what} starts inside the viewport`).toBeGreaterThanOrEqual(0);
  expect(box!.x + box!.width, `${what} ends inside the viewport`).toBeLessThanOrEqual(width + 0.5);
}

for (const width of [320, 390]) {
  test(`the top bar fits ${width} px in every language with Back, the orders icon, the account and the language`, async ({ page }) => {
    test.setTimeout(60_000);
    await page.setViewportSize({ width, height: 740 });
    await signIn(page);
    await trackPaidOrder(page);

    for (const locale of LOCALES) {
      const m = messages[locale];
      await page.goto(`/${locale}/shop/1/menu`);
      const bar = page.getByRole('banner');
      const orders = bar.getByTestId('paid-orders-link');
      const account = bar.getByRole('button', { name: 'Anna' });
      await expect(orders).toBeVisible();
      await expect(account).toBeVisible();

      await expectOnScreen(bar.getByRole('button', { name: m.Layout.back }), width, `${locale}: Back`);
      await expectOnScreen(orders, width, `${locale}: the orders link`);
      await expectOnScreen(account, width, `${locale}: the account menu`);
      await expectOnScreen(bar.getByRole('combobox', { name: m.Layout.language }), width, `${locale}: the language`);
      await expectOnScreen(bar.getByRole('link', { name: m.Layout.home }), width, `${locale}: the logo`);
      expect(await page.evaluate(() => document.documentElement.scrollWidth), `${locale}: nothing wider than the viewport`).toBeLessThanOrEqual(width);
    }
  });
}

test('a guest sees the sign-in entry, named, inside a 320 px bar in every language', async ({ page }) => {
  await page.setViewportSize({ width: 320, height: 740 });
  await page.goto('/');
  await trackPaidOrder(page);
  for (const locale of LOCALES) {
    const m = messages[locale];
    await page.goto(`/${locale}/shop/1/menu`);
    const bar = page.getByRole('banner');
    await expect(bar.getByTestId('paid-orders-link')).toBeVisible();
    await expectOnScreen(bar.getByRole('link', { name: m.Layout.login }), 320, `${locale}: Sign in`);
    await expectOnScreen(bar.getByRole('button', { name: m.Layout.back }), 320, `${locale}: Back`);
    expect(await page.evaluate(() => document.documentElement.scrollWidth), `${locale}: nothing wider than the viewport`).toBeLessThanOrEqual(320);
  }
});
