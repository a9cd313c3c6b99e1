import { orderSchema, slotHoldSchema, slotQuoteSchema } from '../../../lib/upstream/schemas/index.ts';
import { createApp } from '../app.ts';
import { all, one } from '../db/database.ts';
import { HOLD_MS } from '../kitchen/model.ts';
import { choice, confirmTestPayment, createTestOrder, guest, orderBody, OTHER_CODE, payOnProviderPage, postJson, sendJson, useTestApi } from '../testing.ts';

const burgers = (quantity: number) => ({ code: 'B101', quantity, choices: [choice(1, 'C-BRIOCHE')] });
const drinks = (quantity: number) => ({ code: 'D501', quantity, choices: [] });
const at = (hhmm: string) => `2026-05-06T${hhmm}:00.000Z`;
const MINUTE = 60_000;

describe('kitchen-aware pickup times', () => {
  const api = useTestApi();

  const kitchen = async (patch: Record<string, unknown>) => {
    const res = await sendJson(api.app, 'PUT', '/_dev/kitchen/shops/1', patch);
    expect(res.status).toBe(200);
  };
  const quote = async (items: unknown[]) => {
    const res = await postJson(api.app, '/api/shops/1/slots/quote', { items: items.map((i) => ({ code: (i as { code: string }).code, quantity: (i as { quantity: number }).quantity })) });
    expect(res.status).toBe(200);
    return slotQuoteSchema.parse(await res.json());
  };
  const slotAt = (q: { slots: { start: string; state: string; load: number }[] }, hhmm: string) => q.slots.find((s) => Date.parse(s.start) === Date.parse(at(hhmm)));
  const order = (items: unknown[], pickup: string | null, code?: string) =>
    postJson(api.app, '/api/order', orderBody({ items: items as never, asap: pickup === null, pickupTime: pickup ?? at('10:00'), ...(code ? { customerCode: code } : {}) }));
  const pay = async (orderId: string, code?: string) => {
    const { paymentId } = await payOnProviderPage(api.app, orderId, { action: 'approve' }, undefined, code);
    expect((await confirmTestPayment(api.app, orderId, paymentId, code)).status).toBe(200);
  };
  const kitchenStatus = (orderId: string, status: string) => postJson(api.app, `/_dev/kitchen/${orderId}/status`, { status });
  const readOrder = async (orderId: string, code?: string) => orderSchema.parse(await (await api.app.request(`/api/order/${orderId}`, { headers: guest(code) })).json());

  test('load counts make time × quantity by article and category, and each station fills on its own', async () => {
    const q = await quote([burgers(2), { code: 'S301', quantity: 1 }, drinks(1)]);
    expect(q.load).toBe(2 * 4 + 3 + 1); // burgers 4 min (grill), fries 3 (fryer), a drink 1
    expect((await quote([{ code: 'B104', quantity: 1 }])).load).toBe(6); // an article's own make time wins over its category's

    await kitchen({ slotCapacity: 100, stationCapacity: { grill: 8 } });
    expect((await order([burgers(2)], at('10:30'))).status).toBe(201);
    expect(slotAt(await quote([burgers(1)]), '10:30')).toMatchObject({ load: 8, state: 'full' }); // the grill is full…
    expect(slotAt(await quote([drinks(5)]), '10:30')).toMatchObject({ state: 'open' }); // …the rest of the kitchen is not
    const refused = await order([burgers(1)], at('10:30'));
    expect(refused.status).toBe(409);
    expect(await refused.json()).toMatchObject({ code: 'slot-full', nextSlots: [at('10:45'), at('11:00'), at('11:15')] });
  });

  test('a slot says it is nearly full, and a full one is not offered to an order that does not fit', async () => {
    await kitchen({ slotCapacity: 40 });
    expect((await order([burgers(7)], at('10:30'))).status).toBe(201);
    expect(slotAt(await quote([burgers(1)]), '10:30')).toMatchObject({ load: 28, state: 'nearlyFull' });
    expect(slotAt(await quote([burgers(4)]), '10:30')).toMatchObject({ state: 'full' });
    expect(slotAt(await quote([burgers(4)]), '10:45')).toMatchObject({ load: 0, state: 'open' });
  });

  test('a hold expires on the next read, without a sweeper, and its place is free again', async () => {
    await kitchen({ slotCapacity: 8 });
    const res = await postJson(api.app, '/api/shops/1/slots/hold', { pickupTime: at('11:00'), items: [{ code: 'B101', quantity: 2 }] });
    expect(res.status).toBe(201);
    const hold = slotHoldSchema.parse(await res.json());
    expect(Date.parse(hold.expiresAt)).toBe(Date.parse(at('10:00')) + HOLD_MS);
    const second = await postJson(api.app, '/api/shops/1/slots/hold', { pickupTime: at('11:00'), items: [{ code: 'B101', quantity: 1 }] });
    expect(second.status).toBe(409);

    api.clock.advance(HOLD_MS);
    expect(one(api.db, 'SELECT released_at FROM slot_holds WHERE id = ?', hold.holdId)).toEqual({ released_at: null });
    expect(slotAt(await quote([burgers(1)]), '11:00')).toMatchObject({ load: 0, state: 'open' });
    expect(one(api.db, 'SELECT release_reason FROM slot_holds WHERE id = ?', hold.holdId)).toEqual({ release_reason: 'expired' });
  });

  test('an order takes over the hold chosen at checkout, and a guest who leaves gives a hold back', async () => {
    await kitchen({ slotCapacity: 8 });
    const hold = slotHoldSchema.parse(await (await postJson(api.app, '/api/shops/1/slots/hold', { pickupTime: at('11:00'), items: [{ code: 'B101', quantity: 2 }] })).json());
    const res = await postJson(api.app, '/api/order', { ...orderBody({ items: [burgers(2)], asap: false, pickupTime: at('11:00') }), holdId: hold.holdId });
    expect(res.status).toBe(201); // its own hold does not count against it
    expect(one(api.db, 'SELECT release_reason FROM slot_holds WHERE id = ?', hold.holdId)).toEqual({ release_reason: 'moved' });

    const other = slotHoldSchema.parse(await (await postJson(api.app, '/api/shops/1/slots/hold', { pickupTime: at('11:15'), items: [{ code: 'B101', quantity: 2 }] })).json());
    expect((await api.app.request(`/api/shops/1/slots/hold/${other.holdId}`, { method: 'DELETE' })).status).toBe(204);
    expect(slotAt(await quote([burgers(2)]), '11:15')).toMatchObject({ load: 0 });
  });

  test('ASAP grows with the queue and falls as the kitchen finishes orders, on checkout and on the order', async () => {
    await kitchen({ slotCapacity: 40 });
    const quiet = (await quote([burgers(1)])).asap!;
    expect(quiet).toEqual({ from: at('10:05'), to: at('10:15') });
    const ids: string[] = [];
    for (let i = 0; i < 5; i++) {
      const created = (await (await order([burgers(2)], null)).json()) as { orderId: string };
      await pay(created.orderId);
      ids.push(created.orderId);
    }
    const busy = await quote([burgers(1)]);
    expect(busy.queueLength).toBe(5);
    expect(busy.asap).toEqual({ from: at('10:20'), to: at('10:30') }); // 40 minutes of work ahead at 40 per quarter hour
    const last = await readOrder(ids[4]!);
    expect(Date.parse(last.ready!.from)).toBeGreaterThan(Date.parse(quiet.from)); // four orders ahead of it

    for (const id of ids.slice(0, 4)) expect((await kitchenStatus(id, 'Done')).status).toBe(200);
    expect((await readOrder(ids[4]!)).ready).toEqual({ from: at('10:05'), to: at('10:15') });
    expect((await quote([burgers(1)])).asap!.from).toBe(at('10:10'));
    await kitchenStatus(ids[4]!, 'Done');
    expect((await readOrder(ids[4]!)).ready).toBeNull();
    expect((await quote([burgers(1)])).asap).toEqual(quiet);

    await postJson(api.app, '/_dev/kitchen/shops/1/extra', {});
    expect((await quote([burgers(1)])).asap!.from).toBe(at('10:15')); // "+10 minutes" on every quote
  });

  test('a snooze refuses orders for its time and ends by itself', async () => {
    const res = await postJson(api.app, '/_dev/kitchen/shops/1/snooze', { minutes: 15 });
    expect(res.status).toBe(200);
    const refused = await order([drinks(1)], null);
    expect(refused.status).toBe(409);
    expect(refused.headers.get('retry-after')).toBe('900');
    expect(await refused.json()).toMatchObject({ code: 'shop-paused', resumesAt: at('10:15') });
    expect(await quote([drinks(1)])).toMatchObject({ paused: true, resumesAt: at('10:15'), asap: null });

    api.clock.advance(15 * MINUTE);
    expect((await order([drinks(1)], null)).status).toBe(201);
    expect((await quote([drinks(1)])).paused).toBe(false);
  });

  test('ordering pauses above the queue length and resumes only below the lower one', async () => {
    await kitchen({ pauseAbove: 2, resumeBelow: 2 });
    const ids: string[] = [];
    for (let i = 0; i < 3; i++) {
      const created = (await (await order([drinks(1)], null)).json()) as { orderId: string };
      await pay(created.orderId);
      ids.push(created.orderId);
    }
    expect(await (await order([drinks(1)], null)).json()).toMatchObject({ code: 'shop-paused' });
    await kitchenStatus(ids[0]!, 'Done'); // 2 in progress: not below 2 yet
    expect((await order([drinks(1)], null)).status).toBe(409);
    await kitchenStatus(ids[1]!, 'Done'); // 1: resumes by itself
    expect((await order([drinks(1)], null)).status).toBe(201);
  });

  test('a slot that fills while the guest pays refuses the payment with the next free slots; the order moves there and is paid', async () => {
    await kitchen({ slotCapacity: 8 });
    const mine = await createTestOrder(api.app, { items: [burgers(2)], asap: false, pickupTime: at('11:30') });
    api.clock.advance(HOLD_MS + MINUTE); // the guest was away longer than the hold
    expect((await order([burgers(2)], at('11:30'), OTHER_CODE)).status).toBe(201);

    const start = await postJson(api.app, `/api/order/${mine.orderId}/payment`, { paymentMethod: 'card', returnUrl: 'http://localhost:3000/r' }, guest());
    expect(start.status).toBe(409);
    const problem = (await start.json()) as { code: string; nextSlots: string[] };
    expect(problem).toMatchObject({ code: 'slot-full', nextSlots: [at('11:45'), at('12:00'), at('12:15')] });
    expect(all(api.db, 'SELECT id FROM payments WHERE order_id = ?', mine.orderId)).toEqual([]); // nothing charged

    const moved = await postJson(api.app, `/api/order/${mine.orderId}/slot`, { pickupTime: problem.nextSlots[0] }, guest());
    expect(moved.status).toBe(200);
    const after = orderSchema.parse(await moved.json());
    expect(Date.parse(after.pickupTime)).toBe(Date.parse(at('11:45')));
    expect(after.lines.map((l) => [l.code, l.quantity])).toEqual([['B101', 2]]);
    await pay(mine.orderId);
    expect((await readOrder(mine.orderId)).status).toBe('Added');
    expect(one(api.db, `SELECT count(*) AS n FROM slot_holds WHERE order_id = ? AND released_at IS NULL`, mine.orderId)).toEqual({ n: 0 });
  });

  test('the kitchen page: controls that work without JavaScript, and a line per slot of load and missed ready times', async () => {
    const mine = await createTestOrder(api.app, { items: [burgers(2)], asap: false, pickupTime: at('10:30') });
    await pay(mine.orderId);
    const page = await (await api.app.request('/_dev/kitchen')).text();
    for (const text of ['Minutes of work per 15-minute slot', '+10 minutes', 'Snooze 15 min', 'Snooze 30 min', 'Snooze 60 min', 'Pause above', 'resume below']) {
      expect(page).toContain(text);
    }
    const form = await api.app.request('/_dev/kitchen/shops/1/snooze', {
      method: 'POST', headers: { 'Content-Type': 'application/x-www-form-urlencoded' }, body: 'minutes=30',
    });
    expect(form.status).toBe(303);
    expect(form.headers.get('location')).toBe('/_dev/kitchen');

    api.clock.advance(45 * MINUTE); // 10:45: the 10:30 order is still being made
    const state = (await (await api.app.request('/_dev/kitchen/shops/1')).json()) as { paused: boolean; slots: { start: string; load: number; orders: number; missed: number }[] };
    expect(state.paused).toBe(false); // the 30-minute snooze has ended by itself
    expect(state.slots.find((s) => s.start === at('10:30'))).toMatchObject({ load: 8, orders: 1, missed: 1 });
    await kitchenStatus(mine.orderId, 'Done');
    const after = (await (await api.app.request('/_dev/kitchen/shops/1')).json()) as { slots: { start: string }[] };
    expect(after.slots.find((s) => s.start === at('10:30'))).toBeUndefined();
  });

  test('bad input is a problem, never a crash', async () => {
    for (const body of [{}, { items: [] }, { items: [{ code: '<x>', quantity: 1 }] }, { items: [{ code: 'B101', quantity: 0 }] }, 'nope']) {
      const res = await postJson(api.app, '/api/shops/1/slots/quote', body);
      expect(res.status).toBe(400);
    }
    expect((await postJson(api.app, '/api/shops/abc/slots/quote', { items: [drinks(1)] })).status).toBe(400);
    expect((await postJson(api.app, '/api/shops/1/slots/hold', { pickupTime: 'soon', items: [drinks(1)] })).status).toBe(400);
    expect((await sendJson(api.app, 'PUT', '/_dev/kitchen/shops/1', { slotCapacity: -1 })).status).toBe(400);
    expect((await postJson(api.app, '/_dev/kitchen/shops/1/snooze', { minutes: 5 })).status).toBe(400);
  });

  test('answering in SPEC.md shapes only, the capability is absent: no slot calls, no ready range, no capacity', async () => {
    await kitchen({ slotCapacity: 0 });
    const spec = createApp({ db: api.db, dev: true, now: api.clock.now, kitchenStepMs: 0, shape: 'spec' });
    expect((await postJson(spec, '/api/shops/1/slots/quote', { items: [drinks(1)] })).status).toBe(404);
    const res = await postJson(spec, '/api/order', orderBody({ items: [drinks(1)] }));
    expect(res.status).toBe(201);
    const body = (await res.json()) as Record<string, unknown>;
    expect('ready' in body).toBe(false);
    expect('holdExpiresAt' in body).toBe(false);
  });
});
