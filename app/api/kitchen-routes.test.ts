/**
 * Kitchen-aware pickup times through the BFF against the reference ordering API (its own test
 * clock): the checkout's quote, and a slot that fills while the guest pays — SLOT_FULL with the
 * next free times, nothing charged, the order moved with its lines kept, then paid. Each test
 * starts with the kitchen's holds let go: every guest here shares one address, whose held minutes
 * the API budgets.
 */
import { referenceApiForThisFile } from '@/lib/services/reference-api.testing';
import { testClock } from '@/ordering-api/src/testing.ts';

jest.mock('@/lib/session/session', () => ({
  ensureCustomerCode: async () => 'guest-code-kitchen-0123456789',
  readCustomerCode: async () => 'guest-code-kitchen-0123456789',
}));
jest.mock('@/lib/services/customer-session', () => ({ currentAccessToken: async () => null }));

const clock = testClock();
// The app keeps the restaurant's clock: a later pickup time the API takes is not already past for the app.
beforeEach(() => jest.spyOn(Date, 'now').mockImplementation(() => clock.now().getTime()));
afterEach(() => jest.restoreAllMocks());
const api = referenceApiForThisFile({ now: clock.now, kitchenStepMs: 0 });
const at = (hhmm: string) => `2026-05-06T${hhmm}:00.000Z`;
const burgers = (quantity: number) => ({ code: 'B101', quantity, choices: [{ level: 1, articleCode: 'C-BRIOCHE', choiceCode: 'CH1-BRIOCHE' }] });

const request = (path: string, body: unknown, headers: Record<string, string> = {}) =>
  new Request(`http://localhost:3000${path}`, {
    method: 'POST',
    headers: { host: 'localhost:3000', origin: 'http://localhost:3000', 'content-type': 'application/json', ...headers },
    body: JSON.stringify(body),
  });
const toApi = (path: string, method: string, body: unknown, headers: Record<string, string> = {}) =>
  fetch(`${api.url}${path}`, { method, headers: { 'content-type': 'application/json', ...headers }, body: JSON.stringify(body) });
/** Another guest orders 2 burgers straight at the restaurant, and pays when asked to. */
async function anotherGuestOrders(customerCode: string, pickupTime: string, pay: boolean): Promise<void> {
  const res = await toApi('/api/order', 'POST', {
    shopId: 1, orderType: 'takeAway', asap: false, pickupTime, customerCode, note: null, spotId: null,
    email: 'r@example.com', phone: null, items: [{ code: 'B101', quantity: 2, choices: [{ level: 1, articleCode: 'C-BRIOCHE', choiceCode: 'CH1-BRIOCHE' }] }],
  });
  expect(res.status).toBe(201);
  if (!pay) return;
  const { orderId } = (await res.json()) as { orderId: string };
  const guest = { 'x-customercode': customerCode };
  const { paymentId } = (await (await toApi(`/api/order/${orderId}/payment`, 'POST', { paymentMethod: 'card', returnUrl: 'http://127.0.0.1:3000/r' }, guest)).json()) as { paymentId: string };
  await fetch(`${api.url}/_provider/pay/${paymentId}`, { method: 'POST', headers: { 'content-type': 'application/x-www-form-urlencoded' }, body: 'action=approve', redirect: 'manual' });
  expect((await toApi(`/api/order/${orderId}/payment/${paymentId}/confirm`, 'POST', { providerParameters: {} }, guest)).status).toBe(200);
}

beforeEach(async () => {
  expect((await toApi('/_dev/kitchen/shops/1/holds/release', 'POST', {})).status).toBe(200);
});

