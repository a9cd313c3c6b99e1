import { readFileSync } from 'node:fs';
import path from 'node:path';

import { QR_COOKIE } from '@/lib/domain/basket/qr';
import { LOCALE_COOKIE } from '@/lib/domain/locale/locale';
import { sessionCookieName } from '@/lib/session/cookie-name';

import { type Answer, cacheableRequest, cookies, PROXY_INPUTS, type RequestLike, ResponseCache, storable } from './response-cache';

const page = (body = 'menu', headers: Answer['headers'] = {}): Answer => ({
  status: 200,
  headers: { 'content-type': 'text/html', 'cache-control': 'private, no-cache', 'x-nextjs-cache': 'MISS', vary: 'rsc, Accept-Encoding', date: 'then', ...headers },
  body: Buffer.from(body),
});
const get = (url = '/shop/1/menu', headers: RequestLike['headers'] = {}): RequestLike => ({ method: 'GET', url, headers: { host: 'app', ...headers } });

function cacheAt(clock: { t: number }, limits: Partial<ConstructorParameters<typeof ResponseCache>[0]> = {}) {
  return new ResponseCache({ ttlMs: 1000, maxBytes: 1_000_000, maxEntries: 100, maxBodyBytes: 100_000, now: () => clock.t, ...limits });
}

describe('which answers are kept', () => {
  test('a page from Next’s page cache and a public read are kept; personal, cookie-setting and failed answers are not', () => {
    expect(storable(page())).toBe(true);
    expect(storable({ status: 200, headers: { 'cache-control': 'public, max-age=60', vary: 'Cookie' } })).toBe(true);
    expect(storable({ status: 200, headers: { 'cache-control': 's-maxage=60' } })).toBe(true);
    expect(storable({ status: 200, headers: { 'cache-control': 'private, no-cache, no-store' } })).toBe(false);
    expect(storable({ status: 200, headers: { 'cache-control': 'private, max-age=0' } })).toBe(false);
    expect(storable({ status: 200, headers: {} })).toBe(false);
    expect(storable(page('x', { 'cache-control': 'no-store' }))).toBe(false);
    expect(storable(page('x', { 'set-cookie': ['a=1'] }))).toBe(false);
    expect(storable(page('x', { vary: '*' }))).toBe(false);
    expect(storable({ ...page(), status: 404 })).toBe(false);
  });

  test('only a plain GET: no conditional, ranged, credentialed, preview or revalidation request', () => {
    expect(cacheableRequest(get())).toBe(true);
    expect(cacheableRequest({ ...get(), method: 'HEAD' })).toBe(false);
    expect(cacheableRequest({ ...get(), method: 'POST' })).toBe(false);
    for (const header of ['if-none-match', 'if-modified-since', 'range', 'authorization', 'x-prerender-revalidate']) {
      expect(cacheableRequest(get('/', { [header]: 'x' }))).toBe(false);
    }
    expect(cacheableRequest(get('/', { cookie: 'a=1; __prerender_bypass=x' }))).toBe(false);
  });
});

