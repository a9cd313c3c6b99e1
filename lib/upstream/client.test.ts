import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

import { z } from 'zod';

type Handler = (req: IncomingMessage, res: ServerResponse) => void;
let handler: Handler = (_req, res) => res.end('{}');
let server: Server;
let client: typeof import('./client');
let errors: typeof import('./errors');
let caller: typeof import('@/lib/caller');

beforeAll(async () => {
  server = createServer((req, res) => handler(req, res));
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  process.env.ORDERING_API_URL = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  process.env.UPSTREAM_TIMEOUT_MS = '300';
  process.env.CLIENT_ADDRESS_SECRET = 'client-address-secret-of-the-app';
  client = await import('./client');
  caller = await import('@/lib/caller');
  errors = await import('./errors');
});
afterAll(() => new Promise((resolve) => server.close(resolve)));

const schema = z.object({ name: z.string() });
const json = (status: number, body: string, type = 'application/json'): Handler => (_req, res) => {
  res.writeHead(status, { 'content-type': type });
  res.end(body);
};

test('a valid response is parsed by its schema', async () => {
  handler = json(200, '{"name":"Nordic","extra":1}');
  await expect(client.upstream('/x', { schema })).resolves.toEqual({ name: 'Nordic' });
});

test('the bearer token and language are sent only when given', async () => {
  const seen: IncomingMessage['headers'][] = [];
  handler = (req, res) => {
    seen.push(req.headers);
    json(200, '{"name":"a"}')(req, res);
  };
  await client.upstream('/x', { schema, token: 'secret-token', locale: 'fi' });
  await client.upstream('/x', { schema });
  expect(seen[0]).toMatchObject({ authorization: 'Bearer secret-token', 'accept-language': 'fi' });
  expect(seen[1]?.authorization).toBeUndefined();
});

test('a response that does not match the contract is an upstream contract error', async () => {
  handler = json(200, '{"name":42}');
  await expect(client.upstream('/x', { schema })).rejects.toMatchObject({ code: 'UPSTREAM_CONTRACT', status: 502 });
});

test('invalid JSON is an upstream contract error, not a crash', async () => {
  handler = json(200, '{"broken":');
  await expect(client.upstream('/x', { schema })).rejects.toMatchObject({ code: 'UPSTREAM_CONTRACT', status: 502 });
});

test('an upstream slower than UPSTREAM_TIMEOUT_MS is a timeout', async () => {
  handler = (req, res) => setTimeout(() => json(200, '{"name":"late"}')(req, res), 1000);
  await expect(client.upstream('/x', { schema })).rejects.toMatchObject({ code: 'UPSTREAM_TIMEOUT', status: 504 });
});

test('a connection that is cut is an unavailable upstream', async () => {
  handler = (req) => req.socket.destroy();
  await expect(client.upstream('/x', { schema })).rejects.toMatchObject({ code: 'UPSTREAM_UNAVAILABLE', status: 502 });
});

test.each([
  [500, 'SERVER', 502],
  [503, 'SERVER', 502],
  [404, 'NOT_FOUND', 404],
  [409, 'BAD_REQUEST', 409],
  [302, 'MOVED', 502],
])('upstream status %i maps to %s', async (status, code, sent) => {
  handler = json(status, '{}');
  await expect(client.upstream('/x', { schema })).rejects.toMatchObject({ code, status: sent });
});

test('problem details keep the upstream code from code, type or errors', async () => {
  handler = json(409, '{"type":"https://api.example/problems/shop-closed","status":409}', 'application/problem+json');
  const fromType = await client.upstream('/x', { schema }).catch((e: unknown) => e);
  expect(fromType).toBeInstanceOf(errors.UpstreamError);
  expect((fromType as InstanceType<typeof errors.UpstreamError>).upstreamCode).toBe('shop-closed');

  handler = json(400, '{"type":"https://tools.ietf.org/html/rfc9110#section-15.5.1","errors":{"DuplicateEmail":["x"]}}', 'application/problem+json');
  const fromErrors = (await client.upstream('/x', { schema }).catch((e: unknown) => e)) as InstanceType<typeof errors.UpstreamError>;
  expect(fromErrors.upstreamCode).toBe('DuplicateEmail');
});

