import { orderSchema } from '../../../lib/upstream/schemas/index.ts';
import { createApp } from '../app.ts';
import { one } from '../db/database.ts';
import type { TestApi } from '../testing.ts';
import { choice, confirmTestPayment, createTestOrder, guest, payOnProviderPage, postJson, useTestApi } from '../testing.ts';
import { orderLink } from './orders.ts';

type Api = TestApi['app'];

async function paidOrder(app: Api, overrides: Parameters<typeof createTestOrder>[1] = {}): Promise<string> {
  const { orderId } = await createTestOrder(app, overrides);
  const { paymentId } = await payOnProviderPage(app, orderId, { action: 'approve' });
  const res = await confirmTestPayment(app, orderId, paymentId);
  if (res.status !== 200) throw new Error(`confirm: ${res.status}`);
  return orderId;
}

const statusOf = async (app: Api, orderId: string): Promise<string> =>
  orderSchema.parse(await (await app.request(`/api/order/${orderId}`, { headers: guest() })).json()).status;

describe('kitchen by hand (step 0: never automatically)', () => {
  const api = useTestApi();

  test('advance: Added → Started → Done → Delivered, then 409; the timer never moves it', async () => {
    const orderId = await paidOrder(api.app);
    api.clock.advance(24 * 60 * 60 * 1000);
    expect(await statusOf(api.app, orderId)).toBe('Added');
    for (const expected of ['Started', 'Done', 'Delivered']) {
      const res = await postJson(api.app, `/_dev/kitchen/${orderId}/advance`, {});
      expect(res.status).toBe(200);
      expect(orderSchema.parse(await res.json()).status).toBe(expected);
    }
    const end = await postJson(api.app, `/_dev/kitchen/${orderId}/advance`, {});
    expect(end.status).toBe(409);
    expect(await end.json()).toMatchObject({ code: 'invalid-order-status' });
    expect(await statusOf(api.app, orderId)).toBe('Delivered');
  });

  test('rollback → Rollbacked and the payment Refunded; not twice, not unpaid, not delivered', async () => {
    const orderId = await paidOrder(api.app);
    await postJson(api.app, `/_dev/kitchen/${orderId}/advance`, {});
    const res = await postJson(api.app, `/_dev/kitchen/${orderId}/rollback`, {});
    expect(res.status).toBe(200);
    expect(orderSchema.parse(await res.json())).toMatchObject({ status: 'Rollbacked', payment: { status: 'Refunded' } });
    expect((await postJson(api.app, `/_dev/kitchen/${orderId}/rollback`, {})).status).toBe(409);

    const unpaid = await createTestOrder(api.app);
    for (const action of ['advance', 'rollback']) {
      const r = await postJson(api.app, `/_dev/kitchen/${unpaid.orderId}/${action}`, {});
      expect(r.status).toBe(409);
    }
    const delivered = await paidOrder(api.app);
    await postJson(api.app, `/_dev/kitchen/${delivered}/status`, { status: 'Delivered' });
    expect((await postJson(api.app, `/_dev/kitchen/${delivered}/rollback`, {})).status).toBe(409);
    expect((await postJson(api.app, '/_dev/kitchen/00000000-0000-4000-8000-000000000000/advance', {})).status).toBe(404);
  });

  test('status: set any paid status by hand', async () => {
    const orderId = await paidOrder(api.app);
    const done = await postJson(api.app, `/_dev/kitchen/${orderId}/status`, { status: 'Done' });
    expect(orderSchema.parse(await done.json()).status).toBe('Done');
    const bad = await postJson(api.app, `/_dev/kitchen/${orderId}/status`, { status: 'CalculatedPrice' });
    expect(bad.status).toBe(400);
    expect(await bad.json()).toMatchObject({ code: 'invalid-parameter', errors: { status: expect.any(Array) } });
    const back = await postJson(api.app, `/_dev/kitchen/${orderId}/status`, { status: 'Rollbacked' });
    expect(orderSchema.parse(await back.json())).toMatchObject({ status: 'Rollbacked', payment: { status: 'Refunded' } });
  });

  test('the kitchen page lists today\'s paid orders with working form buttons; kitchen.json too', async () => {
    const orderId = await paidOrder(api.app, { items: [{ code: 'B101', quantity: 2, choices: [choice(1, 'C-SURDEG')] }], note: 'No <onions>' });
    await createTestOrder(api.app); // unpaid: not in the kitchen
    const page = await api.app.request('/_dev/kitchen');
    expect(page.headers.get('content-type')).toBe('text/html; charset=utf-8');
    const html = await page.text();
    expect(html).toContain('<html lang="en">');
    expect(html).toContain('2 × Klassisk burgare');
    expect(html).toContain('No &lt;onions&gt;');
    expect(html).toContain(`<form method="post" action="/_dev/kitchen/${orderId}/advance">`);
    expect(html).toContain(`<form method="post" action="/_dev/kitchen/${orderId}/rollback">`);
    expect(html.match(/<tr>/g)).toHaveLength(2); // header + one order

    const pressed = await api.app.request(`/_dev/kitchen/${orderId}/advance`, {
      method: 'POST', headers: { 'Content-Type': 'application/x-www-form-urlencoded' }, body: '',
    });
    expect(pressed.status).toBe(303);
    expect(pressed.headers.get('location')).toBe('/_dev/kitchen');

    const json = (await (await api.app.request('/_dev/kitchen.json')).json()) as { stepMs: number; orders: { orderId: string; status: string; lines: unknown[] }[] };
    expect(json.stepMs).toBe(0);
    expect(json.orders).toEqual([expect.objectContaining({ orderId, status: 'Started', nextStepAt: null, lines: [{ quantity: 2, name: 'Klassisk burgare', choices: ['Surdegsbröd'] }] })]);

    api.clock.advance(25 * 60 * 60 * 1000);
    expect(((await (await api.app.request('/_dev/kitchen.json')).json()) as { orders: unknown[] }).orders).toEqual([]);
  });

  test('the dev order routes are absent without dev mode', async () => {
    const prod = createApp({ db: api.db, dev: false, now: api.clock.now });
    for (const path of ['/_dev/kitchen', '/_dev/kitchen.json', '/_dev/outbox', '/_dev/orders/x']) {
      expect((await prod.request(path)).status).toBe(404);
    }
  });
});