test('checkout gets the kitchen’s word: nearly full and full slots, and the ASAP range', async () => {
  // Unpaid orders take at most half of a slot: 20 of its 40 minutes (was: a slot of 20, all of it).
  expect((await toApi('/_dev/kitchen/shops/1', 'PUT', { slotCapacity: 40 })).status).toBe(200);
  const other = await toApi('/api/order', 'POST', {
    shopId: 1, orderType: 'takeAway', asap: false, pickupTime: at('11:00'), customerCode: 'someone-else-0123456789', note: null, spotId: null,
    email: 'a@example.com', phone: null, items: [{ code: 'B101', quantity: 4, choices: [{ level: 1, articleCode: 'C-BRIOCHE', choiceCode: 'CH1-BRIOCHE' }] }],
  });
  expect(other.status).toBe(201);
  const { POST } = await import('./shops/[shopId]/slots/route');
  const res = await POST(request('/api/shops/1/slots', { items: [{ code: 'B101', quantity: 1 }] }), { params: Promise.resolve({ shopId: '1' }) });
  expect(res.status).toBe(200);
  expect(res.headers.get('cache-control')).toBe('private, no-store');
  const { kitchen } = (await res.json()) as { kitchen: { asap: unknown; slots: { start: string; state: string }[] } };
  expect(kitchen.asap).toEqual({ from: at('10:05'), to: at('10:15') });
  expect(kitchen.slots.find((s) => Date.parse(s.start) === Date.parse(at('11:00')))?.state).toBe('nearlyFull');
  const twoMore = await POST(request('/api/shops/1/slots', { items: [{ code: 'B101', quantity: 2 }] }), { params: Promise.resolve({ shopId: '1' }) });
  const quote = (await twoMore.json()) as { kitchen: { slots: { start: string; state: string }[] } };
  expect(quote.kitchen.slots.find((s) => Date.parse(s.start) === Date.parse(at('11:00')))?.state).toBe('full');

  const bad = await POST(request('/api/shops/1/slots', { items: 'burgers' }), { params: Promise.resolve({ shopId: '1' }) });
  expect(bad.status).toBe(400);
  expect(await bad.json()).toMatchObject({ code: 'INVALID_INPUT' });
  const foreign = await POST(request('/api/shops/1/slots', { items: [{ code: 'B101', quantity: 1 }] }, { origin: 'https://evil.example' }), { params: Promise.resolve({ shopId: '1' }) });
  expect(foreign.status).toBe(403);
});

test('a slot that fills while paying: SLOT_FULL with the next free times, nothing charged, one tap moves the order and it is paid', async () => {
  expect((await toApi('/_dev/kitchen/shops/1', 'PUT', { slotCapacity: 16 })).status).toBe(200);
  const place = await import('./order/route');
  const placed = await place.POST(
    request('/api/order', { shopId: 1, orderType: 'takeAway', asap: false, pickupTime: at('12:30'), note: null, spotId: null, email: 'g@example.com', phone: null, items: [burgers(2)] }, { 'idempotency-key': 'k'.repeat(32) }),
    undefined,
  );
  expect(placed.status).toBe(201);
  const order = (await placed.json()) as { orderId: string };

  // The guest's hold is let go (the kitchen's button: before, the test waited out the hold's 45
  // minutes, longer than an unpaid order now lives); one guest pays for the slot, another holds the rest.
  expect((await toApi('/_dev/kitchen/shops/1/holds/release', 'POST', { slotStart: at('12:30') })).status).toBe(200);
  await anotherGuestOrders('a-rival-guest-0123456789', at('12:30'), true);
  await anotherGuestOrders('a-third-guest-0123456789', at('12:30'), false);

  const pay = await import('./order/[orderId]/payment/route');
  const params = { params: Promise.resolve({ orderId: order.orderId }) };
  const refused = await pay.POST(request(`/api/order/${order.orderId}/payment`, { paymentMethod: 'card', shopId: 1 }, { 'idempotency-key': 'p'.repeat(32) }), params);
  expect(refused.status).toBe(409);
  const problem = (await refused.json()) as { code: string; nextSlots: string[] };
  expect(problem).toMatchObject({ code: 'SLOT_FULL', nextSlots: [at('12:45'), at('13:00'), at('13:15')] });
  const dev = (await (await fetch(`${api.url}/_dev/orders/${order.orderId}`)).json()) as { payments: unknown[] };
  expect(dev.payments).toEqual([]); // nothing charged for the refused slot

  const slot = await import('./order/[orderId]/slot/route');
  const moved = await slot.POST(request(`/api/order/${order.orderId}/slot`, { pickupTime: problem.nextSlots[0] }), params);
  expect(moved.status).toBe(200);
  const view = (await moved.json()) as { pickupTime: string; priced: { lines: { code: string; quantity: number }[] } };
  expect(Date.parse(view.pickupTime)).toBe(Date.parse(at('12:45')));
  expect(view.priced.lines.map((l) => [l.code, l.quantity])).toEqual([['B101', 2]]);
  const again = await pay.POST(request(`/api/order/${order.orderId}/payment`, { paymentMethod: 'card', shopId: 1 }, { 'idempotency-key': 'q'.repeat(32) }), params);
  expect(again.status).toBe(201);
});

