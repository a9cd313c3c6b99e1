/**
 * One client cannot hoard a kitchen's room: through the route handlers against the reference
 * ordering API, one address without an account sends 200 hold and order requests for the same
 * shop, each with a new cookie. The app counts the requests (429 past its counts); the API, which
 * knows each basket's minutes and learns the guest's address from the app (X-Client-Address with
 * the shared secret), budgets the minutes held. Afterwards a guest at another address still gets
 * an ASAP order and a chosen time, and pays.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

import { all, one } from '@/ordering-api/src/db/database.ts';
import { type ReferenceApi, startReferenceApi } from '@/ordering-api/src/server.ts';
import { testClock } from '@/ordering-api/src/testing.ts';

let guestKey = 'guest-key-of-the-hoarder-0000';
jest.mock('@/lib/session/session', () => ({
  ensureCustomerCode: async () => guestKey,
  readCustomerCode: async () => guestKey,
}));
jest.mock('@/lib/services/customer-session', () => ({ currentAccessToken: async () => null }));

const SECRET = 'jest-kitchen-client-address-secret-01';
const HOARDER = '203.0.113.66';
const GUEST = '198.51.100.7';
const CAPACITY = 40; // minutes of work per quarter hour: unpaid orders may take 20 of them
const clock = testClock();
// The app keeps the restaurant's clock: a later pickup time the API takes is not already past for the app.
beforeEach(() => jest.spyOn(Date, 'now').mockImplementation(() => clock.now().getTime()));
afterEach(() => jest.restoreAllMocks());
const at = (hhmm: string) => `2026-05-06T${hhmm}:00.000Z`;
const slotTime = (i: number) => new Date(Date.parse(at('10:15')) + (i % 48) * 15 * 60_000).toISOString();
const burgers = (quantity: number) => [{ code: 'B101', quantity, choices: [{ level: 1, articleCode: 'C-BRIOCHE', choiceCode: 'CH1-BRIOCHE' }] }];

let api: ReferenceApi;
let dataDir: string;
let routes: {
  hold: typeof import('./shops/[shopId]/slots/hold/route');
  place: typeof import('./order/route');
  pay: typeof import('./order/[orderId]/payment/route');
};

beforeAll(async () => {
  process.env.TRUSTED_PROXY = '1';
  process.env.CLIENT_ADDRESS_SECRET = SECRET;
  dataDir = mkdtempSync(join(tmpdir(), 'bff-kitchen-hold-budget-'));
  api = await startReferenceApi({ dataDir, now: clock.now, kitchenStepMs: 0, identity: { clientAddressSecret: SECRET } });
  process.env.ORDERING_API_URL = api.url;
  routes = {
    hold: await import('./shops/[shopId]/slots/hold/route'),
    place: await import('./order/route'),
    pay: await import('./order/[orderId]/payment/route'),
  };
  const res = await fetch(`${api.url}/_dev/kitchen/shops/1`, { method: 'PUT', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ slotCapacity: CAPACITY }) });
  expect(res.status).toBe(200);
});

afterAll(async () => {
  await api.close();
  rmSync(dataDir, { recursive: true, force: true });
});

let keys = 0;
const post = (path: string, address: string, body: unknown, key = true) =>
  new Request(`http://localhost:3000${path}`, {
    method: 'POST',
    headers: {
      host: 'localhost:3000', origin: 'http://localhost:3000', 'content-type': 'application/json', 'x-forwarded-for': address,
      ...(key ? { 'idempotency-key': `kitchen-budget-${keys++}`.padEnd(32, 'x') } : {}),
    },
    body: JSON.stringify(body),
  });
const as = async <T>(key: string, call: () => Promise<T>): Promise<T> => {
  guestKey = key;
  return call();
};
const shop = { params: Promise.resolve({ shopId: '1' }) };
const hold = (key: string, address: string, pickupTime: string, quantity: number) =>
  as(key, () => routes.hold.POST(post('/api/shops/1/slots/hold', address, { pickupTime, items: [{ code: 'B101', quantity }] }, false), shop));
const place = (key: string, address: string, body: { asap: boolean; pickupTime: string | null; quantity: number; holdId?: string }) =>
  as(key, () =>
    routes.place.POST(
      post('/api/order', address, {
        shopId: 1, orderType: 'takeAway', asap: body.asap, pickupTime: body.pickupTime, note: null, spotId: null,
        email: 'g@example.com', phone: null, items: burgers(body.quantity), ...(body.holdId ? { holdId: body.holdId } : {}),
      }),
      undefined,
    ),
  );
const heldBy = (address: string) =>
  one<{ minutes: number | null }>(api.db, 'SELECT sum(load) AS minutes FROM slot_holds WHERE client_address = ? AND released_at IS NULL', address)?.minutes ?? 0;

test('200 hold and order requests from one address hold at most a slot’s minutes; a paying guest elsewhere still gets ASAP and a chosen time', async () => {
  const orders: number[] = [];
  const holds: string[] = [];
  for (let i = 0; i < 200; i++) {
    const key = `hoarder-cookie-${String(i).padStart(4, '0')}`.padEnd(24, '0'); // a new cookie each time
    const quantity = 1 + (i % 5); // 4 to 20 minutes of work: up to the largest order one pickup time takes
    if (i % 2) {
      const res = await hold(key, HOARDER, slotTime(i), quantity);
      holds.push(res.status === 200 ? 'held' : ((await res.json()) as { code: string }).code);
    } else {
      orders.push((await place(key, HOARDER, { asap: i % 4 === 0, pickupTime: i % 4 === 0 ? null : slotTime(i), quantity })).status);
    }
  }
  // Orders are taken (a neighbour behind the same address is not refused for it; only a slot
  // whose unpaid half is taken says SLOT_FULL); baskets past the budget are not held.
  expect(orders.filter((s) => s === 201).length).toBeGreaterThan(90);
  expect(orders.every((s) => s === 201 || s === 409)).toBe(true);
  expect(holds.filter((h) => h === 'held').length).toBeLessThan(10);
  expect(holds.filter((h) => h === 'HOLD_LIMIT').length).toBeGreaterThan(80);
  // However many requests, the address holds at most one slot's minutes of work at this shop (not a day's times).
  expect(heldBy(HOARDER)).toBeGreaterThan(0);
  expect(heldBy(HOARDER)).toBeLessThanOrEqual(CAPACITY);
  const perSlot = all<{ minutes: number }>(api.db, 'SELECT sum(load) AS minutes FROM slot_holds WHERE released_at IS NULL GROUP BY slot_start');
  expect(perSlot.every((s) => s.minutes <= CAPACITY / 2)).toBe(true);

  // A guest at another address: an ASAP order, held…
  const asap = await place('guest-key-of-a-payer-0001', GUEST, { asap: true, pickupTime: null, quantity: 2 });
  expect(asap.status).toBe(201);
  expect(((await asap.json()) as { holdExpiresAt: string | null }).holdExpiresAt).not.toBeNull();
  // …and the first time the hoarder went for, chosen at checkout and held, ordered and paid.
  const chosen = await hold('guest-key-of-a-payer-0001', GUEST, slotTime(1), 2);
  expect(chosen.status).toBe(200);
  const { hold: held } = (await chosen.json()) as { hold: { holdId: string } };
  const timed = await place('guest-key-of-a-payer-0001', GUEST, { asap: false, pickupTime: slotTime(1), quantity: 2, holdId: held.holdId });
  expect(timed.status).toBe(201);
  const { orderId } = (await timed.json()) as { orderId: string };
  const started = await as('guest-key-of-a-payer-0001', () =>
    routes.pay.POST(post(`/api/order/${orderId}/payment`, GUEST, { paymentMethod: 'card', shopId: 1 }), { params: Promise.resolve({ orderId }) }),
  );
  expect(started.status).toBe(201);
}, 60_000);

test('a session holds at most half a slot’s minutes; a basket larger than one pickup time takes is refused with its own code', async () => {
  const key = 'guest-key-of-a-greedy-one-01';
  const statuses: number[] = [];
  for (let i = 0; i < 6; i++) statuses.push((await hold(key, `198.51.100.${30 + i}`, slotTime(20 + i), 2)).status);
  expect(statuses).toEqual([200, 200, 409, 409, 409, 409]); // 8 + 8 of its 20 minutes, whatever address it comes from
  const refused = await hold(key, '198.51.100.40', slotTime(30), 2);
  expect(await refused.json()).toMatchObject({ code: 'HOLD_LIMIT' });
  const huge = await place('guest-key-of-a-caterer-001', '198.51.100.41', { asap: false, pickupTime: slotTime(31), quantity: 6 });
  expect(huge.status).toBe(422);
  expect(await huge.json()).toMatchObject({ code: 'ORDER_TOO_LARGE_FOR_SLOT' });
});