test('a closed shop names the next time it takes an order; the guest is offered that time, a malformed one is dropped', async () => {
  const closed = (body: object) => json(409, JSON.stringify({ status: 409, ...body }), 'application/problem+json');
  handler = closed({ code: 'shop-closed-at-pickuptime', nextAvailablePickupTime: '2026-11-24T10:00:00+01:00' });
  await expect(client.upstream('/x', { schema, method: 'POST', body: {} })).rejects.toMatchObject({
    code: 'SHOP_CLOSED_AT_PICKUPTIME',
    details: { nextSlots: ['2026-11-24T10:00:00+01:00'] },
  });
  handler = closed({ code: 'shop-closed', nextOpeningAt: '2026-11-24T09:00:00Z' });
  await expect(client.upstream('/x', { schema, method: 'POST', body: {} })).rejects.toMatchObject({ code: 'SHOP_CLOSED', details: { nextSlots: ['2026-11-24T09:00:00Z'] } });
  handler = closed({ code: 'shop-closed', nextOpeningAt: 'tomorrow at ten' });
  await expect(client.upstream('/x', { schema, method: 'POST', body: {} })).rejects.toMatchObject({ code: 'SHOP_CLOSED', details: { nextSlots: [] } });
});

test("ASP.NET's model validation problem is VALIDATION, with its fields; a field error the app knows keeps its own code", async () => {
  const aspNet = {
    type: 'https://tools.ietf.org/html/rfc9110#section-15.5.1',
    title: 'One or more validation errors occurred.',
    status: 400,
    errors: { Email: ['The Email field is not a valid e-mail address.'] },
  };
  handler = json(400, JSON.stringify(aspNet), 'application/problem+json');
  await expect(client.upstream('/x', { schema, method: 'POST', body: {} })).rejects.toMatchObject({
    code: 'VALIDATION',
    status: 400,
    details: { fields: ['Email'] },
  });
  handler = json(400, JSON.stringify({ ...aspNet, errors: { DuplicateUserName: ['taken'] } }), 'application/problem+json');
  await expect(client.upstream('/x', { schema, method: 'POST', body: {} })).rejects.not.toMatchObject({ code: 'VALIDATION' });
});

test('a GET cut on the network is tried once more; a POST never is', async () => {
  let calls = 0;
  handler = (req, res) => {
    calls += 1;
    if (calls === 1) req.socket.destroy();
    else json(200, '{"name":"second"}')(req, res);
  };
  await expect(client.upstream('/x', { schema })).resolves.toEqual({ name: 'second' });
  expect(calls).toBe(2);

  calls = 0;
  handler = (req) => {
    calls += 1;
    req.socket.destroy();
  };
  await expect(client.upstream('/x', { schema, method: 'POST', body: {} })).rejects.toMatchObject({ code: 'UPSTREAM_UNAVAILABLE' });
  expect(calls).toBe(1);
});

test('a POST carrying an Idempotency-Key, to an API that does not say it honours the key, is sent once: its lost answer is an AnswerLostError', async () => {
  let calls = 0;
  handler = (req) => {
    calls += 1;
    req.on('data', () => {});
    req.on('end', () => req.socket.destroy());
  };
  const post = { schema, method: 'POST' as const, body: { shopId: 1 }, headers: { 'idempotency-key': 'key-of-the-guest-0002' } };
  const lost = await client.upstream('/api/order', post).catch((e: unknown) => e);
  expect(lost).toBeInstanceOf(client.AnswerLostError);
  expect(lost).toMatchObject({ code: 'UPSTREAM_UNAVAILABLE', status: 502 });
  expect(calls).toBe(1);
});

test('a POST carrying an Idempotency-Key the API honours is asked again with the same key and body when its answer is lost, at most three times in all', async () => {
  const warn = jest.spyOn(console, 'warn').mockImplementation(() => {});
  const seen: Array<{ key: string | undefined; body: string }> = [];
  let calls = 0;
  handler = (req, res) => {
    calls += 1;
    let body = '';
    req.on('data', (chunk: Buffer) => (body += chunk));
    req.on('end', () => {
      seen.push({ key: req.headers['idempotency-key'] as string | undefined, body });
      if (calls === 1) req.socket.destroy();
      else json(201, '{"name":"the first order"}')(req, res);
    });
  };
  const post = { schema, method: 'POST' as const, body: { shopId: 1 }, headers: { 'idempotency-key': 'key-of-the-guest-0001' }, resendWithKey: true };
  await expect(client.upstream('/api/order', post)).resolves.toEqual({ name: 'the first order' });
  expect(seen).toEqual([
    { key: 'key-of-the-guest-0001', body: '{"shopId":1}' },
    { key: 'key-of-the-guest-0001', body: '{"shopId":1}' },
  ]);

  calls = 0;
  handler = (req) => {
    calls += 1;
    req.socket.destroy();
  };
  await expect(client.upstream('/api/order', post)).rejects.toMatchObject({ code: 'UPSTREAM_UNAVAILABLE' });
  expect(calls).toBe(3);
  warn.mockRestore();
});

