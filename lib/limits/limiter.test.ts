/**
 * The limiter's counters in memory (one instance) and in Redis (several instances share them),
 * with Debian's redis-server on a free loopback port, as e2e/scale-out.spec.ts uses it.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { createServer } from 'node:net';

type Limiter = typeof import('./limiter');
type RedisCopy = typeof import('@/next-cache/redis-client.mjs');
const REDIS_SERVER = process.env.REDIS_SERVER ?? '/usr/bin/redis-server';
/** The Redis client module of every instance made, to close their connections at the end. */
const redisCopies: RedisCopy[] = [];

/** A fresh copy of the limiter module and of its Redis connection, as another instance of the app would have. */
function instance(redisUrl?: string): Limiter {
  let limiter!: Limiter;
  jest.isolateModules(() => {
    if (redisUrl) process.env.REDIS_URL = redisUrl;
    else delete process.env.REDIS_URL;
    limiter = jest.requireActual('./limiter');
    redisCopies.push(jest.requireActual('@/next-cache/redis-client.mjs'));
  });
  return limiter;
}

/** An instance once its Redis connection is ready: until then it counts in memory (the first moments of a server). */
async function connectedInstance(redisUrl: string): Promise<Limiter> {
  const limiter = instance(redisUrl);
  const { client } = redisCopies.at(-1)!.sharedRedis(redisUrl);
  if (!client.isReady) await new Promise((resolve) => client.once('ready', resolve));
  return limiter;
}

const failures = (address: string) => [{ policy: 'signInFailuresPerAddress' as const, key: address }];
const tenFailures = async (limiter: Limiter, address: string) => {
  for (let i = 0; i < 10; i++) await limiter.count(failures(address));
};

test('in memory: the tenth failure makes the address wait, with the wait in seconds; another address is free', async () => {
  const limiter = instance();
  await tenFailures(limiter, '203.0.113.1');
  await expect(limiter.assertUnder(failures('203.0.113.1'))).rejects.toMatchObject({ code: 'RATE_LIMITED', status: 429, details: { retryAfterSeconds: 900 } });
  await expect(limiter.assertUnder(failures('203.0.113.2'))).resolves.toBeUndefined();
  // A second instance without Redis counts on its own.
  await expect(instance().assertUnder(failures('203.0.113.1'))).resolves.toBeUndefined();
});

test('a key is marked only once, and a paid order gives one place back', async () => {
  const limiter = instance();
  expect(await limiter.firstTime('orderCounted', 'order-1')).toBe(true);
  expect(await limiter.firstTime('orderCounted', 'order-1')).toBe(false);
  const unpaid = [{ policy: 'unpaidOrdersPerSession' as const, key: 'session-1' }];
  for (let i = 0; i < 20; i++) await limiter.take(unpaid);
  await expect(limiter.take(unpaid)).rejects.toMatchObject({ code: 'RATE_LIMITED' });
  await limiter.giveBack(unpaid);
  await expect(limiter.take(unpaid)).resolves.toBeUndefined();
});

test('takes that arrive together count one by one: no more get through than the policy allows', async () => {
  const limiter = instance();
  const inbox = [{ policy: 'mailsPerEmail' as const, key: 'someone@example.com' }];
  const results = await Promise.allSettled(Array.from({ length: 10 }, () => limiter.take(inbox)));
  expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(3);
  expect(results.filter((r) => r.status === 'rejected').map((r) => (r as PromiseRejectedResult).reason)).toEqual(
    Array.from({ length: 7 }, () => expect.objectContaining({ code: 'RATE_LIMITED' })),
  );
  // The refused ones counted nothing: one place given back is one more take.
  await limiter.giveBack(inbox);
  await expect(limiter.take(inbox)).resolves.toBeUndefined();
  await expect(limiter.take(inbox)).rejects.toMatchObject({ code: 'RATE_LIMITED' });
});

describe('with REDIS_URL', () => {
  let redis: ChildProcess | undefined;
  let url: string;

  beforeAll(async () => {
    if (!existsSync(REDIS_SERVER)) throw new Error(`${REDIS_SERVER} is missing: apt-get install redis-server (.ci/run does)`);
    const port = await new Promise<number>((resolve) => {
      const probe = createServer().listen(0, '127.0.0.1', () => {
        const { port: free } = probe.address() as { port: number };
        probe.close(() => resolve(free));
      });
    });
    url = `redis://127.0.0.1:${port}`;
    redis = spawn(REDIS_SERVER, ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'], { stdio: 'ignore' });
    const deadline = Date.now() + 10_000;
    for (;;) {
      const up = await new Promise<boolean>((resolve) => {
        const socket = createServer();
        socket.once('error', () => resolve(true)).listen(port, '127.0.0.1', () => socket.close(() => resolve(false)));
      });
      if (up || Date.now() > deadline) break;
      await new Promise((r) => setTimeout(r, 100));
    }
  });

  afterAll(async () => {
    for (const copy of redisCopies) copy.closeSharedRedis();
    delete process.env.REDIS_URL;
    redis?.kill('SIGKILL');
  });

  test('two instances count the same failures: what one counted makes the other refuse', async () => {
    const a = await connectedInstance(url);
    const b = await connectedInstance(url);
    const address = `198.51.100.${Math.floor(Math.random() * 200)}`;
    await tenFailures(a, address);
    await expect(b.assertUnder(failures(address))).rejects.toMatchObject({ code: 'RATE_LIMITED', status: 429 });
    await b.forget(failures(address));
    await expect(a.assertUnder(failures(address))).resolves.toBeUndefined();
  });

  test('while Redis is down each instance counts in its own memory: nothing fails', async () => {
    const gone = new Promise((r) => redis?.once('exit', r));
    redis?.kill('SIGKILL');
    await gone;
    const a = instance(url);
    await tenFailures(a, '203.0.113.77');
    await expect(a.assertUnder(failures('203.0.113.77'))).rejects.toMatchObject({ code: 'RATE_LIMITED' });
  });
});
