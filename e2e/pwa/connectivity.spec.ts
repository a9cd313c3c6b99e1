// A guest on patchy signal is never thrown out: a blip keeps the page (the menu, the order being
// followed), says so in a thin bar and that nothing is lost, and keeps the table; only a page that
// cannot load shows the offline screen, which loads that same page when the signal is back.
import { expect, messages, test } from '../fixtures';
import { savedBasket } from '../pages/basket';
import { continueToPayment, fillBasketAndCheckout, kitchen, payWith } from '../pages/checkout';

const { sv, en } = messages;

test('a 2 s blip on the menu of a table order keeps the guest on the menu with the table', async ({ page, context, request }) => {
  const spots: Array<{ id: number; orderType: string }> = await (await request.get('/api/shops/1/delivery-spots')).json();
  const table = spots.find((s) => s.orderType === 'dineInPlace')!;
  // The page's clock, so the blip's two seconds are run through, every timer due in them fired.
  await page.clock.install();
  await page.goto(`/shop/1/menu?orderType=dineInPlace&spotId=${table.id}`);
  await expect.poll(() => savedBasket(page)).toMatchObject({ shopId: 1, orderType: 'dineInPlace', spotId: table.id });
  const url = page.url();

  await context.setOffline(true);
  const banner = page.getByTestId('connection-banner');
  await expect(banner).toHaveText(sv.Connection.lost);
  await page.clock.runFor(2000);
  await expect(page).toHaveURL(url);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();

  await context.setOffline(false);
  await expect(banner).toHaveText(sv.Connection.back);
  await expect(banner).toBeEmpty({ timeout: 8000 });
  await expect(page).toHaveURL(url);
  expect(await savedBasket(page)).toMatchObject({ shopId: 1, orderType: 'dineInPlace', spotId: table.id });
});

test('a blip on a paid order being followed keeps its page, and the status it missed arrives when the signal is back', async ({ page, context }) => {
  await page.clock.install();
  await fillBasketAndCheckout(page);
  const orderId = await continueToPayment(page);
  await payWith(page, 'card', 'Approve');
  await expect(page).toHaveURL(new RegExp(`/order/${orderId}$`));
  await expect(page.getByTestId('order-status')).toHaveText(sv.OrderStatus.status.received);

  await context.setOffline(true);
  await expect(page.getByTestId('connection-banner')).toHaveText(sv.Connection.lost);
  // The kitchen starts on the order while the phone has no signal.
  await kitchen.advance(orderId);
  // Two seconds of the page's time without signal (its status poll included) run through.
  await page.clock.runFor(2000);
  await expect(page).toHaveURL(new RegExp(`/order/${orderId}$`));
  await context.setOffline(false);
  await expect(page.getByTestId('order-status')).toHaveText(sv.OrderStatus.status.preparing);
  await expect(page).toHaveURL(new RegExp(`/order/${orderId}$`));
});

test('in English the bar is English, and it is announced (a live status)', async ({ page, context }) => {
  await page.goto('/en/shop/1/menu');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await context.setOffline(true);
  await expect(page.getByRole('status').filter({ hasText: en.Connection.lost })).toBeVisible();
  await context.setOffline(false);
  await expect(page.getByRole('status').filter({ hasText: en.Connection.back })).toBeVisible();
});
