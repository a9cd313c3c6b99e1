/**
 * A receipt is a mail to an inbox the guest types: it goes through the same mail limits as the
 * account mails, keyed by that inbox. Against the reference ordering API (free port, fresh data
 * folder, its clock on a Wednesday noon when the shop is open), with paid orders made straight at
 * the API and the guest's session stubbed.
 */
import { orderBody, TEST_CODE, WEDNESDAY_NOON } from '@/ordering-api/src/testing.ts';

import { referenceApiForThisFile } from './reference-api.testing';

jest.mock('@/lib/session/session', () => ({
  ...jest.requireActual('@/lib/session/session'),
  readCustomerCode: async () => TEST_CODE,
  ensureCustomerCode: async () => TEST_CODE,
}));

const api = referenceApiForThisFile({ now: () => new Date(WEDNESDAY_NOON) });
let orders: typeof import('./orders');

beforeAll(async () => {
  orders = await import('./orders');
});

const guest = { 'content-type': 'application/json', 'x-customercode': TEST_CODE };
const postJson = async (path: string, body: unknown) => {
  const response = await fetch(`${api.url}${path}`, { method: 'POST', headers: guest, body: JSON.stringify(body) });
  return { status: response.status, body: (await response.json().catch(() => null)) as Record<string, string> };
};

/** An order placed and paid straight at the reference API (its test provider's Approve). */
async function paidOrder(): Promise<string> {
  const { status, body: order } = await postJson('/api/order', orderBody());
  expect(status).toBe(201);
  const { body: payment } = await postJson(`/api/order/${order.orderId}/payment`, { paymentMethod: 'card', returnUrl: 'http://localhost:3000/shop/1/checkout/payment/x' });
  const approved = await fetch(`${api.url}${new URL(payment.redirectUrl!).pathname}`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: 'action=approve',
    redirect: 'manual',
  });
  expect(approved.status).toBe(303);
  expect((await postJson(`/api/order/${order.orderId}/payment/${payment.paymentId}/confirm`, { providerParameters: { paymentId: payment.paymentId } })).status).toBe(200);
  return order.orderId!;
}

const receiptsTo = async (to: string) =>
  ((await (await fetch(`${api.url}/_dev/outbox`)).json()) as Array<{ to: string; kind: string }>).filter((m) => m.to === to && m.kind === 'receipt').length;

test('the 4th mail to one inbox within the hour is refused with RATE_LIMITED, over several orders, and not sent', async () => {
  const inbox = `receipts-${Date.now()}@example.com`;
  const [first, second] = [await paidOrder(), await paidOrder()];
  await orders.emailReceipt(first, inbox);
  await orders.emailReceipt(first, inbox);
  await orders.emailReceipt(second, inbox);
  // The ordering API would send one more for the second order (3 an hour per order); the inbox has had its three.
  await expect(orders.emailReceipt(second, inbox.toUpperCase())).rejects.toMatchObject({ code: 'RATE_LIMITED', status: 429 });
  expect(await receiptsTo(inbox)).toBe(3);
  // Another inbox is not held up.
  await orders.emailReceipt(second, `other-${inbox}`);
});

test('a receipt that is not sent (an order that is not the guest\'s) costs the inbox nothing', async () => {
  const inbox = `not-sent-${Date.now()}@example.com`;
  for (let i = 0; i < 4; i++) await expect(orders.emailReceipt(crypto.randomUUID(), inbox)).rejects.toMatchObject({ status: 404 });
  await orders.emailReceipt(await paidOrder(), inbox);
  expect(await receiptsTo(inbox)).toBe(1);
});
