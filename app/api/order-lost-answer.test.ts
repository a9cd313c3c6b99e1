/**
 * One tap, one order, whatever the restaurant's API: a create slower than the write time-out
 * (UPSTREAM_WRITE_TIMEOUT_MS) through the order route, against the reference ordering API behind
 * a stand-in network that holds back the first create's answer. An API that does not declare
 * that it honours Idempotency-Key (the reference API answering only what SPEC.md names, with the
 * key stripped on the way as such an API would ignore it) gets the create once and the guest is
 * told the order may exist; one that declares it gets the same key again and still one order.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

import { friesToTakeAway } from '@/lib/services/checkout-input.testing';
import { one } from '@/ordering-api/src/db/database.ts';
import { hashCustomerCode } from '@/ordering-api/src/orders/access.ts';
import { type ReferenceApi, startReferenceApi } from '@/ordering-api/src/server.ts';

const CODE = 'guest-code-lost-answer-0123';
jest.mock('@/lib/session/session', () => ({
  ensureCustomerCode: async () => 'guest-code-lost-answer-0123',
  readCustomerCode: async () => 'guest-code-lost-answer-0123',
}));
jest.mock('@/lib/services/customer-session', () => ({ currentAccessToken: async () => null }));

/** The first create's answer arrives this long after the create was done: past the app's write time-out. */
const HELD_MS = 1500;
const WRITE_TIMEOUT_MS = 400;

let apis: { spec: ReferenceApi; full: ReferenceApi };
let dataDirs: string[] = [];
let proxy: Server;
/** Where the stand-in network sends requests, and whether it drops Idempotency-Key (an API that ignores it). */
let target: { api: ReferenceApi; dropKey: boolean };
let creates: Array<string | undefined> = [];
const held: Promise<void>[] = [];

async function forward(req: IncomingMessage, res: ServerResponse): Promise<void> {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  const headers = Object.fromEntries(
    Object.entries(req.headers).filter(([name]) => !['host', 'content-length', 'connection'].includes(name) && !(target.dropKey && name === 'idempotency-key')),
  ) as Record<string, string>;
  const isCreate = req.method === 'POST' && req.url === '/api/order';
  if (isCreate) creates.push(req.headers['idempotency-key'] as string | undefined);
  const answer = await fetch(new URL(req.url!, target.api.url), {
    method: req.method,
    headers,
    ...(chunks.length ? { body: Buffer.concat(chunks) } : {}),
  });
  const body = Buffer.from(await answer.arrayBuffer());
  // The restaurant did the first create, and its answer comes too late.
  if (isCreate && creates.length === 1) await new Promise((resolve) => setTimeout(resolve, HELD_MS));
  if (res.destroyed) return;
  res.writeHead(answer.status, Object.fromEntries([...answer.headers].filter(([name]) => name !== 'content-encoding' && name !== 'content-length')));
  res.end(body);
}

beforeAll(async () => {
  const start = async (shape: 'spec' | 'default') => {
    const dataDir = mkdtempSync(join(tmpdir(), `bff-lost-answer-${shape}-`));
    dataDirs.push(dataDir);
    return startReferenceApi({ dataDir, shape });
  };
  apis = { spec: await start('spec'), full: await start('default') };
  proxy = createServer((req, res) => {
    const done = forward(req, res).catch(() => {
      res.destroy();
    });
    held.push(done);
  });
  await new Promise<void>((resolve) => proxy.listen(0, '127.0.0.1', resolve));
  process.env.ORDERING_API_URL = `http://127.0.0.1:${(proxy.address() as AddressInfo).port}`;
  process.env.UPSTREAM_WRITE_TIMEOUT_MS = String(WRITE_TIMEOUT_MS);
});

afterAll(async () => {
  await Promise.all(held);
  await new Promise((resolve) => proxy.close(resolve));
  await Promise.all([apis.spec.close(), apis.full.close()]);
  for (const dir of dataDirs) rmSync(dir, { recursive: true, force: true });
  dataDirs = [];
});

/** The order route of a freshly started app (its knowledge of the API's capabilities starts empty). */
async function placeThrough(api: ReferenceApi, { dropKey }: { dropKey: boolean }) {
  target = { api, dropKey };
  creates = [];
  jest.resetModules();
  const route = await import('./order/route');
  const response = await route.POST(
    new Request('http://app.test/api/order', {
      method: 'POST',
      headers: { host: 'app.test', origin: 'http://app.test', 'content-type': 'application/json', 'idempotency-key': 'one-tap-of-the-guest-000000000001' },
      body: JSON.stringify(friesToTakeAway),
    }),
    undefined,
  );
  await Promise.all(held);
  return response;
}

const ordersOfGuest = (api: ReferenceApi) =>
  one<{ n: number }>(api.db, 'SELECT count(*) AS n FROM orders WHERE customer_code_hash = ?', hashCustomerCode(CODE))!.n;

test('an API that does not declare it honours Idempotency-Key gets a slow create once, and the guest is told the order may exist', async () => {
  const warn = jest.spyOn(console, 'warn').mockImplementation(() => {});
  const response = await placeThrough(apis.spec, { dropKey: true });
  expect(response.status).toBe(504);
  expect(await response.json()).toMatchObject({ code: 'ORDER_UNCONFIRMED' });
  expect(creates).toHaveLength(1);
  expect(ordersOfGuest(apis.spec)).toBe(1);
  warn.mockRestore();
});

test('an API that declares it honours Idempotency-Key gets the create again with the same key, and there is still one order, which the guest gets', async () => {
  const warn = jest.spyOn(console, 'warn').mockImplementation(() => {});
  const response = await placeThrough(apis.full, { dropKey: false });
  expect(response.status).toBe(201);
  const order = (await response.json()) as { orderId: string; status: string };
  expect(order.status).toBe('CalculatedPrice');
  expect(creates.length).toBeGreaterThanOrEqual(2);
  expect(new Set(creates)).toEqual(new Set([creates[0]]));
  expect(ordersOfGuest(apis.full)).toBe(1);
  expect(one<{ id: string }>(apis.full.db, 'SELECT id FROM orders WHERE customer_code_hash = ?', hashCustomerCode(CODE))?.id).toBe(order.orderId);
  warn.mockRestore();
});
