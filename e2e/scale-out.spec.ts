// Several instances behind a load balancer: two production servers (server/main.ts) from the same build, one Redis for
// Next's data and page cache, the reference API the suite already runs, and nginx from the
// distribution in front (scripts/load/balancer.ts, the configuration docs/deploy.md shows). A guest's session, basket and order must not care which instance answers, and a
// menu change revalidated on one instance must be served by the other.
import { type ChildProcess, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

import { E2E, SUITE_API_APP_ENV } from '../playwright.config';
import { type Balancer, startNginx } from '../scripts/load/balancer.ts';
import { expect, messages, test, upstream } from './fixtures';
import { savedBasket } from './pages/basket';
import { continueToPayment, fillBasketAndCheckout, payWith } from './pages/checkout';
import { needs } from './support/api-shape';
import { articleCards } from './support/article-cards';
import { desktopOnly } from './support/viewport';

const sv = messages.sv;
const DEMO = { email: 'demo@nordicburger.example', password: 'Demo123!' };
const REDIS_SERVER = process.env.REDIS_SERVER ?? '/usr/bin/redis-server';

// Beside the suite's own app port, so that runs with other E2E_APP_PORTs do not collide.
const base = Number(new URL(E2E.appUrl).port);
const ports = { a: base + 1, b: base + 2, proxy: base + 3, redis: Number(process.env.E2E_REDIS_PORT ?? base + 2991) };
const instanceUrl = { a: `http://127.0.0.1:${ports.a}`, b: `http://127.0.0.1:${ports.b}` };
const proxyUrl = `http://127.0.0.1:${ports.proxy}`;
type Instance = keyof typeof instanceUrl;

// ---------------------------------------------------------------------------------------------
// Processes this spec starts and always stops.

type Started = { name: string; child: ChildProcess; output: string[] };
const started: Started[] = [];
let balancer: Balancer | undefined;
let redisDir: string | undefined;

function start(name: string, command: string, args: string[], env: NodeJS.ProcessEnv): Started {
  const child = spawn(command, args, { cwd: process.cwd(), env, stdio: ['ignore', 'pipe', 'pipe'] });
  const entry: Started = { name, child, output: [] };
  const keep = (chunk: Buffer) => entry.output.push(chunk.toString());
  child.stdout?.on('data', keep);
  child.stderr?.on('data', keep);
  started.push(entry);
  return entry;
}

const tail = (entry: Started) => entry.output.join('').split('\n').slice(-15).join('\n');

/** Resolves once `ready` says so; fails with the process's output when it exits or takes too long. */
async function waitFor(entry: Started, ready: () => Promise<boolean>, timeoutMs: number) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (entry.child.exitCode !== null) throw new Error(`${entry.name} exited with ${entry.child.exitCode}:\n${tail(entry)}`);
    if (await ready().catch(() => false)) return;
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`${entry.name} was not ready within ${timeoutMs} ms:\n${tail(entry)}`);
}

async function stop(entry: Started) {
  const { child } = entry;
  if (child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  child.kill('SIGTERM');
  const killer = setTimeout(() => child.kill('SIGKILL'), 5000);
  await exited;
  clearTimeout(killer);
}

async function startAll() {
  if (!existsSync(REDIS_SERVER)) {
    throw new Error(`${REDIS_SERVER} is missing: the scale-out test needs Redis (Debian: apt-get install redis-server; .ci/run installs it).`);
  }
  redisDir = mkdtempSync(join(tmpdir(), 'ordering-redis-'));
  const redis = start('redis-server', REDIS_SERVER, [
    '--port', String(ports.redis), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no', '--dir', redisDir,
  ], process.env);
  await waitFor(redis, async () => redis.output.join('').includes('Ready to accept connections'), 10_000);

  // Both instances share what every instance must share: the session secret, the ordering API,
  // the revalidation secret and Redis. Nothing else.
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    NODE_ENV: 'production' as const,
    SESSION_SECRET: randomBytes(32).toString('base64url'),
    REDIS_URL: `redis://127.0.0.1:${ports.redis}`,
    ORDERING_API_URL: E2E.apiUrl,
    ...SUITE_API_APP_ENV,
    // Guests open the load balancer: its origin is the one that posts and that payments return to.
    PUBLIC_BASE_URL: proxyUrl,
    REVALIDATE_SECRET: E2E.revalidateSecret,
    CLIENT_ADDRESS_SECRET: E2E.clientAddressSecret,
    UPSTREAM_TIMEOUT_MS: '2000',
  };
  const instances = (['a', 'b'] as const).map((name) =>
    start(`instance ${name}`, process.execPath, ['server/main.ts'], { ...env, HOST: '127.0.0.1', PORT: String(ports[name]), REQUEST_LOG: '0' }),
  );
  await Promise.all(
    instances.map((entry, i) =>
      waitFor(entry, async () => (await fetch(`${Object.values(instanceUrl)[i]}/api/settings`)).ok, 60_000),
    ),
  );
  balancer = await startNginx({ port: ports.proxy, upstreams: [ports.a, ports.b].map((port) => `127.0.0.1:${port}`), tellUpstream: true });
}

