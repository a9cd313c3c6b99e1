/**
 * The groups capability: a table's group order is one kitchen ticket labelled per person. Each
 * item of an order request may name the guest it is for (`guest`, 1–24 characters, no control
 * characters); the line keeps it, the order answers it, and the kitchen page and the order mails
 * show it beside the line. An API answering only SPEC.md's fields leaves it out.
 */
import { orderSchema } from '../../../lib/upstream/schemas/index.ts';
import { createApp } from '../app.ts';
import { all } from '../db/database.ts';
import type { OrderBody } from '../testing.ts';
import { choice, confirmTestPayment, guest, orderBody, payOnProviderPage, postJson, useTestApi } from '../testing.ts';
import { ASPNET_SHAPE, SPEC_SHAPE } from '../wire.ts';

type Obj = Record<string, unknown>;
const EN = { 'Accept-Language': 'en' };

/** Anna's burger and cola, Bo's burger, and a cola for the table (no guest). */
const groupItems: OrderBody['items'] = [
  { code: 'B101', quantity: 1, choices: [choice(1, 'C-SURDEG')], guest: 'Anna' },
  { code: 'D501', quantity: 1, choices: [], guest: 'Anna' },
  { code: 'B101', quantity: 2, choices: [choice(1, 'C-BRIOCHE')], guest: 'Bo' },
  { code: 'D501', quantity: 1, choices: [] },
];

