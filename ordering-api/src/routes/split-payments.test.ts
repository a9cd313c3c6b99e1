/**
 * The split-payments capability: a table's guests each pay their own part of ONE order (one
 * kitchen ticket). A payment start may name an `amount` (minor units in the default shape); the
 * order is paid, and goes to the kitchen, only once its captured parts make the total. A partly
 * paid order never expires (money was taken), a part never exceeds what is still unpaid less the
 * parts under way, and a declined part undoes nothing: its share is started again.
 */
import { orderSchema, paymentStartResponseSchema } from '../../../lib/upstream/schemas/index.ts';
import { createApp } from '../app.ts';
import { all, one, openDatabase } from '../db/database.ts';
import { migrate, MIGRATIONS } from '../db/migrate.ts';
import { EXPIRED_KEEP_MS, PAYMENT_GRACE_MS, PRICE_VALID_MS } from '../orders/expiry.ts';
import { seedIfEmpty } from '../seed/index.ts';
import type { OrderBody } from '../testing.ts';
import { choice, createTestOrder, guest, makeTempDir, orderBody, postJson, removeDir, useTestApi } from '../testing.ts';
import { ASPNET_SHAPE, SPEC_SHAPE } from '../wire.ts';

type Obj = Record<string, unknown>;
const MINUTE = 60_000;
const RETURN_URL = 'http://localhost:3000/shop/1/checkout/payment/x';
/** Anna's and Bo's burgers, Cilla's salad and a cola: 129 + 129 + 119 + 35 = 412 kr. */
const TABLE_ITEMS: OrderBody['items'] = [
  { code: 'B101', quantity: 1, choices: [choice(1, 'C-BRIOCHE')], guest: 'Anna' },
  { code: 'B101', quantity: 1, choices: [choice(1, 'C-BRIOCHE')], guest: 'Bo' },
  { code: 'L401', quantity: 1, choices: [], guest: 'Cilla' },
  { code: 'D501', quantity: 1, choices: [], guest: 'Cilla' },
];

type DevOrder = {
  order: { status: string; paidAmount: number; payments: Obj[] };
  paidPaymentId: string | null;
  payments: { paymentId: string; status: string; amount: number; currency: string }[];
};