test('a text/plain answer is one string only where the call allows it; elsewhere a contract error', async () => {
  handler = json(200, 'Added\n', 'text/plain; charset=utf-8');
  await expect(client.upstream('/x', { schema: z.string(), plainText: true })).resolves.toBe('Added');
  await expect(client.upstream('/x', { schema: z.string() })).rejects.toMatchObject({ code: 'UPSTREAM_CONTRACT', status: 502 });
});

test("a call made for a guest tells the API the guest's address, with the shared secret; a cached read never does", async () => {
  const seen: IncomingMessage['headers'][] = [];
  handler = (req, res) => {
    seen.push(req.headers);
    json(200, '{"name":"a"}')(req, res);
  };
  await caller.asCaller({ address: '203.0.113.7' }, async () => {
    await client.upstream('/x', { schema, method: 'POST', body: {} });
    await client.upstreamCommand('/y', { method: 'POST', body: {} });
    await client.upstream('/shared', { schema, tags: ['shops'], revalidate: 60 });
  });
  await client.upstream('/z', { schema, method: 'POST', body: {} });
  for (const headers of seen.slice(0, 2)) {
    expect(headers).toMatchObject({ 'x-client-address': '203.0.113.7', 'x-client-address-secret': 'client-address-secret-of-the-app' });
  }
  expect(seen[2]?.['x-client-address']).toBeUndefined();
  expect(seen[3]?.['x-client-address']).toBeUndefined();
});

test("an upstream 429 is RATE_LIMITED with the upstream's Retry-After, whatever its body", async () => {
  handler = (_req, res) => {
    res.writeHead(429, { 'content-type': 'application/problem+json', 'retry-after': '1800' });
    res.end(JSON.stringify({ type: 'x/rate-limited', title: 'Too many', status: 429, code: 'rate-limited' }));
  };
  await expect(client.upstreamCommand('/x', { method: 'POST', body: {} })).rejects.toMatchObject({
    code: 'RATE_LIMITED',
    status: 429,
    details: { retryAfterSeconds: 1800 },
  });
  handler = (_req, res) => res.writeHead(429).end();
  await expect(client.upstreamCommand('/x', { method: 'POST', body: {} })).rejects.toMatchObject({ code: 'RATE_LIMITED', status: 429 });
});

describe('a shared read whose body has not changed is not read again', () => {
  const counted = () => {
    let reads = 0;
    const counting = z.unknown().transform((raw) => {
      reads += 1;
      return schema.parse(raw);
    });
    return { counting, reads: () => reads };
  };

  test('the same body gives the same frozen data without running the schema; a changed body is read anew', async () => {
    const { counting, reads } = counted();
    handler = json(200, '{"name":"Nordic"}');
    const first = await client.upstream('/kept', { schema: counting, locale: 'sv' });
    const second = await client.upstream('/kept', { schema: counting, locale: 'sv' });
    expect(second).toBe(first);
    expect(reads()).toBe(1);
    expect(Object.isFrozen(first)).toBe(true);
    expect(() => {
      'use strict';
      (first as { name: string }).name = 'changed';
    }).toThrow(TypeError);

    handler = json(200, '{"name":"Nordic Burger"}');
    await expect(client.upstream('/kept', { schema: counting, locale: 'sv' })).resolves.toEqual({ name: 'Nordic Burger' });
    expect(reads()).toBe(2);
    // Another language is another answer.
    await client.upstream('/kept', { schema: counting, locale: 'fi' });
    expect(reads()).toBe(3);
  });

  test('personal reads and writes are read every time, and never kept', async () => {
    const { counting, reads } = counted();
    handler = json(200, '{"name":"Nordic"}');
    await client.upstream('/mine', { schema: counting, token: 'a-token' });
    await client.upstream('/mine', { schema: counting, token: 'a-token' });
    await client.upstream('/mine', { schema: counting, personal: true });
    await client.upstream('/mine', { schema: counting, method: 'POST', body: {} });
    await client.upstream('/mine', { schema: counting, method: 'POST', body: {} });
    expect(reads()).toBe(5);
  });

  test('a body that no longer parses is a contract error, not the data kept from before', async () => {
    handler = json(200, '{"name":"Nordic"}');
    await client.upstream('/changes', { schema });
    handler = json(200, '{"name":42}');
    await expect(client.upstream('/changes', { schema })).rejects.toMatchObject({ code: 'UPSTREAM_CONTRACT' });
  });
});

test('a stopped upstream is unavailable', async () => {
  await new Promise((resolve) => server.close(resolve));
  server.closeAllConnections();
  await expect(client.upstream('/x', { schema })).rejects.toMatchObject({ code: 'UPSTREAM_UNAVAILABLE' });
  server = createServer((req, res) => handler(req, res));
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
});