describe('guest labels on order lines (groups capability)', () => {
  const api = useTestApi();
  const create = (items: OrderBody['items'], app = api.app) => postJson(app, '/api/order', orderBody({ items }), EN);
  const read = async (orderId: string): Promise<Obj> => (await api.app.request(`/api/order/${orderId}`, { headers: guest() })).json() as Promise<Obj>;
  const paid = async (items: OrderBody['items']): Promise<string> => {
    const res = await create(items);
    if (res.status !== 201) throw new Error(`create: ${res.status} ${await res.text()}`);
    const { orderId } = (await res.json()) as { orderId: string };
    const { paymentId } = await payOnProviderPage(api.app, orderId, { action: 'approve' });
    if ((await confirmTestPayment(api.app, orderId, paymentId)).status !== 200) throw new Error('confirm failed');
    return orderId;
  };

  test("an order of two guests' lines answers, stores and reads back each line's guest", async () => {
    const res = await create(groupItems);
    expect(res.status).toBe(201);
    const created = orderSchema.parse(await res.json());
    expect(created.lines.map((l) => [l.lineNo, l.code, l.quantity, l.guest])).toEqual([
      [1, 'B101', 1, 'Anna'],
      [2, 'D501', 1, 'Anna'],
      [3, 'B101', 2, 'Bo'],
      [4, 'D501', 1, undefined],
    ]);
    // Prices are the same with or without a label.
    expect(created.total).toBe(12900 + 3500 + 12900 * 2 + 3500);

    const again = (await read(created.orderId)) as { lines: Obj[] };
    expect(again.lines.map((l) => l.guest)).toEqual(['Anna', 'Anna', 'Bo', undefined]);
    expect(orderSchema.parse(again)).toEqual(created);
    const rows = all<{ line_no: number; guest: string | null }>(
      api.db, 'SELECT line_no, guest FROM order_lines WHERE order_id = ? ORDER BY line_no', created.orderId);
    expect(rows.map((r) => r.guest)).toEqual(['Anna', 'Anna', 'Bo', null]);
  });

  test('the guest is written right after lineNo; a line without one has no guest key at all (not null)', async () => {
    const res = await create(groupItems);
    const text = await res.text();
    const lines = (JSON.parse(text) as { lines: Obj[] }).lines;
    expect(Object.keys(lines[0]!)).toEqual(['lineNo', 'guest', 'code', 'name', 'quantity', 'unitPrice', 'amount', 'taxPercent', 'choices']);
    expect(Object.keys(lines[3]!)).toEqual(['lineNo', 'code', 'name', 'quantity', 'unitPrice', 'amount', 'taxPercent', 'choices']);
    expect(lines[3]).not.toHaveProperty('guest');

    // An order that names nobody has no guest anywhere.
    const plain = await create([{ code: 'D501', quantity: 1, choices: [] }]);
    const { orderId } = (await plain.json()) as { orderId: string };
    expect(JSON.stringify(await read(orderId))).not.toContain('"guest"');
  });

  test('a label of 24 characters (letters of any script, spaces, emoji) is taken as sent', async () => {
    const names = ['Åsa-Britt Öberg-Lindqvist'.slice(0, 24), 'Марина', 'Bo 🍔', 'O’Brien & <Co>'];
    const res = await create(names.map((name) => ({ code: 'D501', quantity: 1, choices: [], guest: name })));
    expect(res.status).toBe(201);
    expect(orderSchema.parse(await res.json()).lines.map((l) => l.guest)).toEqual(names);
  });

  test('a label with a control or format character, over 24 characters or empty → 400 invalid-parameter at items[i].guest', async () => {
    for (const bad of ['An\nna', 'Anna\u0000', '\u0007Bo', 'Bo\u202eoB', 'x'.repeat(25), '']) {
      const res = await create([{ code: 'D501', quantity: 1, choices: [], guest: 'Anna' }, { code: 'D501', quantity: 1, choices: [], guest: bad }]);
      expect(res.status).toBe(400);
      expect(res.headers.get('content-type')).toBe('application/problem+json');
      const body = (await res.json()) as Obj;
      expect(body).toMatchObject({
        type: 'https://ordering.example/problems/invalid-parameter',
        status: 400,
        code: 'invalid-parameter',
        errors: { 'items[1].guest': expect.any(Array) },
      });
      expect(Object.keys(body.errors as Obj)).toEqual(['items[1].guest']);
    }
    const wrongType = await postJson(api.app, '/api/order', orderBody({ items: [{ code: 'D501', quantity: 1, choices: [], guest: 7 as unknown as string }] }));
    expect(await wrongType.json()).toMatchObject({ status: 400, code: 'invalid-parameter', errors: { 'items[0].guest': expect.any(Array) } });
    expect(all(api.db, 'SELECT id FROM orders')).toEqual([]);
  });

  test("the kitchen page shows each line's guest beside it, escaped; kitchen.json carries it", async () => {
    const orderId = await paid([
      { code: 'B101', quantity: 1, choices: [choice(1, 'C-SURDEG')], guest: 'Anna' },
      { code: 'B101', quantity: 2, choices: [choice(1, 'C-BRIOCHE')], guest: '<b>Bo</b> & Co' },
      { code: 'D501', quantity: 1, choices: [] },
    ]);
    const html = await (await api.app.request('/_dev/kitchen')).text();
    expect(html).toContain('<li>1 × Classic burger — Anna <small>(');
    expect(html).toContain('<li>2 × Classic burger — &lt;b&gt;Bo&lt;/b&gt; &amp; Co <small>(');
    expect(html).not.toContain('<b>Bo</b>');
    expect(html).toMatch(/<li>1 × [^<—]+<\/li>/); // the cola names nobody
    expect(html.match(/ — /g)).toHaveLength(2);

    const json = (await (await api.app.request('/_dev/kitchen.json')).json()) as { orders: { orderId: string; lines: Obj[] }[] };
    const entry = json.orders.find((o) => o.orderId === orderId)!;
    expect(entry.lines.map((l) => l.guest)).toEqual(['Anna', '<b>Bo</b> & Co', undefined]);
    expect(entry.lines[2]).not.toHaveProperty('guest');
  });

  test("the confirmation mail names each line's guest the same way", async () => {
    const orderId = await paid([
      { code: 'B101', quantity: 1, choices: [choice(1, 'C-SURDEG')], guest: 'Anna' },
      { code: 'D501', quantity: 1, choices: [], guest: 'Bo & <Co>' },
      { code: 'D501', quantity: 1, choices: [] },
    ]);
    const mails = (await (await api.app.request('/_dev/outbox')).json()) as { kind: string; orderId: string; text: string; html: string }[];
    const mail = mails.find((m) => m.orderId === orderId && m.kind === 'order-confirmation')!;
    expect(mail.text).toMatch(/^1 × Classic burger — Anna {2}/m);
    expect(mail.text).toMatch(/^1 × \S.* — Bo & <Co> {2}/m);
    expect(mail.text.match(/ — /g)).toHaveLength(2);
    expect(mail.html).toContain('1 × Classic burger — Anna<br>');
    expect(mail.html).toContain(' — Bo &amp; &lt;Co&gt;</td>');
    expect(mail.html).not.toContain('<Co>');
  });

  test("an API answering only SPEC.md's fields leaves the guest out, as it does the pickup number; ASP.NET's shape keeps it", async () => {
    const spec = createApp({ db: api.db, dev: true, now: api.clock.now, kitchenStepMs: 0, wire: { ...SPEC_SHAPE } });
    const res = await create(groupItems, spec);
    expect(res.status).toBe(201);
    const text = await res.text();
    expect(text).not.toContain('"guest"');
    expect(text).not.toContain('Anna');
    const order = JSON.parse(text) as { orderId: number; lines: Obj[] };
    for (const line of order.lines) expect(Object.keys(line)).toEqual(['lineNo', 'code', 'name', 'quantity', 'unitPrice', 'amount', 'choices']);
    expect(order).not.toHaveProperty('pickupNumber');
    const readBack = await (await spec.request(`/api/order/${order.orderId}`, { headers: guest() })).text();
    expect(readBack).not.toContain('"guest"');
    // Stored all the same: the default shape reads the labels.
    const rows = all<{ guest: string | null }>(api.db, 'SELECT l.guest FROM order_lines l JOIN orders o ON o.id = l.order_id WHERE o.order_number = ? ORDER BY l.line_no', order.orderId);
    expect(rows.map((r) => r.guest)).toEqual(['Anna', 'Anna', 'Bo', null]);

    const aspnet = createApp({ db: api.db, dev: true, now: api.clock.now, kitchenStepMs: 0, wire: { ...ASPNET_SHAPE } });
    const dotnet = (await (await create(groupItems, aspnet)).json()) as { lines: Obj[] };
    expect(dotnet.lines.map((l) => l.guest)).toEqual(['Anna', 'Anna', 'Bo', undefined]);
  });

  test('GET /api/order/capabilities declares guestLabels (and splitPayments)', async () => {
    const res = await api.app.request('/api/order/capabilities');
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ idempotencyKey: true, guestLabels: true, splitPayments: true });
  });

  test('migration 016 gives order_lines a nullable guest column', () => {
    const column = all<{ name: string; type: string; notnull: number; dflt_value: unknown }>(api.db, 'PRAGMA table_info(order_lines)').find((c) => c.name === 'guest');
    expect(column).toEqual(expect.objectContaining({ type: 'TEXT', notnull: 0, dflt_value: null }));
    expect(all<{ id: number; name: string }>(api.db, 'SELECT id, name FROM migrations WHERE id = 16')).toEqual([{ id: 16, name: 'line-guests' }]);
  });
});
