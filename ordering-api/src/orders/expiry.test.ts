/**
 * Unpaid orders expire when their prices stop being valid and are deleted a day later, on the
 * API's own storage; a payment started in time and approved still pays its order.
 */
import { orderSchema } from '../../../lib/upstream/schemas/index.ts';
import { createApp } from '../app.ts';
import { one } from '../db/database.ts';
import { confirmTestPayment, createTestOrder, guest, payOnProviderPage, postJson, useTestApi } from '../testing.ts';

const MINUTE = 60_000;
const RETURN_URL = 'http://localhost:3000/shop/1/checkout/payment/x';

describe('unpaid orders expire and are deleted', () => {
  const api = useTestApi();

  const read = async (orderId: string) => {
    const res = await api.app.request(`/api/order/${orderId}`, { headers: guest() });
    return { status: res.status, body: (await res.json()) as Record<string, unknown> };
  };
  const stored = (orderId: string) =>
    one<{ status: string; expired_at: string | null }>(api.db, 'SELECT status, expired_at FROM orders WHERE id = ?', orderId);
  const rowsOf = (orderId: string) => ({
    orders: one<{ n: number }>(api.db, 'SELECT count(*) AS n FROM orders WHERE id = ?', orderId)!.n,
    lines: one<{ n: number }>(api.db, 'SELECT count(*) AS n FROM order_lines WHERE order_id = ?', orderId)!.n,
    payments: one<{ n: number }>(api.db, 'SELECT count(*) AS n FROM payments WHERE order_id = ?', orderId)!.n,
  });
  const startPayment = (orderId: string) => postJson(api.app, `/api/order/${orderId}/payment`, { paymentMethod: 'card', returnUrl: RETURN_URL }, guest());

  test('an order not paid within the 30 minutes its prices hold expires: the read says so, and it can no longer be paid', async () => {
    const { orderId } = await createTestOrder(api.app);
    api.clock.advance(29 * MINUTE);
    expect((await read(orderId)).body).toMatchObject({ status: 'CalculatedPrice' });
    expect(stored(orderId)).toEqual({ status: 'CalculatedPrice', expired_at: null });

    api.clock.advance(1 * MINUTE);
    const expired = await read(orderId);
    expect(expired.status).toBe(200);
    expect(orderSchema.parse(expired.body)).toMatchObject({ status: 'Rollbacked', payment: { status: 'NotStarted' } });
    expect(stored(orderId)).toEqual({ status: 'Rollbacked', expired_at: api.clock.now().toISOString() });

    const refused = await startPayment(orderId);
    expect(refused.status).toBe(409);
    expect(await refused.json()).toMatchObject({ code: 'order-not-payable', title: expect.stringMatching(/expired/) });
    expect(rowsOf(orderId).payments).toBe(0);
  });

  test('the sweep on the order calls expires orders nobody reads, and deletes them a day later with their lines and payments', async () => {
    const { orderId: abandoned } = await createTestOrder(api.app);
    // A payment page opened and left: the order still goes, with its payment.
    await startPayment(abandoned);
    const { orderId: paid } = await createTestOrder(api.app);
    const { paymentId } = await payOnProviderPage(api.app, paid, { action: 'approve' });
    expect((await confirmTestPayment(api.app, paid, paymentId)).status).toBe(200);

    api.clock.advance(61 * MINUTE);
    await createTestOrder(api.app); // any order call sweeps
    expect(stored(abandoned)?.status).toBe('Rollbacked');
    expect(stored(abandoned)?.expired_at).not.toBeNull();

    api.clock.advance(23 * 60 * MINUTE);
    await createTestOrder(api.app);
    expect(rowsOf(abandoned)).toEqual({ orders: 1, lines: 1, payments: 1 });

    api.clock.advance(2 * 60 * MINUTE);
    await createTestOrder(api.app);
    expect(rowsOf(abandoned)).toEqual({ orders: 0, lines: 0, payments: 0 });
    expect((await read(abandoned)).status).toBe(404);
    // The paid order of the same hour stays, paid.
    expect(rowsOf(paid)).toEqual({ orders: 1, lines: 1, payments: 1 });
    expect((await read(paid)).body).toMatchObject({ payment: { status: 'Captured' } });
  });

  test('a payment started just before the prices run out and approved afterwards still pays the order', async () => {
    const { orderId } = await createTestOrder(api.app);
    api.clock.advance(29 * MINUTE);
    const start = await startPayment(orderId);
    expect(start.status).toBe(201);
    const { paymentId, redirectUrl } = (await start.json()) as { paymentId: string; redirectUrl: string };

    // The guest is still on the provider's page when the 30 minutes end; the sweep runs meanwhile.
    api.clock.advance(10 * MINUTE);
    await createTestOrder(api.app);
    expect((await read(orderId)).body).toMatchObject({ status: 'CalculatedPrice', payment: { status: 'Pending' } });

    const approved = await api.app.request(new URL(redirectUrl).pathname, {
      method: 'POST',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
      body: 'action=approve',
    });
    expect(approved.status).toBe(303);
    // Approved but not confirmed yet, well past the grace: money was taken, so the order stays.
    api.clock.advance(60 * MINUTE);
    await createTestOrder(api.app);
    expect(stored(orderId)).toEqual({ status: 'CalculatedPrice', expired_at: null });

    const confirmed = await confirmTestPayment(api.app, orderId, paymentId);
    expect(confirmed.status).toBe(200);
    expect(await confirmed.json()).toMatchObject({ status: 'Added', payment: { status: 'Captured' } });
    api.clock.advance(48 * 60 * MINUTE);
    await createTestOrder(api.app);
    expect(rowsOf(orderId).orders).toBe(1);
  });

  test('a payment left on the provider page keeps the order only for the grace after it started', async () => {
    const { orderId } = await createTestOrder(api.app);
    api.clock.advance(29 * MINUTE);
    expect((await startPayment(orderId)).status).toBe(201);
    api.clock.advance(31 * MINUTE);
    expect((await read(orderId)).body).toMatchObject({ status: 'Rollbacked' });
  });
});

describe('GET /api/order/capabilities', () => {
  const api = useTestApi();

  test('the reference API promises that a resent create or payment start is done once, guest labels and split payments; in SPEC.md shapes it says nothing (404)', async () => {
    const res = await api.app.request('/api/order/capabilities');
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ idempotencyKey: true, guestLabels: true, splitPayments: true });
    const spec = createApp({ db: api.db, dev: true, now: api.clock.now, kitchenStepMs: 0, shape: 'spec' });
    expect((await spec.request('/api/order/capabilities')).status).toBe(404);
  });
});