describe('split payments: each guest pays their part of one order', () => {
  const api = useTestApi();

  const tableOrder = async (): Promise<string> => {
    const created = await createTestOrder(api.app, { items: TABLE_ITEMS });
    expect(created.total).toBe(41200);
    return created.orderId;
  };
  const start = (orderId: string, body: Obj = {}, headers: Record<string, string> = {}, app = api.app) =>
    postJson(app, `/api/order/${orderId}/payment`, { paymentMethod: 'card', returnUrl: RETURN_URL, ...body }, { ...guest(), ...headers });
  const started = async (orderId: string, body: Obj = {}, app = api.app) => {
    const res = await start(orderId, body, {}, app);
    const json = (await res.json()) as Obj;
    if (res.status !== 201) throw new Error(`payment start: ${res.status} ${JSON.stringify(json)}`);
    return paymentStartResponseSchema.parse(json);
  };
  const press = async (redirectUrl: string, action: 'approve' | 'decline' | 'cancel', app = api.app) => {
    const res = await app.request(new URL(redirectUrl).pathname, {
      method: 'POST',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
      body: `action=${action}`,
    });
    expect(res.status).toBe(303);
  };
  const confirm = async (orderId: string, paymentId: string, app = api.app) => {
    const res = await postJson(app, `/api/order/${orderId}/payment/${paymentId}/confirm`, { providerParameters: { paymentId } }, guest());
    expect(res.status).toBe(200);
    return (await res.json()) as Obj;
  };
  /** Starts a part (or, without an amount, the whole rest), presses a button on the provider's page and confirms. */
  const pay = async (orderId: string, body: Obj, action: 'approve' | 'decline' | 'cancel' = 'approve') => {
    const payment = await started(orderId, body);
    await press(payment.redirectUrl, action);
    return { paymentId: payment.paymentId, order: orderSchema.parse(await confirm(orderId, payment.paymentId)) };
  };
  const read = async (orderId: string) => orderSchema.parse(await (await api.app.request(`/api/order/${orderId}`, { headers: guest() })).json());
  const devOrder = async (orderId: string): Promise<DevOrder> => (await (await api.app.request(`/_dev/orders/${orderId}`)).json()) as DevOrder;
  const kitchenIds = async (): Promise<string[]> =>
    ((await (await api.app.request('/_dev/kitchen.json')).json()) as { orders: { orderId: string }[] }).orders.map((o) => o.orderId);
  const confirmationMails = async (orderId: string) =>
    ((await (await api.app.request('/_dev/outbox')).json()) as { kind: string; orderId: string }[]).filter((m) => m.orderId === orderId && m.kind === 'order-confirmation');
  const stored = (orderId: string) => one<{ status: string; expired_at: string | null }>(api.db, 'SELECT status, expired_at FROM orders WHERE id = ?', orderId);
  const paymentRows = (orderId: string) => all<{ amount: number; status: string }>(api.db, 'SELECT amount, status FROM payments WHERE order_id = ? ORDER BY created_at, rowid', orderId);

  test('138 + 137 + 137 kr of 412 kr: two parts captured leave the order unpaid, unswept and out of the kitchen; the third pays it', async () => {
    const orderId = await tableOrder();

    // Anna pays 138 kr: the provider's page says it is a part.
    const anna = await started(orderId, { amount: 13800 });
    expect(anna.status).toBe('Pending');
    const page = await (await api.app.request(new URL(anna.redirectUrl).pathname)).text();
    expect(page).toContain('Pay 138,00 kr of 412,00 kr');
    expect(page).toContain('<title>Pay 138,00 kr of 412,00 kr</title>');
    await press(anna.redirectUrl, 'approve');
    const afterAnna = orderSchema.parse(await confirm(orderId, anna.paymentId));
    expect(afterAnna).toMatchObject({
      status: 'CalculatedPrice',
      total: 41200,
      paidAmount: 13800,
      // Captured only once the whole order is paid: a captured part reads as a payment under way.
      payment: { status: 'Pending', method: 'card', error: null },
      payments: [{ paymentId: anna.paymentId, amount: 13800, status: 'Captured', method: 'card' }],
    });

    // Bo pays 137 kr with Swish.
    const bo = await started(orderId, { amount: 13700, paymentMethod: 'swish' });
    await press(bo.redirectUrl, 'approve');
    const afterBo = orderSchema.parse(await confirm(orderId, bo.paymentId));
    expect(afterBo).toMatchObject({ status: 'CalculatedPrice', paidAmount: 27500, payment: { status: 'Pending', method: 'swish' } });
    expect(afterBo.payments).toEqual([
      { paymentId: anna.paymentId, amount: 13800, status: 'Captured', method: 'card' },
      { paymentId: bo.paymentId, amount: 13700, status: 'Captured', method: 'swish' },
    ]);
    expect(await kitchenIds()).not.toContain(orderId);
    expect(await confirmationMails(orderId)).toEqual([]);

    // Long past its prices' validity, the grace of a started payment and the deletion day, with the
    // sweep running on other order calls and on the read: money was taken, so the order stays.
    for (const step of [PRICE_VALID_MS + PAYMENT_GRACE_MS + MINUTE, EXPIRED_KEEP_MS + 60 * MINUTE]) {
      api.clock.advance(step);
      await createTestOrder(api.app);
      expect(stored(orderId)).toEqual({ status: 'CalculatedPrice', expired_at: null });
      expect(await read(orderId)).toMatchObject({ status: 'CalculatedPrice', paidAmount: 27500 });
    }
    expect(await kitchenIds()).not.toContain(orderId);

    // Cilla pays the last 137 kr: the order is paid and goes to the kitchen, with its one mail.
    const cilla = await started(orderId, { amount: 13700 });
    expect(await (await api.app.request(new URL(cilla.redirectUrl).pathname)).text()).toContain('Pay 137,00 kr of 412,00 kr');
    await press(cilla.redirectUrl, 'approve');
    const paid = orderSchema.parse(await confirm(orderId, cilla.paymentId));
    expect(paid).toMatchObject({
      status: 'Added',
      total: 41200,
      paidAmount: 41200,
      payment: { status: 'Captured', method: 'card', error: null },
      pickupNumber: expect.stringMatching(/^\d+$/),
    });
    expect(paid.payments?.map((p) => [p.paymentId, p.amount, p.status])).toEqual([
      [anna.paymentId, 13800, 'Captured'],
      [bo.paymentId, 13700, 'Captured'],
      [cilla.paymentId, 13700, 'Captured'],
    ]);
    expect(await kitchenIds()).toContain(orderId);
    expect(await confirmationMails(orderId)).toHaveLength(1);
    expect(await read(orderId)).toEqual(paid);

    // The dev view names each payment's amount; the order paid by the part that made the total.
    const dev = await devOrder(orderId);
    expect(dev.paidPaymentId).toBe(cilla.paymentId);
    expect(dev.payments.map((p) => [p.paymentId, p.amount, p.currency, p.status])).toEqual([
      [anna.paymentId, 13800, 'SEK', 'Captured'],
      [bo.paymentId, 13700, 'SEK', 'Captured'],
      [cilla.paymentId, 13700, 'SEK', 'Captured'],
    ]);
    expect(dev.order).toMatchObject({ status: 'Added', paidAmount: 41200 });

    // Paid: no further part, and a confirm again changes nothing.
    expect(await (await start(orderId, { amount: 100 })).json()).toMatchObject({ status: 409, code: 'order-not-payable' });
    expect(orderSchema.parse(await confirm(orderId, cilla.paymentId))).toEqual(paid);
  });

  test('a part larger than the rest → 422 payment-amount-exceeds-rest (problem details); parts under way count against the rest', async () => {
    const orderId = await tableOrder();
    const tooMuch = await start(orderId, { amount: 41201 });
    expect(tooMuch.status).toBe(422);
    expect(tooMuch.headers.get('content-type')).toBe('application/problem+json');
    expect(await tooMuch.json()).toEqual({
      type: 'https://ordering.example/problems/payment-amount-exceeds-rest',
      title: expect.any(String),
      status: 422,
      code: 'payment-amount-exceeds-rest',
      unpaid: 41200,
      available: 41200,
      errors: { amount: [expect.any(String)] },
    });
    expect(paymentRows(orderId)).toEqual([]);

    await pay(orderId, { amount: 20000 });
    const pending = await started(orderId, { amount: 10000 }); // someone is on the provider's page
    expect(await (await start(orderId, { amount: 11201 })).json()).toMatchObject({
      status: 422, code: 'payment-amount-exceeds-rest', unpaid: 21200, available: 11200,
    });
    expect((await start(orderId, { amount: 11200 })).status).toBe(201);
    expect(await (await start(orderId, { amount: 1 })).json()).toMatchObject({ code: 'payment-amount-exceeds-rest', available: 0 });
    expect(paymentRows(orderId).map((p) => p.amount)).toEqual([20000, 10000, 11200]);
    expect((await read(orderId)).payment).toEqual({ status: 'Pending', method: 'card', error: null });

    // A part approved by the provider still holds its share past the page's grace (only its confirm is to come).
    await press(pending.redirectUrl, 'approve');
    api.clock.advance(PAYMENT_GRACE_MS + MINUTE);
    expect(await (await start(orderId, { amount: 11201 })).json()).toMatchObject({ code: 'payment-amount-exceeds-rest', available: 11200 });
    // The other page was left: past the grace its share is free again.
    expect((await start(orderId, { amount: 11200 })).status).toBe(201);
  });

  test('an amount that is not a positive whole number of minor units → 400 invalid-parameter on amount', async () => {
    const orderId = await tableOrder();
    for (const amount of [0, -100, 137.5, 0.01, '13700', true, {}, 100_000_001]) {
      const res = await start(orderId, { amount });
      expect(res.status).toBe(400);
      const body = (await res.json()) as Obj;
      expect(body).toMatchObject({ status: 400, code: 'invalid-parameter' });
      expect(Object.keys(body.errors as Obj)).toEqual(['amount']);
    }
    expect(paymentRows(orderId)).toEqual([]);
    // `"amount": null` is no amount: a whole payment.
    expect((await start(orderId, { amount: null })).status).toBe(201);
    expect(paymentRows(orderId)).toEqual([{ amount: 41200, status: 'Pending' }]);
  });

  test('two parts started at once that together exceed the rest: the second is refused', async () => {
    const orderId = await tableOrder();
    const [first, second] = await Promise.all([start(orderId, { amount: 30000 }), start(orderId, { amount: 30000 })]);
    expect([first!.status, second!.status].sort()).toEqual([201, 422]);
    const refused = first!.status === 422 ? first! : second!;
    expect(await refused.json()).toMatchObject({ code: 'payment-amount-exceeds-rest', available: 11200 });
    // Many at once: exactly as many as fit.
    const racing = await Promise.all(Array.from({ length: 8 }, () => start(orderId, { amount: 5000 })));
    expect(racing.map((r) => r.status).filter((s) => s === 201)).toHaveLength(2);
    expect(racing.map((r) => r.status).filter((s) => s === 422)).toHaveLength(6);
    expect(paymentRows(orderId).reduce((sum, p) => sum + p.amount, 0)).toBe(40000);
  });

  test('a declined part undoes no captured part; its share is started again as a new payment', async () => {
    const orderId = await tableOrder();
    const anna = await pay(orderId, { amount: 13800 });
    const declined = await pay(orderId, { amount: 13700 }, 'decline');
    expect(declined.order).toMatchObject({
      status: 'CalculatedPrice',
      paidAmount: 13800,
      payment: { status: 'Failed', method: 'card', error: { code: '01', name: 'failed' } },
    });
    expect(declined.order.payments?.map((p) => [p.amount, p.status])).toEqual([[13800, 'Captured'], [13700, 'Failed']]);

    // A cancelled page frees its share at once, even before its confirm.
    const cancelled = await started(orderId, { amount: 27400 });
    await press(cancelled.redirectUrl, 'cancel');
    const retry = await pay(orderId, { amount: 13700 });
    expect(retry.paymentId).not.toBe(declined.paymentId);
    expect(retry.order).toMatchObject({ status: 'CalculatedPrice', paidAmount: 27500, payment: { status: 'Pending' } });
    const last = await pay(orderId, { amount: 13700 });
    expect(last.order).toMatchObject({ status: 'Added', paidAmount: 41200, payment: { status: 'Captured' } });
    expect(last.order.payments?.map((p) => [p.paymentId, p.amount, p.status])).toEqual([
      [anna.paymentId, 13800, 'Captured'],
      [declined.paymentId, 13700, 'Failed'],
      [cancelled.paymentId, 27400, 'Pending'],
      [retry.paymentId, 13700, 'Captured'],
      [last.paymentId, 13700, 'Captured'],
    ]);
    // The cancelled one, confirmed late, is Failed and changes nothing.
    expect(orderSchema.parse(await confirm(orderId, cancelled.paymentId))).toMatchObject({ status: 'Added', paidAmount: 41200, payment: { status: 'Captured' } });
  });

  test('a part approved after its share went to another payment is refunded, never captured beyond the total', async () => {
    const orderId = await tableOrder();
    await pay(orderId, { amount: 1200 });
    const slow = await started(orderId, { amount: 30000 });
    api.clock.advance(PAYMENT_GRACE_MS + MINUTE); // its page lapsed: the share is free again
    const quick = await pay(orderId, { amount: 30000 });
    expect(quick.order).toMatchObject({ status: 'CalculatedPrice', paidAmount: 31200 });
    await press(slow.redirectUrl, 'approve');
    const after = orderSchema.parse(await confirm(orderId, slow.paymentId));
    // The order's payment is its newest one's (the quick part, captured: under way); the slow one reads Refunded in payments.
    expect(after).toMatchObject({ status: 'CalculatedPrice', paidAmount: 31200, payment: { status: 'Pending' } });
    expect(after.payments?.find((p) => p.paymentId === slow.paymentId)).toMatchObject({ amount: 30000, status: 'Refunded' });
    expect((await pay(orderId, {})).order).toMatchObject({ status: 'Added', paidAmount: 41200 });
  });

  test('Idempotency-Key: the same part sent again is the same payment; the key with another amount is refused', async () => {
    const orderId = await tableOrder();
    const key = { 'Idempotency-Key': 'anna-pays-138' };
    const first = await start(orderId, { amount: 13800 }, key);
    expect(first.status).toBe(201);
    const firstBody = paymentStartResponseSchema.parse(await first.json());
    // Resent (the answer was lost) — even when what is left would no longer take it a second time.
    await pay(orderId, { amount: 41200 - 13800 - 100 });
    const replay = await start(orderId, { amount: 13800 }, key);
    expect(replay.status).toBe(201);
    expect(replay.headers.get('idempotent-replayed')).toBe('true');
    expect(paymentStartResponseSchema.parse(await replay.json())).toEqual(firstBody);
    expect(paymentRows(orderId).map((p) => p.amount)).toEqual([13800, 27300]);

    const other = await start(orderId, { amount: 13700 }, key);
    expect(other.status).toBe(422);
    expect(await other.json()).toMatchObject({ code: 'invalid-parameter', errors: { 'Idempotency-Key': expect.any(Array) } });
    const whole = await start(orderId, {}, key);
    expect(whole.status).toBe(422);
    expect(paymentRows(orderId)).toHaveLength(2);
  });

  test('a payment without amount pays the whole unpaid rest: the total on a fresh order (as before), what is left after parts', async () => {
    const { orderId: fresh, total } = await createTestOrder(api.app);
    const whole = await pay(fresh, {});
    expect(whole.order).toMatchObject({
      status: 'Added',
      paidAmount: total,
      payment: { status: 'Captured', method: 'card', error: null },
      payments: [{ paymentId: whole.paymentId, amount: total, status: 'Captured', method: 'card' }],
    });
    // A whole payment's provider page shows the amount alone.
    const plain = await createTestOrder(api.app);
    const page = await (await api.app.request(new URL((await started(plain.orderId)).redirectUrl).pathname)).text();
    expect(page).toContain('<title>Pay 35,00 kr</title>');
    expect(page).not.toContain(' of ');

    const orderId = await tableOrder();
    await pay(orderId, { amount: 13800 });
    const rest = await started(orderId);
    expect(paymentRows(orderId).map((p) => p.amount)).toEqual([13800, 27400]);
    expect(await (await api.app.request(new URL(rest.redirectUrl).pathname)).text()).toContain('Pay 274,00 kr of 412,00 kr');
    await press(rest.redirectUrl, 'approve');
    expect(orderSchema.parse(await confirm(orderId, rest.paymentId))).toMatchObject({ status: 'Added', paidAmount: 41200, payment: { status: 'Captured' } });
    expect(await kitchenIds()).toContain(orderId);
  });

  test('rolling back an order paid in parts refunds every part', async () => {
    const orderId = await tableOrder();
    await pay(orderId, { amount: 20000 });
    await pay(orderId, { amount: 21200 });
    const res = await postJson(api.app, `/_dev/kitchen/${orderId}/rollback`, {});
    expect(res.status).toBe(200);
    const order = orderSchema.parse(await read(orderId));
    expect(order).toMatchObject({ status: 'Rollbacked', paidAmount: 0, payment: { status: 'Refunded' } });
    expect(order.payments?.map((p) => p.status)).toEqual(['Refunded', 'Refunded']);
  });

  test('the POS refusing the order once its parts are paid (dev fault) refunds them all', async () => {
    const orderId = await tableOrder();
    await pay(orderId, { amount: 20000 });
    const last = await started(orderId, { amount: 21200 });
    await press(last.redirectUrl, 'approve');
    await postJson(api.app, '/_dev/integration-fault', { target: 'send-order', count: 1 });
    const res = await postJson(api.app, `/api/order/${orderId}/payment/${last.paymentId}/confirm`, { providerParameters: {} }, guest());
    expect(res.status).toBe(502);
    expect(paymentRows(orderId)).toEqual([{ amount: 20000, status: 'Refunded' }, { amount: 21200, status: 'Refunded' }]);
    expect(await read(orderId)).toMatchObject({ status: 'Rollbacked', paidAmount: 0, payment: { status: 'Refunded' } });
  });

  test('prices in major units: the amount is in kronor too; paidAmount and each part are written in kronor', async () => {
    const major = createApp({ db: api.db, dev: true, now: api.clock.now, kitchenStepMs: 0, wire: { priceUnit: 'major' } });
    const orderId = await tableOrder();
    const part = await started(orderId, { amount: 137.5 }, major);
    expect(paymentRows(orderId)).toEqual([{ amount: 13750, status: 'Pending' }]);
    await press(part.redirectUrl, 'approve', major);
    const order = await confirm(orderId, part.paymentId, major);
    expect(order).toMatchObject({ total: 412, paidAmount: 137.5, payments: [{ amount: 137.5, status: 'Captured' }] });
    expect((await start(orderId, { amount: 137.555 }, {}, major)).status).toBe(400);
    expect(await (await start(orderId, { amount: 274.51 }, {}, major)).json()).toMatchObject({ code: 'payment-amount-exceeds-rest', unpaid: 274.5, available: 274.5 });
    // The default shape reads the same in öre.
    expect(await read(orderId)).toMatchObject({ total: 41200, paidAmount: 13750, payments: [{ amount: 13750 }] });
  });

  test("ASP.NET's shape writes paidAmount and each part as decimals; SPEC.md's fields only leave them out and take no amount", async () => {
    const orderId = await tableOrder();
    const aspnet = createApp({ db: api.db, dev: true, now: api.clock.now, kitchenStepMs: 0, wire: { ...ASPNET_SHAPE } });
    const part = await started(orderId, { amount: 138 }, aspnet);
    await press(part.redirectUrl, 'approve', aspnet);
    const text = await (await postJson(aspnet, `/api/order/${orderId}/payment/${part.paymentId}/confirm`, { providerParameters: {} }, guest())).text();
    expect(text).toContain('"paidAmount":138.00');
    expect(text).toContain(`"payments":[{"paymentId":"${part.paymentId}","amount":138.00,"status":"Captured","method":"card"}]`);

    const spec = createApp({ db: api.db, dev: true, now: api.clock.now, kitchenStepMs: 0, wire: { ...SPEC_SHAPE } });
    const created = (await (await postJson(spec, '/api/order', orderBody({ items: TABLE_ITEMS }))).json()) as { orderId: number };
    const specOrder = JSON.stringify(created);
    expect(specOrder).not.toContain('paidAmount');
    expect(specOrder).not.toContain('"payments"');
    // An API written from SPEC.md alone knows no amount: the payment pays the whole.
    const whole = await started(String(created.orderId), { amount: 100 }, spec);
    await press(whole.redirectUrl, 'approve', spec);
    const paid = await confirm(String(created.orderId), whole.paymentId, spec);
    expect(paid).toMatchObject({ status: 'Added', total: 412, payment: { status: 'Captured' } });
    expect(paid).not.toHaveProperty('paidAmount');
    expect(paid).not.toHaveProperty('payments');
    expect((await spec.request('/api/order/capabilities')).status).toBe(404);
  });

  test('GET /api/order/capabilities says splitPayments', async () => {
    expect(await (await api.app.request('/api/order/capabilities')).json()).toMatchObject({ splitPayments: true });
  });
});

