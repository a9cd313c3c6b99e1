import type { Page } from '@playwright/test';

import { expect, messages, test, upstream } from '../fixtures';
import { expectAccessible } from '../pages/axe';
import { savedBasket } from '../pages/basket';
import { continueToPayment, fillBasketAndCheckout, kitchen, openCheckoutDetails, payButton, payWith } from '../pages/checkout';
import { needs } from '../support/api-shape';

const sv = messages.sv;
const kr = (amount: string) => `${amount}\u00a0kr`;

async function tableOf(page: Page): Promise<number> {
  const spots: Array<{ id: number; orderType: string }> = await (await page.request.get('/api/shops/1/delivery-spots')).json();
  return spots.find((s) => s.orderType === 'dineInPlace')!.id;
}

/** 23:50 today in Stockholm: with shop 1 open today only (to 23:59), no pickup slot is left, only "as soon as possible". */
function lateEveningInStockholm(): Date {
  const now = new Date();
  const day = now.toLocaleDateString('sv-SE', { timeZone: 'Europe/Stockholm' });
  const offset = new Intl.DateTimeFormat('en', { timeZone: 'Europe/Stockholm', timeZoneName: 'longOffset' })
    .formatToParts(now)
    .find((p) => p.type === 'timeZoneName')!
    .value.replace('GMT', '');
  return new Date(`${day}T23:50:00${offset || '+00:00'}`);
}

test.describe('checkout on one screen', () => {
  test('take-away asks for no table; required fields are marked from the start; the button says what it pays', async ({ page }) => {
    await fillBasketAndCheckout(page);
    const main = page.getByRole('main');
    await expect(main.getByTestId('known-answers')).toContainText(sv.OrderType.takeAway);
    await openCheckoutDetails(page);
    await expect(main.getByLabel(sv.Checkout.orderType)).toHaveValue('takeAway');
    await expect(payButton(page)).toHaveText(sv.Checkout.payAmount.replace('{amount}', kr('39')));
    await expect(main.getByLabel(sv.Checkout.spot)).toHaveCount(0);
    // A 24-hour shop has later slots to choose from.
    await expect(main.getByLabel(sv.Checkout.pickupTime)).toHaveValue('asap');
    // Asked by the restaurant's settings, and marked before any try.
    await expect(main.getByText(`${sv.Checkout.email} ${sv.Checkout.requiredMark}`)).toBeVisible();
    await expect(main.getByLabel(sv.Checkout.email)).toHaveAttribute('required', '');
    // The payment method is chosen here: card the first time, on a phone without a wallet.
    await expect(main.getByRole('radio', { name: sv.Payment.card })).toBeChecked();

    // Eat-in asks for the table, marked required.
    await main.getByLabel(sv.Checkout.orderType).selectOption('dineInPlace');
    await expect(main.getByText(`${sv.Checkout.spot} ${sv.Checkout.requiredMark}`)).toBeVisible();
    await expect(main.getByLabel(sv.Checkout.spot)).toHaveAttribute('required', '');
    await expectAccessible(page, 'checkout on one screen');
  });

  test('eat-in when "as soon as possible" is the only time: no pickup-time question', async ({ page }) => {
    // Open around the clock, shop 1 would offer the night's times after midnight: today only, it closes at midnight.
    const today = new Date().toLocaleDateString('en-US', { timeZone: 'Europe/Stockholm', weekday: 'short' });
    const dayOfWeek = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'].indexOf(today);
    const hours = (days: number[]) => ({ openingHours: days.map((d) => ({ dayOfWeek: d, opens: '00:00:00', closes: '23:59:59' })) });
    await upstream.call('PUT', '/_dev/shops/1/opening-hours', hours([dayOfWeek]));
    await upstream.revalidate(['shops', 'shop:1']);
    try {
      await page.clock.setFixedTime(lateEveningInStockholm());
      await fillBasketAndCheckout(page, `/shop/1/menu?orderType=dineInPlace&spotId=${await tableOf(page)}`);
      const main = page.getByRole('main');
      await expect(payButton(page)).toBeVisible();
      await openCheckoutDetails(page);
      await expect(main.getByLabel(sv.Checkout.spot)).toHaveValue(String(await tableOf(page)));
      await expect(main.getByLabel(sv.Checkout.pickupTime)).toHaveCount(0);
      await expect(main.getByText(sv.Checkout.asap)).toHaveCount(0);
    } finally {
      await upstream.call('PUT', '/_dev/shops/1/opening-hours', hours([0, 1, 2, 3, 4, 5, 6]));
      await upstream.revalidate(['shops', 'shop:1']);
    }
  });

  test('late in the evening at a shop open through the night, the night\'s times are offered as tomorrow\'s', async ({ page }) => {
    await page.clock.setFixedTime(lateEveningInStockholm());
    await fillBasketAndCheckout(page);
    await openCheckoutDetails(page);
    const time = page.getByRole('main').getByLabel(sv.Checkout.pickupTime);
    await expect(time).toHaveValue('asap');
    const options = (await time.locator('option').allTextContents()).slice(1);
    expect(options[0]).toBe(sv.Checkout.tomorrowAt.replace('{time}', '00:15'));
    expect(options.at(-1)).toBe(sv.Checkout.tomorrowAt.replace('{time}', '06:00'));
  });

  test('the method chosen on the checkout goes straight to the provider, and is chosen first next time', async ({ page }) => {
    await fillBasketAndCheckout(page);
    // The helper checks the provider's page names Swish: no stop on our payment page in between.
    const orderId = await continueToPayment(page, 'guest@example.com', 'swish');
    await payWith(page, 'swish', 'Approve');
    await expect(page).toHaveURL(new RegExp(`/order/${orderId}$`));
    expect((await savedBasket(page))?.items).toEqual([]);

    await fillBasketAndCheckout(page);
    await expect(page.getByRole('main').getByRole('radio', { name: sv.Payment.swish })).toBeChecked();
  });
});

