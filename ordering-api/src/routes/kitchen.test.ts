import { orderSchema, slotHoldSchema, slotQuoteSchema } from '../../../lib/upstream/schemas/index.ts';
import { createApp } from '../app.ts';
import { all, one } from '../db/database.ts';
import { HOLD_MS } from '../kitchen/model.ts';
import { choice, confirmTestPayment, createTestOrder, guest, orderBody, OTHER_CODE, payOnProviderPage, postJson, sendJson, TEST_CODE, useTestApi } from '../testing.ts';

const THIRD_CODE = 'third-code-0123456789ab';

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

    // Unpaid orders take at most half of the grill's 16 minutes (was: a grill of 8, all of it).
    await kitchen({ slotCapacity: 100, stationCapacity: { grill: 16 } });
    expect((await order([burgers(2)], at('10:30'))).status).toBe(201);
    expect(slotAt(await quote([burgers(1)]), '10:30')).toMatchObject({ load: 8, state: 'full' }); // the grill's unpaid half is full…
    expect(slotAt(await quote([drinks(5)]), '10:30')).toMatchObject({ state: 'open' }); // …the rest of the kitchen is not
    const refused = await order([burgers(1)], at('10:30'));
    expect(refused.status).toBe(409);
    expect(await refused.json()).toMatchObject({ code: 'slot-full', nextSlots: [at('10:45'), at('11:00'), at('11:15')] });
  });

  test('a slot says it is nearly full, and a full one is not offered to an order that does not fit', async () => {
    await kitchen({ slotCapacity: 80 }); // unpaid orders take at most 40 of its 80 minutes (was: 40, all of it)
    expect((await order([burgers(7)], at('10:30'))).status).toBe(201);
    expect(slotAt(await quote([burgers(1)]), '10:30')).toMatchObject({ load: 28, state: 'nearlyFull' });
    expect(slotAt(await quote([burgers(4)]), '10:30')).toMatchObject({ state: 'full' });
    expect(slotAt(await quote([burgers(4)]), '10:45')).toMatchObject({ load: 0, state: 'open' });
  });

  test('a hold expires on the next read, without a sweeper, and its place is free again', async () => {
    await kitchen({ slotCapacity: 16 }); // holds take at most half: 8 minutes (was: 8, all of it)
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
    await kitchen({ slotCapacity: 16 });
    const hold = slotHoldSchema.parse(await (await postJson(api.app, '/api/shops/1/slots/hold', { pickupTime: at('11:00'), items: [{ code: 'B101', quantity: 2 }] })).json());
    api.clock.advance(10 * MINUTE);
    const res = await postJson(api.app, '/api/order', { ...orderBody({ items: [burgers(2)], asap: false, pickupTime: at('11:00') }), holdId: hold.holdId });
    expect(res.status).toBe(201); // its own hold does not count against it
    expect(one(api.db, 'SELECT release_reason FROM slot_holds WHERE id = ?', hold.holdId)).toEqual({ release_reason: 'moved' });
    // …and the place stays held until the basket's hold would have ended, not 45 minutes more.
    expect(orderSchema.parse(await res.json()).holdExpiresAt).toBe(hold.expiresAt);

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
    await kitchen({ slotCapacity: 16 });
    const mine = await createTestOrder(api.app, { items: [burgers(2)], asap: false, pickupTime: at('11:30') });
    // The guest's hold is let go (the kitchen's button; before, the test waited out its 45 minutes,
    // longer than an unpaid order now lives); meanwhile one guest pays for the slot and another holds the rest.
    expect((await postJson(api.app, '/_dev/kitchen/shops/1/holds/release', { slotStart: at('11:30') })).status).toBe(200);
    const paid = (await (await order([burgers(2)], at('11:30'), OTHER_CODE)).json()) as { orderId: string };
    await pay(paid.orderId, OTHER_CODE);
    expect((await order([burgers(2)], at('11:30'), THIRD_CODE)).status).toBe(201);

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
    expect(after.holdExpiresAt).toBeNull(); // a move arms no new hold: the payment takes the place
    await pay(mine.orderId);
    expect((await readOrder(mine.orderId)).status).toBe('Added');
    expect(one(api.db, `SELECT count(*) AS n FROM slot_holds WHERE order_id = ? AND released_at IS NULL`, mine.orderId)).toEqual({ n: 0 });
  });

  test('unpaid holds take at most half a slot: a guest whose hold was let go still pays in it, from the whole slot', async () => {
    await kitchen({ slotCapacity: 16 });
    const mine = await createTestOrder(api.app, { items: [burgers(2)], asap: false, pickupTime: at('12:00') });
    expect((await postJson(api.app, '/_dev/kitchen/shops/1/holds/release', {})).status).toBe(200);
    expect((await order([burgers(2)], at('12:00'), OTHER_CODE)).status).toBe(201); // the unpaid half is taken again…
    expect(await (await order([burgers(1)], at('12:00'), THIRD_CODE)).json()).toMatchObject({ code: 'slot-full' }); // …no more unpaid work fits
    await pay(mine.orderId); // …but the payment step may use the other half
    expect((await readOrder(mine.orderId)).status).toBe('Added');
    expect(slotAt(await quote([drinks(1)]), '12:00')).toMatchObject({ load: 16, state: 'full' });
  });

  test('a basket larger than half a slot is too large for one pickup time: refused with its minutes, nothing held', async () => {
    await kitchen({ slotCapacity: 40 });
    const hold = await postJson(api.app, '/api/shops/1/slots/hold', { pickupTime: at('13:00'), items: [{ code: 'B101', quantity: 6 }] });
    expect(hold.status).toBe(422);
    expect(await hold.json()).toMatchObject({ code: 'order-too-large-for-slot', load: 24, maxLoad: 20 });
    for (const pickup of [at('13:00'), null]) {
      expect(await (await order([burgers(6)], pickup)).json()).toMatchObject({ code: 'order-too-large-for-slot', maxLoad: 20 });
    }
    expect((await order([burgers(5)], at('13:00'))).status).toBe(201); // 20 minutes: the largest order
    expect(one(api.db, 'SELECT count(*) AS n FROM slot_holds')).toEqual({ n: 1 });
  });

  test('an order moved to another slot keeps its hold’s first expiry', async () => {
    await kitchen({ slotCapacity: 40 });
    const created = orderSchema.parse(await (await order([burgers(2)], at('11:00'))).json());
    expect(created.holdExpiresAt).toBe(new Date(Date.parse(at('10:00')) + HOLD_MS).toISOString());
    for (const [minutes, slot] of [[5, '11:15'], [5, '11:30'], [10, '11:45']] as const) {
      api.clock.advance(minutes * MINUTE);
      const moved = await postJson(api.app, `/api/order/${created.orderId}/slot`, { pickupTime: at(slot) }, guest());
      expect(moved.status).toBe(200);
      expect(orderSchema.parse(await moved.json()).holdExpiresAt).toBe(created.holdExpiresAt); // not re-armed
    }
    expect(slotAt(await quote([drinks(1)]), '11:45')).toMatchObject({ load: 8 });
    expect(slotAt(await quote([drinks(1)]), '11:00')).toMatchObject({ load: 0 });
    api.clock.advance(25 * MINUTE); // 45 minutes after the order: its hold is over wherever it moved
    expect(slotAt(await quote([drinks(1)]), '11:45')).toMatchObject({ load: 0 });
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

  test('the kitchen page shows each slot’s live holds and unpaid minutes, and lets them go', async () => {
    await kitchen({ slotCapacity: 40 });
    const mine = await createTestOrder(api.app, { items: [burgers(2)], asap: false, pickupTime: at('11:00') });
    expect((await postJson(api.app, '/api/shops/1/slots/hold', { pickupTime: at('11:00'), items: [{ code: 'B101', quantity: 1 }] })).status).toBe(201);
    expect((await postJson(api.app, '/api/shops/1/slots/hold', { pickupTime: at('11:15'), items: [{ code: 'B101', quantity: 3 }] })).status).toBe(201);
    type State = { slots: { start: string; load: number; unpaid: number; unpaidCapacity: number; holds: number }[] };
    const state = async () => (await (await api.app.request('/_dev/kitchen/shops/1')).json()) as State;
    expect((await state()).slots).toEqual([
      expect.objectContaining({ start: at('11:00'), load: 12, unpaid: 12, unpaidCapacity: 20, holds: 2 }),
      expect.objectContaining({ start: at('11:15'), load: 12, unpaid: 12, holds: 1 }),
    ]);
    const page = await (await api.app.request('/_dev/kitchen')).text();
    expect(page).toContain('11:00 UTC: 12 / 40 min · unpaid 12 / 20 min in 2 holds');
    expect(page).toContain('Release holds');
    expect(page).toContain('Release all holds');

    // The button of the 11:00 line: that slot's holds go, the order stays (unheld), 11:15 keeps its hold.
    const form = await api.app.request('/_dev/kitchen/shops/1/holds/release', {
      method: 'POST', headers: { 'Content-Type': 'application/x-www-form-urlencoded' }, body: `slotStart=${encodeURIComponent(at('11:00'))}`,
    });
    expect(form.status).toBe(303);
    expect((await state()).slots).toEqual([expect.objectContaining({ start: at('11:15'), unpaid: 12, holds: 1 })]);
    expect(await readOrder(mine.orderId)).toMatchObject({ status: 'CalculatedPrice', holdExpiresAt: null });
    const none = (await (await postJson(api.app, '/_dev/kitchen/shops/1/holds/release', {})).json()) as State;
    expect(none.slots).toEqual([]);
    expect((await postJson(api.app, '/_dev/kitchen/shops/1/holds/release', { slotStart: 'soon' })).status).toBe(400);
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

describe('one client cannot hoard the kitchen’s room', () => {
  const SECRET = 'kitchen-test-client-address-secret';
  const api = useTestApi({ identity: { clientAddressSecret: SECRET } });
  /** As the app asks for one of its guests: the guest's address, proven with the shared secret. */
  const from = (address: string, code?: string) => ({ 'X-Client-Address': address, 'X-Client-Address-Secret': SECRET, ...(code ? guest(code) : {}) });
  const ABUSER = '203.0.113.66';
  const slotTime = (i: number) => new Date(Date.parse(at('10:15')) + (i % 48) * 15 * MINUTE).toISOString();
  const heldMinutes = (address: string) =>
    one<{ minutes: number | null }>(api.db, 'SELECT sum(load) AS minutes FROM slot_holds WHERE client_address = ? AND released_at IS NULL', address)?.minutes ?? 0;

  test('200 holds and orders from one address, no account: it holds at most a slot’s minutes, and a guest elsewhere still gets ASAP and a chosen time', async () => {
    expect((await sendJson(api.app, 'PUT', '/_dev/kitchen/shops/1', { slotCapacity: 40 })).status).toBe(200);
    const answers: number[] = [];
    for (let i = 0; i < 200; i++) {
      const code = `hoarder-${String(i).padStart(4, '0')}-0123456789`; // a new cookie each time
      const basket = [{ code: 'B101', quantity: 1 + (i % 5) }]; // 4 to 20 minutes: the largest an order may be
      const res = i % 2
        ? await postJson(api.app, '/api/shops/1/slots/hold', { pickupTime: slotTime(i), items: basket }, from(ABUSER, code))
        : await postJson(api.app, '/api/order', orderBody({ customerCode: code, asap: i % 4 === 0, pickupTime: slotTime(i), items: [burgers(basket[0]!.quantity)] }), from(ABUSER));
      answers.push(res.status);
    }
    // Every order is taken (a neighbour on the same Wi-Fi is never refused), but the address holds at
    // most one slot's 40 minutes of work, however many holds and orders it sends.
    expect(heldMinutes(ABUSER)).toBeLessThanOrEqual(40);
    expect(heldMinutes(ABUSER)).toBeGreaterThan(0);
    expect(answers.filter((s) => s === 409).length).toBeGreaterThan(0); // baskets past the budget are not held (hold-limit)
    expect(answers.every((s) => [201, 409].includes(s))).toBe(true);
    const late = await postJson(api.app, '/api/order', orderBody({ customerCode: 'hoarder-late-0123456789', asap: false, pickupTime: slotTime(7), items: [burgers(1)] }), from(ABUSER));
    expect(late.status).toBe(201);
    expect(orderSchema.parse(await late.json()).holdExpiresAt).toBeNull(); // taken, holding nothing
    const refused = await postJson(api.app, '/api/shops/1/slots/hold', { pickupTime: slotTime(9), items: [{ code: 'B101', quantity: 1 }] }, from(ABUSER, 'hoarder-late-0123456789'));
    expect(await refused.json()).toMatchObject({ code: 'hold-limit' });

    // A paying guest from another address: an ASAP order and a chosen time, each held, then paid.
    for (const [pickup, asap] of [[slotTime(0), true], [slotTime(1), false], [slotTime(2), false]] as const) {
      const hold = await postJson(api.app, '/api/shops/1/slots/hold', { pickupTime: pickup, items: [{ code: 'B101', quantity: 2 }] }, from('198.51.100.10', TEST_CODE));
      if (!asap) expect(hold.status).toBe(201);
      const holdId = hold.status === 201 ? slotHoldSchema.parse(await hold.json()).holdId : undefined;
      const res = await postJson(api.app, '/api/order', { ...orderBody({ asap, pickupTime: pickup, items: [burgers(2)] }), ...(asap ? {} : { holdId }) }, from('198.51.100.10'));
      expect(res.status).toBe(201);
      const placed = orderSchema.parse(await res.json());
      expect(placed.holdExpiresAt).not.toBeNull();
      const { paymentId } = await payOnProviderPage(api.app, placed.orderId, { action: 'approve' });
      expect((await confirmTestPayment(api.app, placed.orderId, paymentId)).status).toBe(200);
    }
  });

  test('a session holds at most half a slot’s minutes, whatever address it comes from', async () => {
    expect((await sendJson(api.app, 'PUT', '/_dev/kitchen/shops/1', { slotCapacity: 40 })).status).toBe(200);
    const statuses: number[] = [];
    for (let i = 0; i < 12; i++) {
      const res = await postJson(api.app, '/api/shops/1/slots/hold', { pickupTime: slotTime(i), items: [{ code: 'B101', quantity: 2 }] }, from(`198.51.100.${20 + i}`, TEST_CODE));
      statuses.push(res.status);
    }
    expect(statuses.slice(0, 2)).toEqual([201, 201]); // 8 + 8 of its 20 minutes
    expect(statuses.slice(2).every((s) => s === 409)).toBe(true);
    expect(one(api.db, 'SELECT sum(load) AS minutes FROM slot_holds WHERE released_at IS NULL')).toEqual({ minutes: 16 });
  });
});
