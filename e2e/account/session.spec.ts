import type { APIRequestContext } from '@playwright/test';

import { E2E } from '../../playwright.config';
import { expect, messages, test } from '../fixtures';
import { signIn } from '../pages/account';
import { continueToPayment, fillBasketAndCheckout, payWith } from '../pages/checkout';

/** The sealed session at sign-in and sign-out: a new guest key each time, the guest's orders moved to it. */
const sv = messages.sv;

const placeOrder = async (request: APIRequestContext) => {
  const response = await request.post('/api/order', {
    headers: { origin: E2E.appUrl, 'idempotency-key': crypto.randomUUID() },
    data: {
      shopId: 1, orderType: 'takeAway', asap: true, pickupTime: null, note: null, spotId: null,
      email: 'guest@example.com', phone: null, items: [{ code: 'S301', quantity: 1, choices: [] }],
    },
  });
  expect(response.status()).toBe(201);
  return ((await response.json()) as { orderId: string }).orderId;
};

test('a session cookie copied before sign-in reads no order placed after it', async ({ page, context, browser }) => {
  await fillBasketAndCheckout(page);
  const guestOrder = await continueToPayment(page);
  const copied = await context.cookies();
  expect(copied.map((c) => c.name)).toContain('__Host-ordering_session');

  await signIn(page);
  const accountOrder = await placeOrder(page.request);
  expect((await page.request.get(`/api/order/${accountOrder}`)).status()).toBe(200);

  // Someone who copied the cookie before sign-in: neither the new order nor the guest's earlier one.
  const copier = await browser.newContext({ baseURL: E2E.appUrl });
  try {
    await copier.addCookies(copied);
    for (const orderId of [accountOrder, guestOrder]) {
      const response = await copier.request.get(`/api/order/${orderId}`);
      expect(response.status(), orderId).toBe(404);
      expect(await response.json()).toMatchObject({ code: 'FAILED_FIND_ORDER' });
    }
  } finally {
    await copier.close();
  }
  // This browser still follows its guest order.
  expect((await page.request.get(`/api/order/${guestOrder}`)).status()).toBe(200);
});

test("a guest's paid order is still followed after signing in and after signing out", async ({ page }) => {
  await fillBasketAndCheckout(page);
  const orderId = await continueToPayment(page);
  await payWith(page, 'card', 'Approve');
  await expect(page).toHaveURL(new RegExp(`/order/${orderId}$`));
  const status = page.getByTestId('order-status');
  await expect(status).toHaveText(sv.OrderStatus.status.received);

  await signIn(page);
  await page.goto(`/order/${orderId}`);
  await expect(status).toHaveText(sv.OrderStatus.status.received);

  await page.getByRole('button', { name: 'Anna' }).click();
  // Signing out reloads the page once it has told the top bar: wait for that reload, not only
  // for the login link (which shows before it), so the next step does not race it.
  const reloaded = page.waitForEvent('load');
  await page.getByRole('button', { name: sv.Account.signOut }).click();
  await reloaded;
  await expect(page.getByRole('link', { name: sv.Layout.login })).toBeVisible();
  await page.goto(`/order/${orderId}`);
  await expect(status).toHaveText(sv.OrderStatus.status.received);
});
