import type { APIRequestContext } from '@playwright/test';

import { E2E } from '../../playwright.config';
import { expect, messages, test } from '../fixtures';
import { continueToPayment, fillBasketAndCheckout, openCheckoutDetails, payButton } from '../pages/checkout';

const sv = messages.sv;

const order = (items: unknown[], extra: Record<string, unknown> = {}) => ({
  shopId: 1,
  orderType: 'takeAway',
  asap: true,
  pickupTime: null,
  note: null,
  spotId: null,
  email: 'guest@example.com',
  phone: null,
  items,
  ...extra,
});
const fries = (quantity = 1) => ({ code: 'S301', quantity, choices: [] });
const post = (request: APIRequestContext, body: unknown, key = crypto.randomUUID()) =>
  request.post('/api/order', { data: body, headers: { origin: E2E.appUrl, 'idempotency-key': key } });

test('a tampered basket price is ignored: the restaurant prices the order', async ({ page }) => {
  await fillBasketAndCheckout(page);
  await page.evaluate(() => {
    const basket = JSON.parse(localStorage.getItem('ordering.basket')!);
    basket.items[0].article.price = 1;
    localStorage.setItem('ordering.basket', JSON.stringify(basket));
  });
  await page.reload();
  await page.getByLabel(sv.Checkout.email).fill('guest@example.com');
  // The button names the basket's (tampered) price; the payment page stops at the restaurant's.
  await expect(payButton(page)).toHaveText(sv.Checkout.payAmount.replace('{amount}', '0,01\u00a0kr'));
  await payButton(page).click();
  await expect(page).toHaveURL(/\/checkout\/payment\/[^/?]+\?/);
  await expect(page.getByTestId('priced-order')).toContainText('39\u00a0kr');
  await expect(page.getByTestId('priced-order')).not.toContainText('0,01');
  await expect(page.getByTestId('price-changed')).toHaveText(sv.Payment.priceChanged.replace('{amount}', '39\u00a0kr'));
  await expect(page.getByRole('button', { name: sv.Payment.pay, exact: true })).toBeVisible();
});

test.describe('order requests the app refuses before any order exists', () => {
  test('a negative, zero or huge quantity', async ({ page }) => {
    for (const quantity of [-1, 0, 1000, 1.5]) {
      const response = await post(page.request, order([fries(quantity)]));
      expect(response.status(), String(quantity)).toBe(400);
      expect(await response.json()).toMatchObject({ code: 'INVALID_INPUT' });
    }
  });

  test('a note over 90 characters, no items, or a request from another site', async ({ page }) => {
    expect((await post(page.request, order([fries()], { note: 'x'.repeat(91) }))).status()).toBe(400);
    expect((await post(page.request, order([]))).status()).toBe(400);
    const foreign = await page.request.post('/api/order', {
      data: order([fries()]),
      headers: { origin: 'https://evil.example', 'idempotency-key': crypto.randomUUID() },
    });
    expect(foreign.status()).toBe(403);
  });

  test('an unknown article or choice code is reported as unavailable', async ({ page }) => {
    const unknown = await post(page.request, order([{ code: 'NOPE', quantity: 1, choices: [] }]));
    expect(unknown.status()).toBe(409);
    expect(await unknown.json()).toMatchObject({ code: 'UNAVAILABLE_PRODUCTS', products: ['NOPE'] });
    // A choice goes by the restaurant's names (the ordering API's data model): level, articleCode, choiceCode.
    const badChoice = await post(page.request, order([{ code: 'B101', quantity: 1, choices: [{ level: 1, articleCode: 'C-NOPE', choiceCode: 'CH1-NOPE' }] }]));
    expect(badChoice.status()).toBe(409);
    expect(await badChoice.json()).toMatchObject({ code: 'UNAVAILABLE_PRODUCTS' });
  });

  test('a pickup time in the past or outside the opening hours', async ({ page }) => {
    const past = await post(page.request, order([fries()], { asap: false, pickupTime: new Date(Date.now() - 3_600_000).toISOString() }));
    expect(await past.json()).toMatchObject({ code: 'SHOP_ERROR_DATE_TIME_IN_THE_PAST' });
    // Shop 2 is open 10–22 in Stockholm; 04:00 tomorrow is outside its hours.
    const tomorrow = new Date(Date.now() + 24 * 3_600_000).toISOString().slice(0, 10);
    const night = await post(page.request, order([fries()], { shopId: 2, asap: false, pickupTime: `${tomorrow}T04:00:00+01:00` }));
    expect(await night.json()).toMatchObject({ code: 'SHOP_CLOSED_AT_PICKUPTIME' });
  });
});

test('unavailable products in the basket are named and can be removed at checkout', async ({ page }) => {
  await fillBasketAndCheckout(page);
  await page.evaluate(() => {
    const basket = JSON.parse(localStorage.getItem('ordering.basket')!);
    basket.items.push({ ...basket.items[0], id: 'gone-line', article: { ...basket.items[0].article, code: 'D506', description: 'Juice' } });
    localStorage.setItem('ordering.basket', JSON.stringify(basket));
  });
  await page.reload();
  await page.getByLabel(sv.Checkout.email).fill('guest@example.com');
  await payButton(page).click();
  await expect(page.getByTestId('checkout-alert')).toContainText(sv.Errors.UNAVAILABLE_PRODUCTS);
  await page.getByRole('button', { name: sv.Checkout.removeUnavailable }).click();
  await expect(page.getByTestId('checkout-alert')).toHaveCount(0);
  await continueToPayment(page);
});

test('dine-in without a table asks for one', async ({ page }) => {
  await fillBasketAndCheckout(page);
  await openCheckoutDetails(page);
  await page.getByRole('main').getByLabel(sv.Checkout.orderType).selectOption('dineInPlace');
  await page.getByLabel(sv.Checkout.email).fill('guest@example.com');
  await expect(page.getByLabel(sv.Checkout.spot)).toHaveValue('');
  await payButton(page).click();
  await expect(page.getByText(sv.Errors.DELIVERY_SPOT_REQUIRED)).toBeVisible();
  await expect(page.getByLabel(sv.Checkout.spot)).toBeFocused();
});
