/**
 * The guest key (customer code) at sign-in and sign-out, against the reference ordering API
 * (free port, fresh demo data) with Next's cookie store stood in for: a cookie copied before
 * sign-in reads nothing, and the guest's own orders follow the device through sign-in and out.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

import { type FakeCookieStore, fakeCookieStore } from '@/lib/session/cookie-store.testing';
import { startReferenceApi } from '@/ordering-api/src/server.ts';

import { friesToTakeAway } from './checkout-input.testing';

let store: FakeCookieStore;
jest.mock('next/headers', () => ({ cookies: async () => store }));

const DEMO = { email: 'demo@nordicburger.example', password: 'Demo123!' };
const input = friesToTakeAway;

let api: { url: string; close(): Promise<void> };
let dataDir: string;
let orders: typeof import('./orders');
let identity: typeof import('./identity');
let session: typeof import('@/lib/session/session');

beforeAll(async () => {
  process.env.SESSION_SECRET ??= 'a-test-session-secret-of-32-chars-or-more';
  dataDir = mkdtempSync(join(tmpdir(), 'bff-guest-key-'));
  api = await startReferenceApi({ dataDir });
  process.env.ORDERING_API_URL = api.url;
  orders = await import('./orders');
  identity = await import('./identity');
  session = await import('@/lib/session/session');
});

afterAll(async () => {
  await api.close();
  rmSync(dataDir, { recursive: true, force: true });
});

beforeEach(() => {
  store = fakeCookieStore();
});

const key = () => crypto.randomUUID().replaceAll('-', '');
const code = async () => (await session.getSession()).customerCode;
/** This browser's cookies as they are now, to be sent again later by someone who copied them. */
const copyCookies = (): FakeCookieStore => {
  const copy = fakeCookieStore();
  for (const [name, cookie] of store.jar) copy.jar.set(name, { ...cookie });
  return copy;
};
/** Runs `read` with another browser's cookies, then comes back to this one. */
async function as<T>(other: FakeCookieStore, read: () => Promise<T>): Promise<T> {
  const own = store;
  store = other;
  try {
    return await read();
  } finally {
    store = own;
  }
}

test('a cookie copied before sign-in reads no order placed after it, and none of the guest orders that moved', async () => {
  const before = await orders.placeOrder(input, key());
  const copied = copyCookies();
  const guestKey = await code();

  await identity.signIn(DEMO.email, DEMO.password);
  const after = await orders.placeOrder(input, key());

  await expect(as(copied, () => orders.readOrder(after.orderId))).rejects.toMatchObject({ code: 'FAILED_FIND_ORDER' });
  await expect(as(copied, () => orders.readOrder(before.orderId))).rejects.toMatchObject({ code: 'FAILED_FIND_ORDER' });
  expect((await orders.readOrder(before.orderId)).orderId).toBe(before.orderId);
  expect(await code()).not.toBe(guestKey);
});

test("the guest's orders stay readable on this device after sign-in and after sign-out; the account's stay with the account", async () => {
  const guestOrder = await orders.placeOrder(input, key());
  await identity.signIn(DEMO.email, DEMO.password);
  const signedInKey = await code();
  expect((await orders.readOrder(guestOrder.orderId)).orderId).toBe(guestOrder.orderId);
  const accountOrder = await orders.placeOrder(input, key());
  const copied = copyCookies();

  await identity.signOut();
  expect((await session.getSession()).accessToken).toBeUndefined();
  expect(await code()).not.toBe(signedInKey);
  expect((await orders.readOrder(guestOrder.orderId)).orderId).toBe(guestOrder.orderId);
  await expect(orders.readOrder(accountOrder.orderId)).rejects.toMatchObject({ code: 'FAILED_FIND_ORDER' });
  // The signed-in cookie, copied before sign-out, no longer reads the guest's order either.
  await expect(as(copied, () => orders.readOrder(guestOrder.orderId))).rejects.toMatchObject({ code: 'FAILED_FIND_ORDER' });
});

test('when the ordering API cannot move the orders, the guest keeps the key they are under', async () => {
  jest.spyOn(console, 'warn').mockImplementation(() => undefined);
  const guestOrder = await orders.placeOrder(input, key());
  const guestKey = await code();
  await fetch(`${api.url}/_dev/fault`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ mode: 'error500', pathPrefix: '/api/order/customer-code', count: 1 }),
  });
  await identity.signIn(DEMO.email, DEMO.password);
  expect((await session.getSession()).accessToken).toBeTruthy();
  expect(await code()).toBe(guestKey);
  expect((await orders.readOrder(guestOrder.orderId)).orderId).toBe(guestOrder.orderId);
});

test('a guest without orders gets no key at sign-in: the first order makes one', async () => {
  await identity.signIn(DEMO.email, DEMO.password);
  expect(await code()).toBeUndefined();
});