describe('serving a kept answer', () => {
  test('the same request gets the same bytes, marked as a hit, without per-exchange headers, until it expires', () => {
    const clock = { t: 0 };
    const cache = cacheAt(clock);
    expect(cache.lookup(get())).toBeUndefined();
    expect(cache.store(get(), page('<h1>Meny</h1>', { 'x-request-id': 'r1' }))).toBe(true);
    const hit = cache.lookup(get())!;
    expect(hit.body.toString()).toBe('<h1>Meny</h1>');
    expect(hit.headers['x-nextjs-cache']).toBe('HIT');
    expect(hit.headers['content-length']).toBe(String('<h1>Meny</h1>'.length));
    expect(hit.headers.date).toBeUndefined();
    expect(hit.headers['x-request-id']).toBeUndefined();
    clock.t = 999;
    expect(cache.lookup(get())).toBeDefined();
    clock.t = 1000;
    expect(cache.lookup(get())).toBeUndefined();
  });

  test('answers differ by the headers they vary on, and by the proxy inputs Next does not name', () => {
    const cache = cacheAt({ t: 0 });
    cache.store(get('/shop/1/menu', { 'accept-language': 'sv' }), page('svenska'));
    cache.store(get('/shop/1/menu', { 'accept-language': 'fi' }), page('suomi'));
    cache.store(get('/shop/1/menu', { 'accept-language': 'sv', 'accept-encoding': 'gzip' }), page('gzip'));
    cache.store(get('/shop/1/menu', { 'accept-language': 'sv', cookie: `${LOCALE_COOKIE}=en` }), page('english'));
    const body = (headers: RequestLike['headers']) => cache.lookup(get('/shop/1/menu', headers))?.body.toString();
    expect(body({ 'accept-language': 'sv' })).toBe('svenska');
    expect(body({ 'accept-language': 'fi' })).toBe('suomi');
    expect(body({ 'accept-language': 'sv', 'accept-encoding': 'gzip' })).toBe('gzip');
    expect(body({ 'accept-language': 'sv', cookie: `other=1; ${LOCALE_COOKIE}=en` })).toBe('english');
    expect(body({ 'accept-language': 'ru' })).toBeUndefined();
    expect(body({ 'accept-language': 'sv', rsc: '1' })).toBeUndefined();
    // A request with a session may have been rendered (a route that needs one); one without may have been redirected.
    expect(body({ 'accept-language': 'sv', cookie: 'ordering_session=sealed' })).toBeUndefined();
    expect(cache.lookup({ ...get(), headers: { host: 'other', 'accept-language': 'sv' } })).toBeUndefined();
  });

  test('a file of the build is kept for a day, compressed as sent, for guests of every language; other immutable answers for the second', () => {
    const clock = { t: 0 };
    const cache = cacheAt(clock);
    const script = (body: string) => ({ status: 200, headers: { 'cache-control': 'public, max-age=31536000, immutable', vary: 'Accept-Encoding', 'content-encoding': 'br' }, body: Buffer.from(body) });
    const chunk = '/_next/static/chunks/0a1b2c.js';
    expect(cache.store(get(chunk, { 'accept-encoding': 'br', 'accept-language': 'sv' }), script('brotli bytes'))).toBe(true);
    expect(cache.store(get('/icons/logo.svg', { 'accept-encoding': 'br' }), script('svg'))).toBe(true);
    expect(cache.store(get('/_next/static/media/plain.svg', { 'accept-encoding': 'br' }), { ...script('not immutable'), headers: { 'cache-control': 'public, max-age=60', vary: 'Accept-Encoding' } })).toBe(true);

    clock.t = 60 * 60 * 1000;
    // Another guest, another language and culture: the same bytes (the proxy never sees this file).
    const hit = cache.lookup(get(chunk, { 'accept-encoding': 'br', 'accept-language': 'fi', cookie: `${LOCALE_COOKIE}=fi` }));
    expect(hit?.body.toString()).toBe('brotli bytes');
    expect(hit?.headers['content-encoding']).toBe('br');
    // Told apart still by what it varies on: a browser without brotli gets no brotli.
    expect(cache.lookup(get(chunk, { 'accept-encoding': 'gzip' }))).toBeUndefined();
    // Immutable outside the build's folder, or in it without `immutable`: the short time only.
    expect(cache.lookup(get('/icons/logo.svg', { 'accept-encoding': 'br' }))).toBeUndefined();
    expect(cache.lookup(get('/_next/static/media/plain.svg', { 'accept-encoding': 'br' }))).toBeUndefined();

    clock.t = 24 * 60 * 60 * 1000;
    expect(cache.lookup(get(chunk, { 'accept-encoding': 'br' }))).toBeUndefined();
  });

  test('a file of the build asked for under made-up queries is kept once, and served to the plain address', () => {
    const cache = cacheAt({ t: 0 });
    const script = { status: 200, headers: { 'cache-control': 'public, max-age=31536000, immutable', vary: 'Accept-Encoding' }, body: Buffer.from('chunk') };
    for (let n = 0; n < 50; n++) cache.store(get(`/_next/static/chunks/0a1b2c.js?flood=${n}`), script);
    expect(cache.size).toEqual({ entries: 1, bytes: 'chunk'.length });
    expect(cache.lookup(get('/_next/static/chunks/0a1b2c.js'))?.body.toString()).toBe('chunk');
    // A page's query is part of its address still.
    cache.store(get('/shop/1/menu?orderType=eatIn'), page('eat in'));
    expect(cache.lookup(get('/shop/1/menu'))).toBeUndefined();
  });

  test('Vary: Cookie means the whole cookie header', () => {
    const cache = cacheAt({ t: 0 });
    const read = { status: 200, headers: { 'cache-control': 'public, max-age=60', vary: 'Cookie, Accept-Language' }, body: Buffer.from('{}') };
    cache.store(get('/api/shops/1/menu', { cookie: 'a=1' }), read);
    expect(cache.lookup(get('/api/shops/1/menu', { cookie: 'a=1' }))).toBeDefined();
    expect(cache.lookup(get('/api/shops/1/menu', { cookie: 'a=2' }))).toBeUndefined();
    expect(cache.lookup(get('/api/shops/1/menu'))).toBeUndefined();
  });

  test('bounded: the least recently stored URL goes first; an answer over the body limit is not kept; clear empties it', () => {
    const cache = cacheAt({ t: 0 }, { maxBytes: 10, maxBodyBytes: 6 });
    expect(cache.store(get('/a'), page('aaaa'))).toBe(true);
    expect(cache.store(get('/b'), page('bbbb'))).toBe(true);
    expect(cache.store(get('/c'), page('cccc'))).toBe(true);
    expect(cache.lookup(get('/a'))).toBeUndefined();
    expect(cache.lookup(get('/b'))).toBeDefined();
    expect(cache.size).toEqual({ entries: 2, bytes: 8 });
    expect(cache.store(get('/d'), page('ddddddd'))).toBe(false);
    cache.store(get('/b'), page('bb'));
    expect(cache.size).toEqual({ entries: 2, bytes: 6 });
    cache.clear();
    expect(cache.lookup(get('/c'))).toBeUndefined();
    expect(cache.size).toEqual({ entries: 0, bytes: 0 });
  });
});

