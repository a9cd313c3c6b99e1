/**
 * The table group's routes through their handlers, against the reference ordering API (free
 * port, fresh demo data) and the embedded group store in a fresh folder: who may act, versioned
 * writes, the code's rate limit and the live event stream. Each phone is a cookie store of its own.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

import { type FakeCookieStore, fakeCookieStore } from '@/lib/session/cookie-store.testing';
import { type ReferenceApi, startReferenceApi } from '@/ordering-api/src/server.ts';

let store: FakeCookieStore;
jest.mock('next/headers', () => ({ cookies: async () => store, headers: async () => new Headers({ host: 'app.test' }) }));

let api: ReferenceApi;
let dataDir: string;
let groupRoute: typeof import('./group/route');
let actionRoute: typeof import('./group/[action]/route');
let eventsRoute: typeof import('./group/events/route');
let table: number;

beforeAll(async () => {
  process.env.SESSION_SECRET ??= 'a-test-session-secret-of-32-chars-or-more';
  process.env.TRUSTED_PROXY = '1';
  dataDir = mkdtempSync(join(tmpdir(), 'bff-groups-'));
  process.env.GROUPS_DATA_DIR = join(dataDir, 'groups');
  api = await startReferenceApi({ dataDir });
  process.env.ORDERING_API_URL = api.url;
  groupRoute = await import('./group/route');
  actionRoute = await import('./group/[action]/route');
  eventsRoute = await import('./group/events/route');
  const spots = (await (await fetch(`${api.url}/api/shops/1/delivery-spots`)).json()) as Array<{ id: number; orderType: string }>;
  table = spots.find((s) => s.orderType === 'dineInPlace')!.id;
});

afterAll(async () => {
  await api.close();
  rmSync(dataDir, { recursive: true, force: true });
});

const phones = { anna: fakeCookieStore(), ben: fakeCookieStore(), eve: fakeCookieStore() };
type Phone = keyof typeof phones;

function call(phone: Phone, method: string, path: string, body?: unknown, headers: Record<string, string> = {}, address = `198.51.100.${Object.keys(phones).indexOf(phone) + 10}`) {
  store = phones[phone];
  return new Request(`http://app.test${path}`, {
    method,
    headers: { host: 'app.test', origin: 'http://app.test', 'x-forwarded-for': address, ...(body === undefined ? {} : { 'content-type': 'application/json' }), ...headers },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
}
const act = (phone: Phone, action: string, body?: unknown, address?: string) =>
  actionRoute.POST(call(phone, 'POST', `/api/group/${action}`, body, {}, address), { params: Promise.resolve({ action }) } as never);
const json = async (response: Response) => (await response.json()) as Record<string, unknown>;
const fries = (id: string) => ({ id, type: 'article', quantity: 1, choices: [], article: { code: 'S301', description: 'Pommes frites', price: 3900, i18n: [], imageUrl: null, campaigns: [] } });

let code = '';

test('a phone starts the table\'s group; its answer names the version, and never the table\'s key at the restaurant', async () => {
  const started = await groupRoute.POST(call('anna', 'POST', '/api/group', { shopId: 1, orderType: 'dineInPlace', spotId: table, name: 'Anna' }), undefined);
  expect(started.status).toBe(201);
  expect(started.headers.get('etag')).toBe('"1"');
  expect(started.headers.get('cache-control')).toMatch(/no-store/);
  const view = await json(started);
  expect(view).toMatchObject({ version: 1, state: 'open', members: [{ name: 'Anna' }] });
  expect(JSON.stringify(view)).not.toMatch(/secret/);
  code = view.code as string;
});

test('a write from another site is refused, and a phone that is in no group reads nothing and changes nothing', async () => {
  const forged = await groupRoute.POST(call('eve', 'POST', '/api/group', { shopId: 1, orderType: 'dineInPlace', spotId: table, name: 'Eve' }, { origin: 'https://evil.example' }), undefined);
  expect(forged.status).toBe(403);
  expect((await json(forged)).code).toBe('FORBIDDEN_ORIGIN');
  expect((await json(await groupRoute.GET(call('eve', 'GET', '/api/group'), undefined))).code).toBe('GROUP_NOT_FOUND');
  const put = await groupRoute.PUT(call('eve', 'PUT', '/api/group', { items: [fries('eve-1')] }), undefined);
  expect(put.status).toBe(404);
  expect((await act('eve', 'lock')).status).toBe(404);
});

test('lines are versioned: a stale If-Match is 412 and changes nothing; another member\'s line is not yours', async () => {
  const joined = await act('ben', 'join', { shopId: 1, spotId: table, name: 'Ben' });
  expect(joined.status).toBe(200);
  const version = Number((await json(joined)).version);
  const added = await groupRoute.PUT(call('ben', 'PUT', '/api/group', { items: [fries('ben-1')] }, { 'if-match': `"${version}"` }), undefined);
  expect(added.status).toBe(200);
  const stale = await groupRoute.PUT(call('anna', 'PUT', '/api/group', { items: [fries('anna-1')] }, { 'if-match': `"${version}"` }), undefined);
  expect(stale.status).toBe(412);
  expect((await json(stale)).code).toBe('GROUP_VERSION_CONFLICT');
  const taken = await groupRoute.PUT(call('anna', 'PUT', '/api/group', { items: [fries('ben-1')] }), undefined);
  expect((await json(taken)).code).toBe('GROUP_LINE_NOT_YOURS');
  const view = await json(await groupRoute.GET(call('anna', 'GET', '/api/group'), undefined));
  expect(view.lines).toEqual([{ memberId: expect.any(String), name: 'Ben', item: expect.objectContaining({ id: 'ben-1' }) }]);
  // A line that is not a basket line is refused whole.
  const bad = await groupRoute.PUT(call('anna', 'PUT', '/api/group', { items: [{ id: 'x' }] }), undefined);
  expect(bad.status).toBe(400);
});

test('wrong codes are counted per address: after ten, even the right code waits (429)', async () => {
  const guesser = '203.0.113.99';
  for (let i = 0; i < 10; i++) {
    const wrong = await act('eve', 'join', { shopId: 1, spotId: table, name: 'Eve', code: 'ZZZZZZ' }, guesser);
    expect((await json(wrong)).code).toBe('GROUP_CODE_WRONG');
  }
  const locked = await act('eve', 'join', { shopId: 1, spotId: table, name: 'Eve', code }, guesser);
  expect(locked.status).toBe(429);
  expect(Number(locked.headers.get('retry-after'))).toBeGreaterThan(0);
});

test('the event stream sends the table as it is, then every change, as it happens', async () => {
  const controller = new AbortController();
  store = phones.ben;
  const stream = await eventsRoute.GET(new Request('http://app.test/api/group/events', { headers: { host: 'app.test' }, signal: controller.signal }), undefined);
  expect(stream.headers.get('content-type')).toMatch(/^text\/event-stream/);
  expect(stream.headers.get('cache-control')).toMatch(/no-store/);
  const reader = stream.body!.getReader();
  const decoder = new TextDecoder();
  let text = '';
  const next = async () => {
    for (;;) {
      const match = /id: (\d+)\nevent: group\ndata: (.*)\n\n/.exec(text);
      if (match) {
        text = text.slice(match.index + match[0].length);
        return { id: Number(match[1]), view: JSON.parse(match[2]!) as { version: number; members: Array<{ name: string; ready: boolean }> } };
      }
      const { value, done } = await reader.read();
      if (done) throw new Error('the stream ended');
      text += decoder.decode(value, { stream: true });
    }
  };
  const first = await next();
  expect(first.id).toBe(first.view.version);
  expect(await act('anna', 'ready', { ready: true })).toHaveProperty('status', 200);
  const after = await next();
  expect(after.id).toBeGreaterThan(first.id);
  expect(after.view.members.find((m) => m.name === 'Anna')?.ready).toBe(true);
  controller.abort();
  await reader.cancel().catch(() => undefined);
});
