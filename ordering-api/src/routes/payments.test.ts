import { orderSchema, paymentStartResponseSchema } from '../../../lib/upstream/schemas/index.ts';
import { createApp } from '../app.ts';
import { one } from '../db/database.ts';
import { PAYMENT_ERROR_CODES, PAYMENT_ERRORS } from '../orders/payment-codes.ts';
import {
  confirmTestPayment,
  createTestOrder,
  guest,
  orderBody,
  payOnProviderPage,
  postJson,
  sendJson,
  useTestApi,
} from '../testing.ts';

type DevOrder = {
  order: { status: string; payment: { status: string; error: unknown } };
  paidPaymentId: string | null;
  payments: { paymentId: string; status: string; providerResult: string | null; error: unknown }[];
};

describe('payments through the test provider', () => {
  const api = useTestApi();

  const devOrder = async (orderId: string): Promise<DevOrder> => (await (await api.app.request(`/_dev/orders/${orderId}`)).json()) as DevOrder;
  const start = (orderId: string, body: unknown) => postJson(api.app, `/api/order/${orderId}/payment`, body, guest());

  test('start → 201 Pending with the hosted page on the server\'s own origin', async () => {
    const { orderId } = await createTestOrder(api.app);
    const res = await api.app.request(`http://127.0.0.1:4321/api/order/${orderId}/payment`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', ...guest() },
      body: JSON.stringify({ paymentMethod: 'swish', returnUrl: 'http://localhost:3000/shop/1/checkout/payment/x' }),
    });
    expect(res.status).toBe(201);
    const started = paymentStartResponseSchema.parse(await res.json());
    expect(started.status).toBe('Pending');
    expect(started.redirectUrl).toBe(`http://127.0.0.1:4321/_provider/pay/${started.paymentId}`);
    const order = orderSchema.parse(await (await api.app.request(`/api/order/${orderId}`, { headers: guest() })).json());
    expect(order.payment).toEqual({ status: 'Pending', method: 'swish', error: null });
  });

  test('returnUrl must be http(s) on the allowlist (loopback by default)', async () => {
    const { orderId } = await createTestOrder(api.app);
    for (const returnUrl of ['https://evil.example/return', 'javascript:alert(1)', 'http://localhost.evil.example/', 'ftp://localhost/x']) {
      const res = await start(orderId, { paymentMethod: 'card', returnUrl });
      expect(res.status).toBe(400);
      expect(await res.json()).toMatchObject({ code: 'invalid-parameter', errors: { returnUrl: expect.any(Array) } });
    }
    expect(await (await start(orderId, { paymentMethod: 'cash', returnUrl: 'http://localhost/' })).json()).toMatchObject({
      code: 'invalid-parameter', errors: { paymentMethod: expect.any(Array) },
    });
    const configured = createApp({ db: api.db, dev: true, now: api.clock.now, returnOrigins: 'https://shop.example' });
    const ok = await postJson(configured, `/api/order/${orderId}/payment`, { paymentMethod: 'card', returnUrl: 'https://shop.example/r' }, guest());
    expect(ok.status).toBe(201);
    const loopback = await postJson(configured, `/api/order/${orderId}/payment`, { paymentMethod: 'card', returnUrl: 'http://localhost:3000/r' }, guest());
    expect(loopback.status).toBe(400);
  });

  test('the hosted page: amount, method, three buttons and 15 simulated errors, no JS', async () => {
    const { orderId } = await createTestOrder(api.app);
    const card = paymentStartResponseSchema.parse(await (await start(orderId, { paymentMethod: 'card', returnUrl: 'http://localhost:3000/r' })).json());
    const res = await api.app.request(new URL(card.redirectUrl).pathname);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('text/html; charset=utf-8');
    expect(res.headers.get('content-security-policy')).toContain("form-action 'self' http://localhost:3000");
    const html = await res.text();
    expect(html).toMatch(/^<!doctype html>\n<html lang="en">/);
    expect(html).toContain('35,00 kr');
    expect(html).toContain('<label for="card-number">Card number</label>');
    expect(html).toContain('value="4242 4242 4242 4242"');
    expect(html).toContain(`<form id="pay" method="post" action="/_provider/pay/${card.paymentId}">`);
    for (const action of ['approve', 'decline', 'cancel', 'error']) expect(html).toContain(`name="action" value="${action}"`);
    expect(html).toContain('<label for="error-code">Simulate error</label>');
    expect(html.match(/<option value="(\d\d)">/g)?.map((o) => o.slice(15, 17))).toEqual(PAYMENT_ERROR_CODES);
    expect(PAYMENT_ERROR_CODES[0]).toBe('01');
    expect(html).toContain('<option value="15">15 loadScriptError</option>');
    expect(html).not.toMatch(/<script/i);

    const swish = paymentStartResponseSchema.parse(await (await start(orderId, { paymentMethod: 'swish', returnUrl: 'http://localhost:3000/r' })).json());
    const swishHtml = await (await api.app.request(new URL(swish.redirectUrl).pathname)).text();
    expect(swishHtml).toContain('<legend>Swish</legend>');
    expect(swishHtml).not.toContain('Card number');

    const missing = await api.app.request('/_provider/pay/00000000-0000-4000-8000-000000000000');
    expect(missing.status).toBe(404);
    expect(await missing.text()).toContain('Payment not found');
  });

  test('approve → 303 to returnUrl (its query kept); confirm → Added, Captured, confirmation mail', async () => {
    const { orderId } = await createTestOrder(api.app);
    const { paymentId, location } = await payOnProviderPage(api.app, orderId, { action: 'approve' }, 'http://localhost:3000/shop/1/checkout/payment/abc?lang=sv');
    expect(location.origin + location.pathname).toBe('http://localhost:3000/shop/1/checkout/payment/abc');
    expect(Object.fromEntries(location.searchParams)).toEqual({ lang: 'sv', paymentId, result: 'approved' });
    // the provider's record alone does not pay the order: confirm does
    expect((await devOrder(orderId)).order.status).toBe('CalculatedPrice');

    const res = await confirmTestPayment(api.app, orderId, paymentId);
    expect(res.status).toBe(200);
    const order = orderSchema.parse(await res.json());
    expect(order).toMatchObject({ status: 'Added', payment: { status: 'Captured', method: 'card', error: null } });

    const outbox = (await (await api.app.request('/_dev/outbox')).json()) as { kind: string; to: string; text: string; html: string; orderId: string }[];
    expect(outbox).toHaveLength(1);
    expect(outbox[0]).toMatchObject({ kind: 'order-confirmation', to: 'guest@example.com', orderId });
    expect(outbox[0]!.text).toContain(`http://localhost:3000/order/${orderId}`);
    expect(outbox[0]!.html).toContain(`<a href="http://localhost:3000/order/${orderId}">`);
  });

  test("the confirmation mail is in the language the guest ordered in, the items named in it", async () => {
    const created = await postJson(api.app, '/api/order', orderBody({ items: [{ code: 'S301', quantity: 2, choices: [] }] }), { 'accept-language': 'fi-FI,fi;q=0.9' });
    expect(created.status).toBe(201);
    const { orderId } = (await created.json()) as { orderId: string };
    const { paymentId } = await payOnProviderPage(api.app, orderId, { action: 'approve' });
    expect((await confirmTestPayment(api.app, orderId, paymentId)).status).toBe(200);
    const [mail] = (await (await api.app.request('/_dev/outbox')).json()) as { kind: string; subject: string; text: string; html: string }[];
    expect(mail).toMatchObject({ kind: 'order-confirmation' });
    // Named by its pickup number (the order's running number), as on the status card.
    expect(mail!.subject).toMatch(/^Tilauksesi \d+ – Nordic Burger Drottninggatan$/);
    expect(mail!.text).toContain('Kiitos tilauksestasi');
    expect(mail!.text).toContain('2 × Ranskalaiset perunat');
    expect(mail!.text).toContain("Yhteensä 78,00 SEK"); // Swedish kronor, written the Finnish way
    expect(mail!.text).not.toMatch(/Thank you|Pommes frites|Total /);
  });

  test('a table order\'s mail names the order by its number, the table in its language and when it is ready on the shop\'s clock', async () => {
    const spot = one<{ id: number }>(api.db, "SELECT id FROM delivery_spots WHERE shop_id = 1 AND order_type = 'dineInPlace' ORDER BY position, id LIMIT 1")!;
    const created = await postJson(api.app, '/api/order', orderBody({ orderType: 'dineInPlace', spotId: spot.id }), { 'accept-language': 'en-GB,en;q=0.9' });
    expect(created.status).toBe(201);
    const { orderId, pickupNumber } = orderSchema.parse(await created.json());
    const { paymentId } = await payOnProviderPage(api.app, orderId, { action: 'approve' });
    expect((await confirmTestPayment(api.app, orderId, paymentId)).status).toBe(200);
    const [mail] = (await (await api.app.request('/_dev/outbox')).json()) as { subject: string; text: string }[];
    expect(mail!.subject).toBe(`Your order ${pickupNumber} at Nordic Burger Drottninggatan`);
    expect(mail!.text).toMatch(new RegExp(`\nOrder ${pickupNumber}\nEat here · Table 1\nReady about \\d\\d:\\d\\d–\\d\\d:\\d\\d\n`));
    expect(mail!.text).not.toMatch(/\d{4}-\d\d-\d\dT/);
  });

  test('no e-mail on the order → no confirmation mail', async () => {
    api.db.exec(`UPDATE settings SET value = '{"requireEmail":false,"requirePhoneNumber":false}' WHERE key = 'orders'`);
    const { orderId } = await createTestOrder(api.app, { email: null });
    const { paymentId } = await payOnProviderPage(api.app, orderId, { action: 'approve' });
    expect((await confirmTestPayment(api.app, orderId, paymentId)).status).toBe(200);
    expect(await (await api.app.request('/_dev/outbox')).json()).toEqual([]);
  });

  test('decline → code 01; confirm ignores a claimed result and reads the provider record; pay again', async () => {
    const { orderId } = await createTestOrder(api.app);
    const declined = await payOnProviderPage(api.app, orderId, { action: 'decline' });
    expect(Object.fromEntries(declined.location.searchParams)).toMatchObject({ result: 'declined', code: '01' });
    const res = await postJson(
      api.app,
      `/api/order/${orderId}/payment/${declined.paymentId}/confirm`,
      { providerParameters: { result: 'approved', status: 'paid' } },
      guest(),
    );
    const order = orderSchema.parse(await res.json());
    expect(order).toMatchObject({ status: 'CalculatedPrice', payment: { status: 'Failed', error: { code: '01', name: 'failed' } } });

    const again = await payOnProviderPage(api.app, orderId, { action: 'approve' });
    const paid = orderSchema.parse(await (await confirmTestPayment(api.app, orderId, again.paymentId)).json());
    expect(paid).toMatchObject({ status: 'Added', payment: { status: 'Captured', error: null } });
  });

  test('cancel → code 02 aborted', async () => {
    const { orderId } = await createTestOrder(api.app);
    const { paymentId, location } = await payOnProviderPage(api.app, orderId, { action: 'cancel' });
    expect(Object.fromEntries(location.searchParams)).toMatchObject({ result: 'cancelled', code: '02' });
    const order = orderSchema.parse(await (await confirmTestPayment(api.app, orderId, paymentId)).json());
    expect(order).toMatchObject({ status: 'CalculatedPrice', payment: { status: 'Failed', error: { code: '02', name: 'aborted' } } });
  });

  test.each(PAYMENT_ERROR_CODES)('simulated error %s → result=error&code, payment Failed with that error', async (code) => {
    const { orderId } = await createTestOrder(api.app);
    const { paymentId, location } = await payOnProviderPage(api.app, orderId, { action: 'error', code });
    expect(Object.fromEntries(location.searchParams)).toMatchObject({ paymentId, result: 'error', code });
    const order = orderSchema.parse(await (await confirmTestPayment(api.app, orderId, paymentId)).json());
    expect(order.payment).toEqual({ status: 'Failed', method: 'card', error: { code, name: PAYMENT_ERRORS[code] } });
    expect(order.status).toBe('CalculatedPrice');
  });

  test('the provider page rejects bad input and keeps its first outcome', async () => {
    const { orderId } = await createTestOrder(api.app);
    const started = paymentStartResponseSchema.parse(await (await start(orderId, { paymentMethod: 'card', returnUrl: 'http://localhost:3000/r' })).json());
    const path = new URL(started.redirectUrl).pathname;
    const post = (body: string) => api.app.request(path, { method: 'POST', headers: { 'Content-Type': 'application/x-www-form-urlencoded' }, body });
    expect((await post('action=steal')).status).toBe(400);
    expect((await post('action=error&code=16')).status).toBe(400);
    expect((await post('action=approve')).status).toBe(303);
    const second = await post('action=decline');
    expect(second.status).toBe(303);
    expect(new URL(second.headers.get('location')!).searchParams.get('result')).toBe('approved');
    expect(await (await api.app.request(path)).text()).toContain('already completed');
  });

  test('a still-pending payment → 409 payment-03-notPaid; an unknown payment → 404 failed-find-order', async () => {
    const { orderId } = await createTestOrder(api.app);
    const started = paymentStartResponseSchema.parse(await (await start(orderId, { paymentMethod: 'card', returnUrl: 'http://localhost:3000/r' })).json());
    const pending = await confirmTestPayment(api.app, orderId, started.paymentId);
    expect(pending.status).toBe(409);
    expect(await pending.json()).toMatchObject({ code: 'payment-03-notPaid', paymentErrorCode: '03', paymentErrorName: 'notPaid', source: 'provider' });

    const unknown = await confirmTestPayment(api.app, orderId, '00000000-0000-4000-8000-000000000000');
    expect(unknown.status).toBe(404);
    expect(await unknown.json()).toMatchObject({ code: 'failed-find-order' });
    // another order's payment is unknown for this order
    const other = await createTestOrder(api.app);
    const res = await confirmTestPayment(api.app, other.orderId, started.paymentId);
    expect(res.status).toBe(404);
  });

  test('confirming twice pays once', async () => {
    const { orderId } = await createTestOrder(api.app);
    const { paymentId } = await payOnProviderPage(api.app, orderId, { action: 'approve' });
    const first = orderSchema.parse(await (await confirmTestPayment(api.app, orderId, paymentId)).json());
    api.clock.advance(5000);
    const second = await confirmTestPayment(api.app, orderId, paymentId);
    expect(second.status).toBe(200);
    expect(orderSchema.parse(await second.json())).toEqual(first);
    const dev = await devOrder(orderId);
    expect(dev.payments).toHaveLength(1);
    expect(dev.payments[0]).toMatchObject({ status: 'Captured' });
    expect(((await (await api.app.request('/_dev/outbox')).json()) as unknown[]).length).toBe(1);
    // a paid order cannot be paid again
    const again = await start(orderId, { paymentMethod: 'card', returnUrl: 'http://localhost:3000/r' });
    expect(again.status).toBe(409);
    expect(await again.json()).toMatchObject({ code: 'order-not-payable' });
  });

  test('a second approved payment for a paid order is refunded, never captured', async () => {
    const { orderId } = await createTestOrder(api.app);
    const startIt = async () =>
      paymentStartResponseSchema.parse(await (await start(orderId, { paymentMethod: 'card', returnUrl: 'http://localhost:3000/r' })).json());
    const p1 = await startIt();
    const p2 = await startIt(); // e.g. a second tab
    for (const p of [p1, p2]) {
      await api.app.request(new URL(p.redirectUrl).pathname, {
        method: 'POST', headers: { 'Content-Type': 'application/x-www-form-urlencoded' }, body: 'action=approve',
      });
    }
    expect(orderSchema.parse(await (await confirmTestPayment(api.app, orderId, p1.paymentId)).json()).status).toBe('Added');
    const after = orderSchema.parse(await (await confirmTestPayment(api.app, orderId, p2.paymentId)).json());
    expect(after).toMatchObject({ status: 'Added', payment: { status: 'Captured' } });
    const dev = await devOrder(orderId);
    expect(dev.paidPaymentId).toBe(p1.paymentId);
    expect(dev.payments.map((p) => [p.paymentId, p.status])).toEqual([[p1.paymentId, 'Captured'], [p2.paymentId, 'Refunded']]);
  });

  test('payment start re-checks the order state and the shop', async () => {
    const { orderId } = await createTestOrder(api.app);
    const body = { paymentMethod: 'card', returnUrl: 'http://localhost:3000/r' };
    await sendJson(api.app, 'PATCH', '/_dev/shops/1', { status: 'paused' });
    expect(await (await start(orderId, body)).json()).toMatchObject({ status: 409, code: 'shop-paused' });
    await sendJson(api.app, 'PATCH', '/_dev/shops/1', { status: 'offline' });
    expect(await (await start(orderId, body)).json()).toMatchObject({ status: 503, code: 'shop-offline' });
    await sendJson(api.app, 'PATCH', '/_dev/shops/1', { status: 'online', openForBusiness: false });
    expect(await (await start(orderId, body)).json()).toMatchObject({ status: 409, code: 'shop-closed' });
    await sendJson(api.app, 'PATCH', '/_dev/shops/1', { openForBusiness: true });
    expect((await start(orderId, body)).status).toBe(201);

    // a scheduled order whose pickup time has passed (within the 30 minutes its prices hold)
    api.clock.set('2026-05-06T10:15:00Z');
    const scheduled = await createTestOrder(api.app, { shopId: 2, asap: false, pickupTime: '2026-05-06T10:30:00Z' });
    api.clock.set('2026-05-06T10:40:00Z');
    expect(await (await start(scheduled.orderId, body)).json()).toMatchObject({ code: 'shop-error-date-time-in-the-past' });
    // an ASAP order once the shop has closed
    api.clock.set('2026-05-06T19:50:00Z'); // 21:50 in Stockholm
    const asap = await createTestOrder(api.app, { shopId: 2 });
    api.clock.set('2026-05-06T20:10:00Z'); // 22:10 in Stockholm
    expect(await (await start(asap.orderId, body)).json()).toMatchObject({ status: 409, code: 'shop-closed', nextOpeningAt: '2026-05-07T10:00:00+02:00' });
  });

  test('the POS rejecting a paid order (dev fault) → 502 create-order-failed, refunded and Rollbacked', async () => {
    const { orderId } = await createTestOrder(api.app);
    const { paymentId } = await payOnProviderPage(api.app, orderId, { action: 'approve' });
    await postJson(api.app, '/_dev/integration-fault', { target: 'send-order', count: 1 });
    const res = await confirmTestPayment(api.app, orderId, paymentId);
    expect(res.status).toBe(502);
    expect(await res.json()).toMatchObject({ code: 'create-order-failed' });
    const order = orderSchema.parse(await (await confirmTestPayment(api.app, orderId, paymentId)).json());
    expect(order).toMatchObject({ status: 'Rollbacked', payment: { status: 'Refunded' } });
  });
});
