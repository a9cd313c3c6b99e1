/** The page cache of one instance against a real folder: what it keeps, how much, and for how long. */
import { existsSync, mkdirSync, mkdtempSync, readdirSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

import { LOCALES } from '@/lib/domain/locale/locale';

import { CACHE_KEY_LANGUAGES, keepsAnswer } from './kept-answers';
import PageCache, { buildFolder, type Entry, PageStore } from './page-cache';

const KB = 1024;
let dir: string;
beforeEach(() => (dir = mkdtempSync(join(tmpdir(), 'page-cache-test-'))));
afterEach(() => rmSync(dir, { recursive: true, force: true }));

/** Next's key for a page (its route's hash, then the page's path). */
const pageKey = (path: string) => `/route-cache/APP_PAGE/8c2f${'0'.repeat(60)}/$${path}`;
const page = (status = 200, html = '<main>menu</main>', tags = 'menu:1,_N_T_/layout'): Entry['value'] => ({
  kind: 'APP_PAGE',
  html,
  rscData: Buffer.from('rsc'),
  segmentData: new Map([['/_tree', Buffer.from('tree')]]),
  headers: { 'x-next-cache-tags': tags },
  status,
});
const entry = (value: Entry['value'], lastModified = Date.now()): Entry => ({ value, lastModified, cacheControl: { revalidate: 300, expire: 31_536_000 } });
const bytesOnDisk = (folder: string) => readdirSync(folder).reduce((sum, name) => sum + statSync(join(folder, name)).size, 0);

test('a page comes back as it was kept, after a restart too (from its file)', async () => {
  const kept = entry(page());
  await new PageStore(dir, 10 * KB * KB, KB * KB).set(pageKey('/_sv/shop/1/menu'), kept);
  const again = await new PageStore(dir, 10 * KB * KB, 0).get(pageKey('/_sv/shop/1/menu'));
  expect(again).toEqual({ value: kept.value, lastModified: kept.lastModified, cacheControl: kept.cacheControl });
  const value = again!.value as { rscData: Buffer; segmentData: Map<string, Buffer> };
  expect(Buffer.isBuffer(value.rscData)).toBe(true);
  expect(value.segmentData.get('/_tree')!.toString()).toBe('tree');
});

test('a not-found answer is kept only at a not-found page’s own address, and drops an earlier copy', async () => {
  const store = new PageStore(dir, 10 * KB * KB, KB * KB);
  await store.set(pageKey('/_sv/shop/1/menu/Pizza'), entry(page()));
  await store.set(pageKey('/_sv/shop/1/menu/Pizza'), entry(page(404)));
  await store.set(pageKey('/en/shop/1/menu/qwerty'), entry(page(404)));
  expect(await store.get(pageKey('/_sv/shop/1/menu/Pizza'))).toBeNull();
  expect(await store.get(pageKey('/en/shop/1/menu/qwerty'))).toBeNull();
  expect(readdirSync(dir)).toEqual([]);

  for (const path of ['/en/page-not-found', '/_fi/page-not-found', '/_not-found']) {
    await store.set(pageKey(path), entry(page(404)));
    expect([path, await store.get(pageKey(path))]).not.toEqual([path, null]);
  }
  expect(keepsAnswer(pageKey('/xx/page-not-found'), { kind: 'APP_PAGE', status: 404 })).toBe(false);
  expect(keepsAnswer('fetch-key', { kind: 'FETCH' })).toBe(true);
  expect(keepsAnswer(pageKey('/en'), null)).toBe(false);
});

test("the steps of one guest's order line and redirects are never kept: their addresses are whatever anyone writes", () => {
  const ok = { kind: 'APP_PAGE', status: 200 };
  for (const path of ['/_sv/shop/1/menu/Burgare/articles/B101/suggested', '/en/shop/1/menu/Burgare/Klassiker/articles/B102/line-0123abcd', '/_fi/shop/3/menu/articles/B101/x']) {
    expect(keepsAnswer(pageKey(path), ok)).toBe(false);
  }
  for (const path of ['/_sv/shop/1/menu/Burgare/articles/B101', '/en/shop/1/menu/articles/B101', '/en/shop/1/menu/Burgare/articles']) {
    expect(keepsAnswer(pageKey(path), ok)).toBe(true);
  }
  expect(keepsAnswer(pageKey('/en/shop/1/menu/Dryck/articles/B101'), { kind: 'APP_PAGE', status: 308 })).toBe(false);
});

test('the disk stays within its quota: the least recently used entries go first', async () => {
  const store = new PageStore(dir, 200 * KB, 0);
  const big = 'x'.repeat(20 * KB);
  await store.set(pageKey('/en/shop/1/menu'), entry(page(200, big)));
  for (let i = 0; i < 40; i++) {
    await store.set(pageKey(`/en/shop/1/menu/C${i}`), entry(page(200, big)));
    // The menu is read all along: it stays while the categories come and go.
    expect(await store.get(pageKey('/en/shop/1/menu'))).not.toBeNull();
    expect(bytesOnDisk(dir)).toBeLessThanOrEqual(200 * KB);
  }
  expect(store.usedDiskBytes).toBe(bytesOnDisk(dir));
  expect(await store.get(pageKey('/en/shop/1/menu/C0'))).toBeNull();
  expect(await store.get(pageKey('/en/shop/1/menu/C39'))).not.toBeNull();
  // A restart finds the same files and the same quota.
  expect(new PageStore(dir, 200 * KB, 0).usedDiskBytes).toBe(bytesOnDisk(dir));
});

test('memory holds at most its bound; what it let go is read from disk again', async () => {
  const store = new PageStore(dir, 10 * KB * KB, 100 * KB);
  for (let i = 0; i < 20; i++) await store.set(pageKey(`/fi/shop/1/menu/C${i}`), entry(page(200, 'y'.repeat(15 * KB))));
  expect(store.usedMemoryBytes).toBeLessThanOrEqual(100 * KB);
  expect(await store.get(pageKey('/fi/shop/1/menu/C0'))).not.toBeNull();
  expect(store.usedMemoryBytes).toBeLessThanOrEqual(100 * KB);
});

test('a revalidated tag drops pages and fetch results that carry it, in memory and on disk', async () => {
  const store = new PageStore(dir, 10 * KB * KB, KB * KB);
  const before = Date.now() - 1000;
  await store.set(pageKey('/en/shop/1/menu'), entry(page(200, 'menu', 'menu:1'), before));
  await store.set(pageKey('/en/shop/2/menu'), entry(page(200, 'menu', 'menu:2'), before));
  await store.set('fetch-of-shop-1', entry({ kind: 'FETCH', tags: ['shop:1'] }, before));
  store.revalidateTags(['menu:1', 'shop:1']);
  expect(await store.get(pageKey('/en/shop/1/menu'))).toBeNull();
  expect(await store.get('fetch-of-shop-1')).toBeNull();
  expect(await store.get(pageKey('/en/shop/2/menu'))).not.toBeNull();
  // Read from its file: a fetch result goes when a tag of its call was revalidated.
  const diskOnly = new PageStore(dir, 10 * KB * KB, 0);
  await diskOnly.set('fetch-of-settings', entry({ kind: 'FETCH' }, before), ['settings']);
  await diskOnly.set('fetch-of-cultures', entry({ kind: 'FETCH' }, before), ['cultures']);
  diskOnly.revalidateTags(['settings']);
  expect(await diskOnly.get('fetch-of-settings')).toBeNull();
  expect(await diskOnly.get('fetch-of-cultures')).not.toBeNull();
  // …or a tag the page asks with (Next's implicit tags of the page that fetches).
  diskOnly.revalidateTags(['_N_T_/layout']);
  expect(await diskOnly.get('fetch-of-cultures', ['_N_T_/layout'])).toBeNull();
});

test('file names have one length whatever the address, and an entry over an eighth of the quota is not kept', async () => {
  const store = new PageStore(dir, 400 * KB, 0);
  await store.set(pageKey(`/sv/${'x'.repeat(300)}/${'y'.repeat(1500)}`), entry(page()));
  await store.set(pageKey('/sv/shop/1/menu/long-name'.padEnd(1800, 'z')), entry(page()));
  expect(readdirSync(dir).map((name) => name.length)).toEqual([70, 70]);
  await store.set(pageKey('/sv/shop/1/menu'), entry(page(200, 'x'.repeat(60 * KB))));
  expect(await store.get(pageKey('/sv/shop/1/menu'))).toBeNull();
});

test('each build keeps its own folder; other builds’ folders go, nothing else in the folder', () => {
  const dist = join(dir, '.next', 'server');
  mkdirSync(dist, { recursive: true });
  writeFileSync(join(dir, '.next', 'BUILD_ID'), 'abc123\n');
  const base = join(dir, 'pages');
  mkdirSync(join(base, 'build-old'), { recursive: true });
  mkdirSync(join(base, 'notes'), { recursive: true });
  const env = { ORDERING_API_URL: 'https://api.restaurant.example' };
  const own = buildFolder(base, dist, env);
  expect(own).toMatch(/[/\\]build-abc123-api-[0-9a-f]{12}$/);
  expect(readdirSync(base).sort()).toEqual(['notes']);
  mkdirSync(own);
  expect(buildFolder(base, dist, env)).toBe(own);
  expect(readdirSync(base).sort()).toEqual([own.split(/[/\\]/).at(-1), 'notes']);
});

test("switching the ordering API (or its price unit) never serves the other upstream's pages: a folder of its own, the other's removed", async () => {
  const dist = join(dir, '.next', 'server');
  mkdirSync(dist, { recursive: true });
  writeFileSync(join(dir, '.next', 'BUILD_ID'), 'abc123\n');
  const base = join(dir, 'pages');
  const first = new PageStore(buildFolder(base, dist, { ORDERING_API_URL: 'https://one.example/api/' }), KB * KB, KB * KB);
  await first.set(pageKey('/sv'), entry(page(200, '<main>Restaurant One</main>')));
  expect(await first.get(pageKey('/sv'))).not.toBeNull();
  // The same address written otherwise is the same upstream.
  expect(buildFolder(base, dist, { ORDERING_API_URL: 'https://one.example/api' })).toBe(first.dir);
  for (const env of [{ ORDERING_API_URL: 'https://two.example/api' }, { ORDERING_API_URL: 'https://one.example/api', ORDERING_API_PRICE_UNIT: 'major' }]) {
    const other = new PageStore(buildFolder(base, dist, env), KB * KB, KB * KB);
    expect(other.dir).not.toBe(first.dir);
    expect(await other.get(pageKey('/sv'))).toBeNull();
    expect(existsSync(first.dir)).toBe(false);
  }
});

test('Next’s handlers of one process share one store, bounded by the settings', async () => {
  const dist = join(dir, '.next', 'server');
  mkdirSync(dist, { recursive: true });
  process.env.PAGE_CACHE_DIR = join(dir, 'pages');
  try {
    const first = new PageCache({ serverDistDir: dist, maxMemoryCacheSize: KB * KB });
    await first.set(pageKey('/en'), page(), { cacheControl: { revalidate: 60 } });
    const second = new PageCache({ serverDistDir: dist });
    expect(await second.get(pageKey('/en'), { kind: 'APP_PAGE' })).toMatchObject({ cacheControl: { revalidate: 60 }, value: { kind: 'APP_PAGE' } });
    await second.revalidateTag('menu:1');
    expect(await first.get(pageKey('/en'), { kind: 'APP_PAGE' })).toBeNull();
  } finally {
    delete process.env.PAGE_CACHE_DIR;
  }
});

test('the cache keys’ languages are the app’s list of languages', () => {
  expect(CACHE_KEY_LANGUAGES).toBe(`(?:${LOCALES.join('|')})`);
});