async function stopAll() {
  await balancer?.stop();
  balancer = undefined;
  await Promise.all(started.map(stop));
  if (redisDir) rmSync(redisDir, { recursive: true, force: true });
}

// ---------------------------------------------------------------------------------------------

/** Which instance answered, from the balancer's X-Upstream ("127.0.0.1:<port>"). */
function servedBy(headers: Record<string, string>): Instance {
  const port = Number(headers['x-upstream']?.split(':').pop());
  const instance = (Object.keys(instanceUrl) as Instance[]).find((name) => ports[name] === port);
  if (!instance) throw new Error(`no instance answered on port ${port}`);
  return instance;
}

/** GET straight from one instance, past the balancer. */
async function fromInstance(instance: Instance, path: string) {
  const response = await fetch(`${instanceUrl[instance]}${path}`);
  return { cache: response.headers.get('x-nextjs-cache'), html: await response.text() };
}

/** Whether the menu page's card for `name` says sold out. */
function soldOut(html: string, name: string): boolean {
  const card = html.split('<li').slice(1).find((part) => part.includes(`>${name}<`));
  if (!card) throw new Error(`no article card for ${name}`);
  return card.includes(`>${sv.Menu.soldOut}<`);
}

async function revalidateOn(instance: Instance, tags: string[]) {
  const response = await fetch(`${instanceUrl[instance]}/api/revalidate`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-revalidate-secret': E2E.revalidateSecret },
    body: JSON.stringify({ tags }),
  });
  expect(response.status).toBe(200);
}

const setAvailability = (shopId: number, code: string, available: boolean | null) =>
  upstream.call('PUT', `/_dev/shops/${shopId}/articles/${code}/availability`, { available });

