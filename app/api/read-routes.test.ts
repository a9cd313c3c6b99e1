/**
 * The BFF's read routes against the reference ordering API, started on a free port with a
 * fresh data folder.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

import { startReferenceApi } from '@/ordering-api/src/server.ts';

type Routes = {
  settings: typeof import('./settings/route');
  design: typeof import('./settings/design/route');
  languages: typeof import('./cultures/languages/route');
  culture: typeof import('./cultures/changeculture/route');
  shops: typeof import('./shops/route');
  shop: typeof import('./shops/[shopId]/route');
  menu: typeof import('./shops/[shopId]/menu/route');
  spots: typeof import('./shops/[shopId]/delivery-spots/route');
  images: typeof import('./images/[...path]/route');
  campaigns: typeof import('./campaigns/route');
};

let api: { url: string; close(): Promise<void> };
let dataDir: string;
let routes: Routes;

const params = <T,>(value: T) => ({ params: Promise.resolve(value) });
const get = (path: string, headers: Record<string, string> = {}) => new Request(`http://app.test${path}`, { headers });
const noParams = params({});

beforeAll(async () => {
  dataDir = mkdtempSync(join(tmpdir(), 'bff-routes-'));
  api = await startReferenceApi({ dataDir });
  process.env.ORDERING_API_URL = api.url;
  routes = {
    settings: await import('./settings/route'),
    design: await import('./settings/design/route'),
    languages: await import('./cultures/languages/route'),
    culture: await import('./cultures/changeculture/route'),
    shops: await import('./shops/route'),
    shop: await import('./shops/[shopId]/route'),
    menu: await import('./shops/[shopId]/menu/route'),
    spots: await import('./shops/[shopId]/delivery-spots/route'),
    images: await import('./images/[...path]/route'),
    campaigns: await import('./campaigns/route'),
  };
});

afterAll(async () => {
  await api.close();
  rmSync(dataDir, { recursive: true, force: true });
});

test('settings come through with a public cache header', async () => {
  const response = await routes.settings.GET(get('/api/settings'), noParams);
  expect(response.status).toBe(200);
  expect(response.headers.get('cache-control')).toContain('public');
  expect(await response.json()).toMatchObject({ orderTypes: expect.arrayContaining(['takeAway']), enableCustomerLogin: true });
});

test('the design stylesheet is CSS, never sniffed as anything else', async () => {
  const response = await routes.design.GET(get('/api/settings/design'), noParams);
  expect(response.headers.get('content-type')).toContain('text/css');
  expect(response.headers.get('x-content-type-options')).toBe('nosniff');
  expect(await response.text()).toContain('--color-brand');
});

test('languages are the five of the product', async () => {
  expect(await (await routes.languages.GET(get('/api/cultures/languages'), noParams)).json()).toEqual(expect.arrayContaining(['sv', 'fi', 'en', 'ru', 'no']));
});

test('shops list and a single shop', async () => {
  const list = await (await routes.shops.GET(get('/api/shops'), noParams)).json();
  expect(list.length).toBeGreaterThanOrEqual(8);
  const response = await routes.shop.GET(get('/api/shops/1'), params({ shopId: '1' }));
  expect(response.status).toBe(200);
  expect(await response.json()).toMatchObject({ id: 1, status: 'online', openForBusiness: true });
});

test('an unknown or malformed shop id is a 404 problem with a stable code', async () => {
  for (const shopId of ['999999', 'abc', '1e3', '-1', '../settings']) {
    const response = await routes.shop.GET(get(`/api/shops/${shopId}`), params({ shopId }));
    expect(response.status).toBe(404);
    expect(response.headers.get('content-type')).toContain('application/problem+json');
    expect(response.headers.get('cache-control')).toContain('no-store');
    expect(await response.json()).toMatchObject({ code: 'SHOP_NOT_FOUND', status: 404 });
  }
});

test('the menu and delivery spots of a shop', async () => {
  const menu = await (await routes.menu.GET(get('/api/shops/1/menu', { cookie: 'culture=fi' }), params({ shopId: '1' }))).json();
  expect(menu.items.length).toBeGreaterThan(0);
  const spots = await (await routes.spots.GET(get('/api/shops/1/delivery-spots'), params({ shopId: '1' }))).json();
  expect(spots.some((s: { orderType: string }) => s.orderType === 'dineInPlace')).toBe(true);
  const missing = await routes.menu.GET(get('/api/shops/999999/menu'), params({ shopId: '999999' }));
  expect(missing.status).toBe(404);
});

test('offers are described in the visitor’s language', async () => {
  type Offer = { code: string; description: string };
  const describe = async (headers: Record<string, string>) =>
    new Map(((await (await routes.campaigns.GET(get('/api/campaigns', headers), noParams)).json()) as Offer[]).map((o) => [o.code, o.description]));
  const english = await describe({ 'accept-language': 'en-GB,en;q=0.9' });
  const finnish = await describe({ cookie: 'culture=fi', 'accept-language': 'en' });
  const swedish = await describe({});
  expect(english.get('FIKA')).toMatch(/^Coffee with a cinnamon bun/);
  expect(finnish.get('FIKA')).toMatch(/^Kahvi ja korvapuusti/);
  expect(swedish.get('FIKA')).toMatch(/^Kaffe och kanelbulle/);
});

test('an image is proxied with long immutable caching', async () => {
  const list = await (await routes.shops.GET(get('/api/shops'), noParams)).json();
  expect(list).toBeDefined();
  const menu = await (await routes.menu.GET(get('/api/shops/1/menu'), params({ shopId: '1' }))).json();
  const imageUrl: string = JSON.stringify(menu).match(/"imageUrl":"([^"]+)"/)![1]!;
  const response = await routes.images.GET(get(`/api/images/${imageUrl}`), params({ path: imageUrl.split('/') }));
  expect(response.status).toBe(200);
  expect(response.headers.get('content-type')).toMatch(/^image\//);
  expect(response.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
  expect((await response.arrayBuffer()).byteLength).toBeGreaterThan(100);
});

test('image paths with dot segments, full URLs or odd characters are a 400', async () => {
  for (const path of [['..', 'settings'], ['menu', '..', '..', 'etc'], ['http:', '', 'evil.example'], ['a%2F..'], ['x\\y.png'], []]) {
    const response = await routes.images.GET(get('/api/images/x'), params({ path }));
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({ code: 'INVALID_INPUT' });
  }
});

test('a missing image is a 404, not a crash', async () => {
  const response = await routes.images.GET(get('/api/images/menu/nope.webp'), params({ path: ['menu', 'nope.webp'] }));
  expect(response.status).toBe(404);
});

describe('changing culture', () => {
  const post = (code: string, origin: string | null) =>
    new Request(`http://app.test/api/cultures/changeculture?cultureCode=${code}`, {
      method: 'POST',
      headers: { host: 'app.test', ...(origin ? { origin } : {}) },
    });

  test('sets the culture cookie for a year', async () => {
    const response = await routes.culture.POST(post('en', 'http://app.test'), noParams);
    expect(response.status).toBe(204);
    expect(response.headers.get('set-cookie')).toMatch(/culture=en;.*Max-Age=31536000/i);
  });
  test('refuses another origin and unknown cultures', async () => {
    expect((await routes.culture.POST(post('en', 'http://evil.test'), noParams)).status).toBe(403);
    expect((await routes.culture.POST(post('en', null), noParams)).status).toBe(403);
    expect((await routes.culture.POST(post('de', 'http://app.test'), noParams)).status).toBe(400);
  });
});
