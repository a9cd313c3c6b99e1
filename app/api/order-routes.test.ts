/**
 * The order routes against the reference ordering API (free port, fresh data folder), with the
 * guest's session stubbed: the status, headers and order view the browser gets.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

import { friesToTakeAway } from '@/lib/services/checkout-input.testing';
import { openDatabase } from '@/ordering-api/src/db/database.ts';
import { startReferenceApi } from '@/ordering-api/src/server.ts';

jest.mock('@/lib/session/session', () => ({
  ensureCustomerCode: async () => 'guest-code-routes-0123456789',
  readCustomerCode: async () => 'guest-code-routes-0123456789',
}));
jest.mock('@/lib/services/customer-session', () => ({ currentAccessToken: async () => null }));

let api: { url: string; close(): Promise<void> };
let dataDir: string;
let placeRoute: typeof import('./order/route');
let readRoute: typeof import('./order/[orderId]/route');

const body = { ...friesToTakeAway, items: [{ code: 'S301', quantity: 2, choices: [] }] };
const post = (headers: Record<string, string>) =>
  new Request('http://app.test/api/order', {
    method: 'POST',
    headers: { host: 'app.test', 'content-type': 'application/json', ...headers },
    body: JSON.stringify(body),
  });

beforeAll(async () => {
  dataDir = mkdtempSync(join(tmpdir(), 'bff-order-routes-'));
  api = await startReferenceApi({ dataDir });
  process.env.ORDERING_API_URL = api.url;
  placeRoute = await import('./order/route');
  readRoute = await import('./order/[orderId]/route');
});

afterAll(async () => {
  await api.close();
  rmSync(dataDir, { recursive: true, force: true });
});

test('placing an order answers 201 with the order view, never cached', async () => {
  const response = await placeRoute.POST(post({ origin: 'http://app.test', 'idempotency-key': 'k'.repeat(32) }), undefined);
  expect(response.status).toBe(201);
  expect(response.headers.get('cache-control')).toBe('private, no-store');
  expect(response.headers.get('x-request-id')).toBeTruthy();
  const order = await response.json();
  expect(order).toMatchObject({ status: 'CalculatedPrice', shopId: 1, payment: { status: 'NotStarted' } });
  expect(order.priced).toMatchObject({ currency: expect.any(String), lines: [expect.objectContaining({ code: 'S301', quantity: 2 })] });
  expect(order.priced.total).toBeGreaterThan(0);
  expect(order).not.toHaveProperty('total');
  expect(order).not.toHaveProperty('lines');

  const read = await readRoute.GET(new Request(`http://app.test/api/order/${order.orderId}`), {
    params: Promise.resolve({ orderId: order.orderId }),
  });
  expect(read.status).toBe(200);
  expect(read.headers.get('vary')).toBe('Cookie');
  expect(await read.json()).toEqual(order);
});

test('a foreign Origin places nothing', async () => {
  const response = await placeRoute.POST(post({ origin: 'https://evil.example', 'idempotency-key': 'f'.repeat(32) }), undefined);
  expect(response.status).toBe(403);
  expect(await response.json()).toMatchObject({ code: 'FORBIDDEN_ORIGIN' });
});

test('a choice goes by the restaurant’s names { level, articleCode, choiceCode }: one the menu lacks is named unavailable, the old names are refused', async () => {
  const withChoice = (choice: object, key: string) =>
    placeRoute.POST(
      new Request('http://app.test/api/order', {
        method: 'POST',
        headers: { host: 'app.test', 'content-type': 'application/json', origin: 'http://app.test', 'idempotency-key': key.padEnd(32, 'x') },
        body: JSON.stringify({ ...friesToTakeAway, items: [{ code: 'B101', quantity: 1, choices: [choice] }] }),
      }),
      undefined,
    );
  const unknown = await withChoice({ level: 1, articleCode: 'C-NOPE', choiceCode: 'CH1-NOPE' }, 'unknown-choice');
  expect(unknown.status).toBe(409);
  expect(await unknown.json()).toMatchObject({ code: 'UNAVAILABLE_PRODUCTS' });
  const oldNames = await withChoice({ level: 1, code: 'CH1-BRIOCHE', articleCode: 'C-BRIOCHE' }, 'old-choice-names');
  expect(oldNames.status).toBe(400);
  expect(await oldNames.json()).toMatchObject({ code: 'INVALID_INPUT' });
});

test('an order id that is not one is a 404 FAILED_FIND_ORDER', async () => {
  const response = await readRoute.GET(new Request('http://app.test/api/order/x.y'), { params: Promise.resolve({ orderId: 'x.y' }) });
  expect(response.status).toBe(404);
  expect(await response.json()).toMatchObject({ code: 'FAILED_FIND_ORDER' });
});

test('guessing order ids is throttled: after 20 ids that find no order, the session waits (429 with Retry-After)', async () => {
  const read = (orderId: string) => readRoute.GET(new Request(`http://app.test/api/order/${orderId}`), { params: Promise.resolve({ orderId }) });
  for (let i = 0; i < 20; i++) expect((await read(crypto.randomUUID())).status).toBe(404);
  const throttled = await read(crypto.randomUUID());
  expect(throttled.status).toBe(429);
  expect(Number(throttled.headers.get('retry-after'))).toBeGreaterThan(0);
  expect(await throttled.json()).toMatchObject({ code: 'RATE_LIMITED' });
});

test('one session holds at most 20 unpaid orders an hour: the next one waits (429)', async () => {
  const statuses: number[] = [];
  for (let i = 0; i < 25 && !statuses.includes(429); i++) {
    statuses.push((await placeRoute.POST(post({ origin: 'http://app.test', 'idempotency-key': `unpaid-order-${i}`.padEnd(32, 'x') }), undefined)).status);
  }
  // The first test's order counts too: 19 more are taken, then the session waits.
  expect(statuses.filter((s) => s === 201)).toHaveLength(19);
  expect(statuses.at(-1)).toBe(429);
});

describe('an answer lost after the restaurant committed the order', () => {
  const ordersInStore = () => {
    const db = openDatabase(dataDir);
    try {
      return (db.prepare('SELECT COUNT(*) AS n FROM orders').get() as { n: number }).n;
    } finally {
      db.close();
    }
  };
  const fault = (mode: string, delayMs?: number) =>
    fetch(`${api.url}/_dev/fault`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ mode, count: 1, pathPrefix: '/api/order', ...(delayMs ? { delayMs } : {}) }),
    });

  test.each([
    ['the connection drops after the order was created', 'reset-after', undefined],
    ['the answer comes after the BFF stopped waiting', 'slow-after', 3000],
  ])('%s: exactly one order, and the guest gets it (the same key asked again)', async (_case, mode, delayMs) => {
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => {});
    const writeTimeout = process.env.UPSTREAM_WRITE_TIMEOUT_MS;
    jest.resetModules();
    process.env.UPSTREAM_WRITE_TIMEOUT_MS = '1000';
    const route: typeof import('./order/route') = await import('./order/route');
    // The app has asked, before the fault is set, and knows this API honours Idempotency-Key.
    const { orderCapabilities } = await import('@/lib/upstream/orders');
    expect(await orderCapabilities()).toMatchObject({ idempotencyKey: true });
    try {
      const before = ordersInStore();
      expect((await fault(mode, delayMs)).ok).toBe(true);
      const response = await route.POST(post({ origin: 'http://app.test', 'idempotency-key': `lost-answer-${mode}`.padEnd(32, 'x') }), undefined);
      expect(response.status).toBe(201);
      const order = await response.json();
      expect(order).toMatchObject({ status: 'CalculatedPrice', shopId: 1 });
      expect(ordersInStore()).toBe(before + 1);
      expect(warn).toHaveBeenCalledWith(expect.stringContaining('asking again with the same Idempotency-Key'));
    } finally {
      if (writeTimeout === undefined) delete process.env.UPSTREAM_WRITE_TIMEOUT_MS;
      else process.env.UPSTREAM_WRITE_TIMEOUT_MS = writeTimeout;
      warn.mockRestore();
    }
  });
});