test.describe('several instances behind a load balancer', () => {
  test.describe.configure({ mode: 'serial' });
  test.use({ baseURL: proxyUrl });

  test.beforeAll(async ({}, testInfo) => {
    desktopOnly('about servers behind a load balancer', testInfo);
    testInfo.setTimeout(120_000);
    await startAll();
  });

  test.afterAll(async ({}, testInfo) => {
    testInfo.setTimeout(60_000);
    try {
      if (started.length > 0) {
        await setAvailability(1, 'S302', null);
        // The suite's own app may have cached shop 1's menu meanwhile.
        await upstream.revalidate(['menu:1']);
      }
    } finally {
      await stopAll();
    }
  });

  test('a signed-in guest keeps session, basket and order whichever instance answers', async ({ page }) => {
    test.setTimeout(120_000);
    const served: Record<Instance, number> = { a: 0, b: 0 };
    page.on('response', (response) => {
      if (response.url().startsWith(proxyUrl) && response.headers()['x-upstream']) served[servedBy(response.headers())] += 1;
    });
    await page.goto('/login');
    await page.getByLabel(sv.Account.email).fill(DEMO.email);
    await page.getByLabel(sv.Account.password, { exact: true }).fill(DEMO.password);
    await page.getByRole('button', { name: sv.Account.signIn, exact: true }).click();
    await expect(page).toHaveURL(`${proxyUrl}/`);

    // The sealed session cookie opens the account on either instance.
    const profileFrom = new Set<string>();
    for (let i = 0; i < 10 && profileFrom.size < 2; i++) {
      const profile = await page.request.get('/api/user/profile');
      expect(profile.status()).toBe(200);
      expect(await profile.json()).toMatchObject({ isAuthenticated: true });
      profileFrom.add(servedBy(profile.headers()));
    }
    expect([...profileFrom].sort()).toEqual(['a', 'b']);

    // Basket (in the browser), order and payment, each step on whichever instance answers.
    await fillBasketAndCheckout(page);
    const orderId = await continueToPayment(page, DEMO.email);
    await payWith(page, 'card', 'Approve');
    await expect(page).toHaveURL(`${proxyUrl}/order/${orderId}`);
    await expect(page.getByTestId('order-status')).toHaveText(sv.OrderStatus.status.received);
    expect((await savedBasket(page))?.items).toEqual([]);

    // The customer's order answers on both instances.
    const orderFrom = new Set<string>();
    for (let i = 0; i < 10 && orderFrom.size < 2; i++) {
      const order = await page.request.get(`/api/order/${orderId}`);
      expect(order.status()).toBe(200);
      orderFrom.add(servedBy(order.headers()));
    }
    expect([...orderFrom].sort()).toEqual(['a', 'b']);
    expect(served.a).toBeGreaterThan(5);
    expect(served.b).toBeGreaterThan(5);
  });

  test('a menu change revalidated on one instance is served by the other', async ({ page }) => {
    test.setTimeout(60_000);
    // The change: an article sold out.
    needs('availability');
    const menu = '/shop/1/menu/Tillbeh%C3%B6r';
    const article = 'Sötpotatispommes'; // S302

    // A clean start: instance A renders the page, instance B serves A's copy from the shared cache.
    await revalidateOn('a', ['menu:1']);
    await expect.poll(async () => (await fromInstance('a', menu)).cache, { timeout: 10_000 }).toBe('MISS');
    const first = await fromInstance('b', menu);
    expect(first.cache).toBe('HIT');
    expect(soldOut(first.html, article)).toBe(false);

    // The restaurant sells the article out. Until someone revalidates, both serve the cached page.
    await setAvailability(1, 'S302', false);
    for (const instance of ['b', 'a'] as const) {
      const cached = await fromInstance(instance, menu);
      expect(cached.cache, instance).toBe('HIT');
      expect(soldOut(cached.html, article), instance).toBe(false);
    }

    // The backend tells instance A; instance B serves the change.
    await revalidateOn('a', ['menu:1']);
    await expect.poll(async () => soldOut((await fromInstance('b', menu)).html, article), { timeout: 10_000 }).toBe(true);
    expect(soldOut((await fromInstance('a', menu)).html, article)).toBe(true);

    // And a guest sees it through the load balancer, whichever instance answers.
    for (let i = 0; i < 2; i++) {
      await page.goto(menu);
      await expect(articleCards(page).filter({ hasText: article })).toContainText(sv.Menu.soldOut);
    }

    for (const entry of started.filter((s) => s.name.startsWith('instance'))) {
      expect(entry.output.join(''), entry.name).toContain('Shared cache: connected to Redis.');
    }
  });

  test("a table's group lives on both instances: a change made on one reaches a member streaming from the other", async ({}, testInfo) => {
    test.setTimeout(60_000);
    const spots: Array<{ id: number; orderType: string }> = await (await fetch(`${proxyUrl}/api/shops/1/delivery-spots`)).json();
    const table = spots.filter((s) => s.orderType === 'dineInPlace').at(-1)!;
    const write = (instance: Instance, path: string, cookie: string, body: unknown, method = 'POST') =>
      fetch(`${instanceUrl[instance]}${path}`, { method, headers: { 'content-type': 'application/json', origin: proxyUrl, cookie }, body: JSON.stringify(body) });
    const sessionOf = (response: Response) => response.headers.getSetCookie().map((c) => c.split(';')[0]).join('; ');

    // Anna starts the table's group on instance A; Ben joins it on instance B.
    const started = await write('a', '/api/group', '', { shopId: 1, orderType: 'dineInPlace', spotId: table.id, name: 'Anna' });
    expect(started.status).toBe(201);
    const anna = sessionOf(started);
    const joined = await write('b', '/api/group/join', '', { shopId: 1, spotId: table.id, name: 'Ben' });
    expect(joined.status).toBe(200);
    const ben = sessionOf(joined);

    // Ben's phone follows the table from instance B, through the server's whole pipeline.
    const opened = Date.now();
    const stream = await fetch(`${instanceUrl.b}/api/group/events`, { headers: { cookie: ben, 'accept-encoding': 'gzip, br' } });
    expect(stream.headers.get('content-type')).toMatch(/^text\/event-stream/);
    expect(stream.headers.get('content-encoding')).toBeNull();
    const reader = stream.body!.getReader();
    const decoder = new TextDecoder();
    let text = '';
    const nextEvent = async () => {
      for (;;) {
        const match = /event: group\ndata: (.*)\n\n/.exec(text);
        if (match) {
          text = text.slice(match.index + match[0].length);
          return JSON.parse(match[1]!) as { version: number; lines: Array<{ memberId: string }>; members: Array<{ name: string }> };
        }
        const { value, done } = await reader.read();
        if (done) throw new Error('the stream ended');
        text += decoder.decode(value, { stream: true });
      }
    };
    // The first event is the table as it is now, while the stream stays open (nothing holds it back).
    const first = await nextEvent();
    testInfo.annotations.push({ type: 'first event', description: `${Date.now() - opened} ms` });
    expect(first.members.map((m) => m.name)).toEqual(['Anna', 'Ben']);

    // Anna adds a line on instance A: Ben's stream on instance B hears it (Redis carries it across).
    const item = { id: 'scale-out-line', type: 'article', quantity: 1, choices: [], article: { code: 'S301', description: 'Pommes frites', price: 3900, i18n: [], imageUrl: null, campaigns: [] } };
    const sent = Date.now();
    const added = await write('a', '/api/group', anna, { items: [item] }, 'PUT');
    expect(added.status).toBe(200);
    const heard = await nextEvent();
    testInfo.annotations.push({ type: 'across instances', description: `${Date.now() - sent} ms` });
    expect(heard.version).toBeGreaterThan(first.version);
    expect(heard.lines).toHaveLength(1);

    // And through the load balancer the stream is not buffered either.
    const viaBalancer = await fetch(`${proxyUrl}/api/group/events`, { headers: { cookie: anna } });
    const balanced = viaBalancer.body!.getReader();
    const chunk = await balanced.read();
    expect(new TextDecoder().decode(chunk.value)).toMatch(/retry: \d+|event: group/);
    await Promise.all([reader.cancel(), balanced.cancel()]);
  });
});