test('choosing a time holds it for the basket, the time chosen before is given back, and the order takes the hold over', async () => {
  expect((await toApi('/_dev/kitchen/shops/1', 'PUT', { slotCapacity: 16 })).status).toBe(200); // holds: at most 8 of it
  const { POST } = await import('./shops/[shopId]/slots/hold/route');
  const params = { params: Promise.resolve({ shopId: '1' }) };
  const items = [{ code: 'B101', quantity: 2 }];
  const first = await POST(request('/api/shops/1/slots/hold', { pickupTime: at('14:00'), items }), params);
  expect(first.status).toBe(200);
  const { hold } = (await first.json()) as { hold: { holdId: string } };
  // Another guest cannot take that place now.
  const rival = await toApi('/api/shops/1/slots/hold', 'POST', { pickupTime: at('14:00'), items });
  expect(rival.status).toBe(409);

  const second = await POST(request('/api/shops/1/slots/hold', { pickupTime: at('14:15'), items, previous: hold.holdId }), params);
  const moved = ((await second.json()) as { hold: { holdId: string } }).hold;
  expect((await toApi('/api/shops/1/slots/hold', 'POST', { pickupTime: at('14:00'), items })).status).toBe(201); // given back

  const full = await POST(request('/api/shops/1/slots/hold', { pickupTime: at('14:15'), items }), params);
  expect(full.status).toBe(409);
  expect(await full.json()).toMatchObject({ code: 'SLOT_FULL', nextSlots: expect.arrayContaining([at('14:30')]) });

  const place = await import('./order/route');
  const placed = await place.POST(
    request('/api/order', { shopId: 1, orderType: 'takeAway', asap: false, pickupTime: at('14:15'), note: null, spotId: null, email: 'g@example.com', phone: null, items: [burgers(2)], holdId: moved.holdId }, { 'idempotency-key': 'h'.repeat(32) }),
    undefined,
  );
  expect(placed.status).toBe(201); // its own hold does not count against it
  const kitchen = (await (await fetch(`${api.url}/_dev/kitchen/shops/1`)).json()) as { slots: { start: string; load: number }[] };
  expect(kitchen.slots.find((s) => Date.parse(s.start) === Date.parse(at('14:15')))?.load).toBe(8);
});

test('one client cannot hold every time of the day: holds are counted per session (429 past 30 an hour), a too large basket holds nothing', async () => {
  expect((await toApi('/_dev/kitchen/shops/1', 'PUT', { slotCapacity: 600 })).status).toBe(200);
  const { POST } = await import('./shops/[shopId]/slots/hold/route');
  const params = { params: Promise.resolve({ shopId: '1' }) };
  const tooLarge = await POST(request('/api/shops/1/slots/hold', { pickupTime: at('16:00'), items: [{ code: 'B101', quantity: 99 }, ...Array.from({ length: 10 }, () => ({ code: 'F301', quantity: 99 }))] }), params);
  expect(tooLarge.status).toBe(400);
  expect(await tooLarge.json()).toMatchObject({ code: 'ORDER_TOO_LARGE' });
  const answers: number[] = [];
  for (let i = 0; i < 32; i++) {
    const time = new Date(Date.parse(at('15:00')) + i * 15 * 60_000).toISOString();
    answers.push((await POST(request('/api/shops/1/slots/hold', { pickupTime: time, items: [{ code: 'B101', quantity: 1 }] }), params)).status);
  }
  // This file's earlier tests held three times for the same session: 27 more get through, then 429.
  expect(answers.filter((status) => status === 200)).toHaveLength(27);
  expect(answers.at(-1)).toBe(429);
  expect(answers.filter((status) => status !== 200 && status !== 429)).toEqual([]);
});
