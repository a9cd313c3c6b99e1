import { expect, messages, test } from '../fixtures';
import { savedBasket } from '../pages/basket';
import { API, continueToPayment, fillBasketAndCheckout, kitchen, openCheckoutDetails, orderNumberOf, paidOrderIds, payWith } from '../pages/checkout';
import { shapeHas } from '../support/api-shape';

const sv = messages.sv;
const status = sv.OrderStatus.status;

test('a guest from a table QR code pays by card and follows the order until it is ready', async ({ page, request }) => {
  const spots: Array<{ id: number; orderType: string; name: string }> = await (await request.get('/api/shops/1/delivery-spots')).json();
  const table = spots.find((s) => s.orderType === 'dineInPlace')!;
  await fillBasketAndCheckout(page, `/shop/1/menu?orderType=dineInPlace&spotId=${table.id}`);

  await openCheckoutDetails(page);
  await expect(page.getByLabel(sv.Checkout.spot)).toHaveValue(String(table.id));
  await page.getByLabel(sv.Checkout.note).fill('Utan salt, tack');
  await page.getByLabel(sv.Checkout.note).blur();
  await expect(page.getByLabel(sv.Checkout.pickupTime)).toHaveValue('asap');
  const orderId = await continueToPayment(page);

  await payWith(page, 'card', 'Approve');
  await expect(page).toHaveURL(new RegExp(`/order/${orderId}$`));
  await expect(page.getByTestId('priced-order')).toContainText('Pommes frites');
  const shown = page.getByTestId('order-status');
  await expect(shown).toHaveText(status.received);
  expect((await savedBasket(page))?.items).toEqual([]);

  await kitchen.advance(orderId);
  await expect(shown).toHaveText(status.preparing, { timeout: 10_000 });
  await kitchen.advance(orderId);
  // Eat-in at a restaurant with table service (the demo's setting): the food comes to the table.
  // An order read as its status alone does not say it is a table's: then only that it is ready.
  if (shapeHas('orderDetails')) await expect(shown).toHaveText(sv.OrderStatus.ready.tableService.title, { timeout: 10_000 });
  else await expect(page.getByTestId('order-card')).toHaveAttribute('data-status', 'ready', { timeout: 10_000 });

  await page.getByTestId('paid-orders-link').click();
  await expect(page).toHaveURL(/\/orders$/);
  // Named by the number the restaurant calls it by, as on its card.
  await expect(page.getByRole('link', { name: new RegExp(`\\b${await orderNumberOf(orderId)}\\b`) })).toBeVisible();
});

test('declined, then cancelled, then approved: one paid order, and replays do not pay twice', async ({ page }) => {
  await fillBasketAndCheckout(page);
  const orderId = await continueToPayment(page);

  await payWith(page, 'card', 'Decline');
  // In plain words, with what to do next; the code only in small print.
  await expect(page.getByTestId('payment-alert')).toContainText(sv.Payment.outcome.declined);
  await expect(page.getByTestId('payment-alert')).toContainText(sv.Payment.outcomeCode.replace('{code}', '01'));
  expect((await savedBasket(page))?.items).toHaveLength(1);

  await payWith(page, 'card', 'Cancel');
  await expect(page.getByTestId('payment-alert')).toContainText(sv.Payment.outcome.cancelled);
  await expect(page.getByTestId('payment-alert')).not.toContainText(sv.Payment.outcome.declined);

  await payWith(page, 'card', 'Approve');
  await expect(page).toHaveURL(new RegExp(`/order/${orderId}$`));
  expect(await paidOrderIds(page)).toEqual([orderId]);

  // The provider's return link, replayed: the same order, still paid once.
  const payments = await (await fetch(`${API}/_dev/orders/${orderId}`)).json();
  const approved = payments.payments.find((p: { status: string }) => p.status === 'Captured');
  await page.goto(`/shop/1/checkout/payment/${orderId}?paymentId=${approved.paymentId}&result=approved`);
  await expect(page).toHaveURL(new RegExp(`/order/${orderId}$`));
  await page.reload();
  expect(await paidOrderIds(page)).toEqual([orderId]);
  const after = await (await fetch(`${API}/_dev/orders/${orderId}`)).json();
  expect(after.payments.filter((p: { status: string }) => p.status === 'Captured')).toHaveLength(1);
});

test('a tab closed on the provider page: the next visit finds the paid order', async ({ page, context }) => {
  await fillBasketAndCheckout(page);
  // Pay on the checkout: the guest is on the provider's page.
  const orderId = await continueToPayment(page);
  // The provider approves, but the guest's tab is gone before it could come back.
  const form = page.locator('form').filter({ has: page.getByRole('button', { name: 'Approve payment' }) });
  const action = new URL((await form.getAttribute('action')) ?? page.url(), page.url()).toString();
  await page.request.post(action, { form: { action: 'approve' }, maxRedirects: 0 });
  await page.close();

  const again = await context.newPage();
  await again.goto('/');
  await expect(again.getByTestId('paid-orders-link')).toBeVisible();
  expect(await paidOrderIds(again)).toEqual([orderId]);
  expect((await savedBasket(again))?.items).toEqual([]);
});

test('a Swish payment is approved', async ({ page }) => {
  await fillBasketAndCheckout(page);
  const orderId = await continueToPayment(page, undefined, 'swish');
  await payWith(page, 'swish', 'Approve');
  await expect(page).toHaveURL(new RegExp(`/order/${orderId}$`));
  await expect(page.getByTestId('order-status')).toHaveText(status.received);
});

test('another browser without the customer code learns nothing about the order', async ({ page, browser }) => {
  await fillBasketAndCheckout(page);
  const orderId = await continueToPayment(page);
  const stranger = await browser.newContext();
  const theirs = await stranger.request.get(`/api/order/${orderId}`);
  const unknown = await stranger.request.get('/api/order/00000000-0000-4000-8000-000000000000');
  expect(theirs.status()).toBe(404);
  expect(await theirs.json()).toEqual(await unknown.json());
  expect(await theirs.text()).not.toContain('Pommes');
  const strangerPage = await stranger.newPage();
  await strangerPage.goto(`/order/${orderId}`);
  await expect(strangerPage.getByTestId('order-error')).toContainText(sv.Errors.FAILED_FIND_ORDER.split('{')[0]!.trim());
  await expect(strangerPage.getByTestId('priced-order')).toHaveCount(0);
  await stranger.close();
});

test('after a failed Swish attempt Swish stays chosen, and the guest reads what happened in plain words', async ({ page }) => {
  await fillBasketAndCheckout(page);
  await continueToPayment(page, undefined, 'swish');
  await payWith(page, 'swish', 'Decline');
  await expect(page.getByTestId('payment-alert')).toContainText(sv.Payment.outcome.declined);
  await expect(page.getByRole('radio', { name: sv.Payment.swish })).toBeChecked();
});