describe('migration 017 (split-payments)', () => {
  test("each payment made before it keeps its order's total as its amount; it is recorded and indexed", () => {
    const dir = makeTempDir();
    const db = openDatabase(dir);
    try {
      migrate(db, MIGRATIONS.filter((m) => m.id <= 16));
      seedIfEmpty(db);
      db.exec(`INSERT INTO orders (id, shop_id, customer_code_hash, order_type, pickup_time, currency, total)
               VALUES ('11111111-1111-4111-8111-111111111111', 1, '${'0'.repeat(64)}', 'takeAway', '2026-05-06T10:00:00.000Z', 'SEK', 41200)`);
      for (const [id, amount] of [['p1', 41200], ['p2', 0]] as const) {
        db.exec(`INSERT INTO payments (id, order_id, method, status, amount, currency, return_url)
                 VALUES ('${id}', '11111111-1111-4111-8111-111111111111', 'card', 'Failed', ${amount}, 'SEK', 'http://localhost/r')`);
      }
      expect(migrate(db)).toEqual([17]);
      expect(all(db, 'SELECT id, amount FROM payments ORDER BY id')).toEqual([{ id: 'p1', amount: 41200 }, { id: 'p2', amount: 41200 }]);
      expect(all(db, 'SELECT id, name FROM migrations WHERE id = 17')).toEqual([{ id: 17, name: 'split-payments' }]);
      expect(all<{ name: string }>(db, "SELECT name FROM sqlite_master WHERE type = 'index' AND tbl_name = 'payments'").map((r) => r.name))
        .toContain('payments_order_status');
    } finally {
      db.close();
      removeDir(dir);
    }
  });
});
