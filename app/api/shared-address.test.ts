/**
 * Many guests behind one address (a restaurant's guest Wi-Fi, a carrier's NAT), one of them
 * abusive: through the route handlers against the reference ordering API. The abuser's guesses
 * and unpaid orders must not stop the guest's own order, payment and confirmation, nor a new
 * guest at the same address. Sessions are told apart by their guest key; the address is the one
 * the trusted reverse proxy names (TRUSTED_PROXY=1).
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

import { friesToTakeAway } from '@/lib/services/checkout-input.testing';
import { one } from '@/ordering-api/src/db/database.ts';
import { type ReferenceApi, startReferenceApi } from '@/ordering-api/src/server.ts';

let guestKey = 'guest-key-of-the-regular-0001';
jest.mock('@/lib/session/session', () => ({
  ensureCustomerCode: async () => guestKey,
  readCustomerCode: async () => guestKey,
}));
jest.mock('@/lib/services/customer-session', () => ({ currentAccessToken: async () => null }));
// The address's ceiling on unpaid orders is lowered from 300 to a few above the slowdown's 100:
// every order past 100 waits 1.5 s, and the ceiling is the same code at any number.
const CEILING = 104;
jest.mock('@/lib/limits/policies', () => {
  const actual = jest.requireActual<typeof import('@/lib/limits/policies')>('@/lib/limits/policies');
  return { ...actual, POLICIES: { ...actual.POLICIES, unpaidOrdersCeilingPerAddress: { points: 104, windowSeconds: 3600 } } };
});

const CAFE = '203.0.113.7';
let api: ReferenceApi;
let dataDir: string;
let routes: {
  place: typeof import('./order/route');
  read: typeof import('./order/[orderId]/route');
  pay: typeof import('./order/[orderId]/payment/route');
  confirm: typeof import('./order/[orderId]/payment/[paymentId]/confirm/route');
};

beforeAll(async () => {
  process.env.TRUSTED_PROXY = '1';
  process.env.PUBLIC_BASE_URL = 'http://app.test';
  dataDir = mkdtempSync(join(tmpdir(), 'bff-shared-address-'));
  api = await startReferenceApi({ dataDir, returnOrigins: 'http://app.test' });
  process.env.ORDERING_API_URL = api.url;
  process.env.PAYMENT_PROVIDER_ORIGINS = new URL(api.url).origin;
  routes = {
    place: await import('./order/route'),
    read: await import('./order/[orderId]/route'),
    pay: await import('./order/[orderId]/payment/route'),
    confirm: await import('./order/[orderId]/payment/[paymentId]/confirm/route'),
  };
});

afterAll(async () => {
  await api.close();
  rmSync(dataDir, { recursive: true, force: true });
});

const headers = { host: 'app.test', origin: 'http://app.test', 'content-type': 'application/json', 'x-forwarded-for': CAFE };
const as = async <T>(key: string, call: () => Promise<T>): Promise<T> => {
  guestKey = key;
  return call();
};
const place = (key: string) =>
  as(key, () =>
    routes.place.POST(
      new Request('http://app.test/api/order', { method: 'POST', headers: { ...headers, 'idempotency-key': `${key}-order`.padEnd(32, 'x') }, body: JSON.stringify(friesToTakeAway) }),
      undefined,
    ),
  );
const read = (key: string, orderId: string) =>
  as(key, () => routes.read.GET(new Request(`http://app.test/api/order/${orderId}`, { headers }), { params: Promise.resolve({ orderId }) }));

async function payAndConfirm(key: string, orderId: string) {
  const started = await as(key, () =>
    routes.pay.POST(
      new Request(`http://app.test/api/order/${orderId}/payment`, {
        method: 'POST',
        headers: { ...headers, 'idempotency-key': `${key}-pay`.padEnd(32, 'x') },
        body: JSON.stringify({ paymentMethod: 'card', shopId: 1 }),
      }),
      { params: Promise.resolve({ orderId }) },
    ),
  );
  expect(started.status).toBe(201);
  const { redirectUrl, paymentId } = (await started.json()) as { redirectUrl: string; paymentId: string };
  const approved = await fetch(redirectUrl, { method: 'POST', body: new URLSearchParams({ action: 'approve' }), redirect: 'manual' });
  expect(approved.status).toBe(303);
  return as(key, () =>
    routes.confirm.POST(
      new Request(`http://app.test/api/order/${orderId}/payment/${paymentId}/confirm`, {
        method: 'POST',
        headers,
        body: JSON.stringify({ providerParameters: { result: 'approved' } }),
      }),
      { params: Promise.resolve({ orderId, paymentId }) },
    ),
  );
}

test("an abuser on the guest's address cannot stop the guest's own order, payment and confirmation, nor a new guest there", async () => {
  const regular = 'guest-key-of-the-regular-0001';
  const placed = await place(regular);
  expect(placed.status).toBe(201);
  const { orderId } = (await placed.json()) as { orderId: string };

  // The abuser guesses order ids with a new cookie each time, until the address is refused…
  const guesses = [];
  for (let i = 0; i < 70; i++) guesses.push((await read(`abuser-key-${i}`.padEnd(22, '0'), crypto.randomUUID())).status);
  expect(guesses.filter((s) => s === 404).length).toBe(60);
  expect(guesses.slice(-5)).toEqual([429, 429, 429, 429, 429]);
  // …and leaves a hundred unpaid orders, each from a new cookie: from then on they wait (refused only past the address's ceiling, below).
  for (let i = 0; i < 101; i++) expect((await place(`abuser-order-${String(i).padStart(3, '0')}`.padEnd(22, '0'))).status).toBe(201);

  // The regular guest follows, pays and confirms their own order as if nothing happened.
  expect((await read(regular, orderId)).status).toBe(200);
  const confirmed = await payAndConfirm(regular, orderId);
  expect(confirmed.status).toBe(200);
  expect(await confirmed.json()).toMatchObject({ orderId, payment: { status: 'Captured' } });

  // A guest who sits down now, at the same Wi-Fi, orders, follows and pays too.
  const newcomer = 'guest-key-of-a-newcomer-01';
  const theirs = await place(newcomer);
  expect(theirs.status).toBe(201);
  const { orderId: newOrder } = (await theirs.json()) as { orderId: string };
  expect((await read(newcomer, newOrder)).status).toBe(200);
  expect((await payAndConfirm(newcomer, newOrder)).status).toBe(200);
  // …while the abuser's own next guess, with a fresh cookie, is still refused.
  expect((await read('abuser-key-late-000000', crypto.randomUUID())).status).toBe(429);

  // The abuser goes on leaving unpaid orders: past the address's ceiling they are refused, with
  // a code of their own and how long to wait, and nothing is created upstream.
  const ordersUpstream = () => one<{ n: number }>(api.db, 'SELECT count(*) AS n FROM orders')!.n;
  const ordersBefore = ordersUpstream();
  let refused: Response | undefined;
  let flooded = 0;
  for (let i = 0; i < 10 && !refused; i++) {
    const answer = await place(`abuser-flood-${i}`.padEnd(22, '0'));
    if (answer.status === 201) flooded += 1;
    else refused = answer;
  }
  expect(flooded).toBeGreaterThan(0);
  expect(refused?.status).toBe(429);
  expect(await refused!.json()).toMatchObject({ code: 'UNPAID_ORDERS_LIMIT', retryAfterSeconds: expect.any(Number) });
  expect(Number(refused!.headers.get('retry-after'))).toBeGreaterThan(0);
  expect(ordersUpstream()).toBe(ordersBefore + flooded);
  // So is a new guest on that address now (the price of the ceiling), but a guest who has paid
  // here before still orders: the address's counts are not theirs.
  expect((await place('guest-key-of-a-latecomer-1')).status).toBe(429);
  const again = await as(regular, () =>
    routes.place.POST(
      new Request('http://app.test/api/order', {
        method: 'POST',
        headers: { ...headers, 'idempotency-key': `${regular}-second-order`.padEnd(32, 'x') },
        body: JSON.stringify({ ...friesToTakeAway, note: 'another round' }),
      }),
      undefined,
    ),
  );
  expect(again.status).toBe(201);
}, 120_000);

test('the ceiling above the slowdown is a hard limit, well above it', () => {
  const { POLICIES } = jest.requireActual<typeof import('@/lib/limits/policies')>('@/lib/limits/policies');
  expect(POLICIES.unpaidOrdersCeilingPerAddress.points).toBe(300);
  expect(POLICIES.unpaidOrdersCeilingPerAddress.points).toBeGreaterThan(POLICIES.unpaidOrdersPerAddress.points);
  expect(CEILING).toBeGreaterThan(POLICIES.unpaidOrdersPerAddress.points);
});