test('the proxy reads no request input that the cache does not tell apart', () => {
  const source = readFileSync(path.join(__dirname, '../proxy.ts'), 'utf8');
  const reads = [...source.matchAll(/request\.(cookies|headers)\.(?:get|has)\(([^)]+)\)/g)].map(([, kind, name]) => `${kind} ${name}`);
  expect(reads.sort()).toEqual(['cookies LOCALE_COOKIE', 'cookies PLAIN_SESSION_COOKIE', 'cookies QR_COOKIE', 'cookies SESSION_COOKIE', "headers 'accept-language'"]);
  // Those constants are the names the cache reads.
  expect(PROXY_INPUTS.cookies).toEqual([LOCALE_COOKIE, QR_COOKIE]);
  expect(PROXY_INPUTS.headers).toEqual(['accept-language']);
  expect([...PROXY_INPUTS.cookiesPresent].sort()).toEqual([sessionCookieName({ COOKIE_SECURE: '1' }), sessionCookieName({ COOKIE_SECURE: '0' })].sort());
  expect(source).not.toMatch(/request\.(geo|ip)\b|\brequest\.cookies\.getAll\b|request\.headers\.(entries|forEach)/);
});

describe('cookies are read exactly as Next reads them', () => {
  // Next's own reader of the Cookie header, as the proxy and the page see it.
  const { RequestCookies } = jest.requireActual('next/dist/compiled/@edge-runtime/cookies') as typeof import('next/dist/compiled/@edge-runtime/cookies');
  const nextReads = (header: string) => new Map(new RequestCookies(new Headers({ cookie: header })).getAll().map((c) => [c.name, c.value]));

  test.each([
    'culture=fi; culture =en',
    'culture =en; culture=fi',
    'culture=fi;culture=en',
    ' culture=en',
    'culture=%65n; x=1',
    'culture=%E0%A4%A; culture=fi',
    'culture',
    'a=1;; culture="en"',
    'culture=fi; Culture=en',
  ])('%s', (header) => {
    expect(cookies(header)).toEqual(nextReads(header));
  });

  test('a language variant cannot be stored under another language\'s key', () => {
    const cache = new ResponseCache({ ttlMs: 60_000, maxBytes: 1e6, maxEntries: 10, maxBodyBytes: 1e5 });
    // Next renders this one in Finnish (its `culture` is fi; `culture ` is another cookie)…
    cache.store(get('/', { cookie: 'culture=fi; culture =en' }), page('finnish'));
    // …so an English visitor never gets it.
    expect(cache.lookup(get('/', { cookie: 'culture=en' }))).toBeUndefined();
    expect(String(cache.lookup(get('/', { cookie: 'culture=fi' }))?.body)).toBe('finnish');
  });
});