test.describe('the ready screen', () => {
  // The order's type, read with the order, picks the wording.
  needs('orderDetails');
  test('take-away: a large pickup number, and the whole card changes when the food is ready', async ({ page }) => {
    await fillBasketAndCheckout(page);
    const orderId = await continueToPayment(page);
    await payWith(page, 'card', 'Approve');
    await expect(page).toHaveURL(new RegExp(`/order/${orderId}$`));

    const number = page.getByTestId('pickup-number');
    // The reference API gives the order's running number; it is shown large from the start.
    await expect(number).toHaveText(/^\d{4,}$/);
    const fontSize = await number.evaluate((el) => parseFloat(getComputedStyle(el).fontSize));
    expect(fontSize).toBeGreaterThanOrEqual(40);
    const card = page.getByTestId('order-card');
    const before = await card.evaluate((el) => getComputedStyle(el).backgroundColor);

    await kitchen.advance(orderId);
    await kitchen.advance(orderId);
    await expect(page.getByTestId('order-status')).toHaveText(sv.OrderStatus.ready.takeAway.title, { timeout: 10_000 });
    const shown = (await number.textContent())!;
    await expect(card).toContainText(sv.OrderStatus.ready.takeAway.detail.replace('{number}', shown));
    await expect(card).toHaveAttribute('data-status', 'ready');
    // The card's colour changes over 0.3 s: the check waits for where it ends.
    expect(before).not.toBe('rgb(30, 107, 52)');
    await expect(card).toHaveCSS('background-color', 'rgb(30, 107, 52)');
    await expectAccessible(page, 'ready screen');
  });

  test("eat-in at a counter-pickup restaurant is sent to the counter with its number, not told to wait at the table", async ({ page }) => {
    await upstream.call('PUT', '/_dev/settings/service', { service: 'counterPickup' });
    await upstream.revalidate(['settings']);
    try {
      await fillBasketAndCheckout(page, `/shop/1/menu?orderType=dineInPlace&spotId=${await tableOf(page)}`);
      const orderId = await continueToPayment(page);
      await payWith(page, 'card', 'Approve');
      await expect(page).toHaveURL(new RegExp(`/order/${orderId}$`));
      await kitchen.advance(orderId);
      await kitchen.advance(orderId);
      await expect(page.getByTestId('order-status')).toHaveText(sv.OrderStatus.ready.counterPickup.title, { timeout: 10_000 });
      const shown = (await page.getByTestId('pickup-number').textContent())!;
      await expect(page.getByTestId('order-card')).toContainText(sv.OrderStatus.ready.counterPickup.detail.replace('{number}', shown));
    } finally {
      await upstream.call('PUT', '/_dev/settings/service', { service: 'tableService' });
      await upstream.revalidate(['settings']);
    }
  });
});