describe('kitchen timer', () => {
  const api = useTestApi({ kitchenStepMs: 60_000 });

  test('one step per interval from payment, computed from timestamps on read', async () => {
    const orderId = await paidOrder(api.app);
    api.clock.advance(59_999);
    expect(await statusOf(api.app, orderId)).toBe('Added');
    api.clock.advance(1);
    expect(await statusOf(api.app, orderId)).toBe('Started');
    // a step by hand restarts the timer from that moment
    api.clock.advance(30_000);
    await postJson(api.app, `/_dev/kitchen/${orderId}/advance`, {});
    api.clock.advance(59_000);
    expect(await statusOf(api.app, orderId)).toBe('Done');
    api.clock.advance(1_000);
    expect(await statusOf(api.app, orderId)).toBe('Delivered');
    api.clock.advance(10 * 60_000);
    expect(await statusOf(api.app, orderId)).toBe('Delivered');
    // unpaid and rolled back orders never move
    const unpaid = await createTestOrder(api.app);
    api.clock.advance(10 * 60_000);
    expect(await statusOf(api.app, unpaid.orderId)).toBe('CalculatedPrice');
  });
});

describe('receipts', () => {
  const api = useTestApi();

  const receipt = (orderId: string, email: string) => postJson(api.app, `/api/order/${orderId}/receipt`, { email }, guest());
  type Mail = { kind: string; to: string; subject: string; text: string; orderId: string; createdAt: string };
  const outbox = async (): Promise<Mail[]> => (await (await api.app.request('/_dev/outbox')).json()) as Mail[];

  test('only for paid orders: unpaid → 409 order-not-payable', async () => {
    const { orderId } = await createTestOrder(api.app);
    const res = await receipt(orderId, 'me@example.com');
    expect(res.status).toBe(409);
    expect(await res.json()).toMatchObject({ code: 'order-not-payable' });
  });

  test('202 with an empty body; the outbox holds lines, totals and VAT, newest first', async () => {
    const orderId = await paidOrder(api.app, { items: [{ code: 'D501', quantity: 2, choices: [] }] });
    api.clock.advance(1000);
    const res = await receipt(orderId, 'me@example.com');
    expect(res.status).toBe(202);
    expect(await res.text()).toBe('');
    const mails = await outbox();
    expect(mails.map((m) => m.kind)).toEqual(['receipt', 'order-confirmation']);
    const [mail] = mails;
    expect(mail).toMatchObject({ to: 'me@example.com', orderId, subject: 'Receipt for order 1001 at Nordic Burger Drottninggatan' });
    expect(mail!.text).toContain('2 × Cola 33 cl  70,00 kr');
    expect(mail!.text).toContain('Total 70,00 kr');
    expect(mail!.text).toContain('VAT 12 %: 7,50 kr (net 62,50 kr)');
    expect(mail!.text).toContain(`http://localhost:3000/order/${orderId}`);
  });

  test("the mail's link opens the order page in the order's language", async () => {
    const orderId = '7d0f5c8e-3c1d-4a53-9f3e-2f1c0a9b8d11';
    expect(orderLink('http://localhost:3000/en/shop/1/checkout/payment/x', orderId, 'fi')).toBe(`http://localhost:3000/fi/order/${orderId}`);
    expect(orderLink('http://localhost:3000/shop/1/checkout/payment/x', orderId, null)).toBe(`http://localhost:3000/order/${orderId}`);
    expect(orderLink('not a url', orderId, 'fi')).toBeNull();
  });

  test('rolled back orders get receipts too; a bad address → 400', async () => {
    const orderId = await paidOrder(api.app);
    await postJson(api.app, `/_dev/kitchen/${orderId}/rollback`, {});
    expect((await receipt(orderId, 'me@example.com')).status).toBe(202);
    const bad = await receipt(orderId, 'not an address');
    expect(bad.status).toBe(400);
    expect(await bad.json()).toMatchObject({ code: 'invalid-parameter', errors: { email: expect.any(Array) } });
  });

  test('fail@example.com or the email dev fault → 502 email-failed, nothing written', async () => {
    const orderId = await paidOrder(api.app);
    const before = (await outbox()).length;
    const res = await receipt(orderId, 'FAIL@example.com');
    expect(res.status).toBe(502);
    expect(await res.json()).toMatchObject({ code: 'email-failed' });
    await postJson(api.app, '/_dev/integration-fault', { target: 'email', count: 1 });
    expect((await receipt(orderId, 'me@example.com')).status).toBe(502);
    expect((await receipt(orderId, 'me@example.com')).status).toBe(202);
    expect((await outbox()).length).toBe(before + 1);
  });

  test('3 per order per hour, then 429 rate-limited with Retry-After', async () => {
    const orderId = await paidOrder(api.app);
    const other = await paidOrder(api.app);
    for (let i = 0; i < 3; i += 1) {
      expect((await receipt(orderId, 'me@example.com')).status).toBe(202);
      api.clock.advance(60_000);
    }
    const limited = await receipt(orderId, 'me@example.com');
    expect(limited.status).toBe(429);
    expect(await limited.json()).toMatchObject({ code: 'rate-limited' });
    expect(limited.headers.get('retry-after')).toBe(String(60 * 60 - 3 * 60));
    expect((await receipt(other, 'me@example.com')).status).toBe(202); // per order
    api.clock.advance(57 * 60_000 + 1);
    expect((await receipt(orderId, 'me@example.com')).status).toBe(202);
  });

  test('integration-fault validates its body and can be cleared', async () => {
    expect((await postJson(api.app, '/_dev/integration-fault', { target: 'nope', count: 1 })).status).toBe(400);
    await postJson(api.app, '/_dev/integration-fault', { target: 'email', count: 3 });
    expect(await (await api.app.request('/_dev/integration-fault')).json()).toEqual({ faults: { email: 3 } });
    expect((await api.app.request('/_dev/integration-fault', { method: 'DELETE' })).status).toBe(204);
    expect(await (await api.app.request('/_dev/integration-fault')).json()).toEqual({ faults: {} });
    expect(one(api.db, 'SELECT 1 AS x FROM outbox_mail')).toBeUndefined();
  });
});
