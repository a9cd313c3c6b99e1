import { unstable_doesMiddlewareMatch } from 'next/experimental/testing/server';
import { NextRequest } from 'next/server';

import { LOCALES } from '@/lib/domain/locale/locale';
import { pageAt } from '@/lib/routes';

import { config, PLAIN_URL_CACHE, proxy } from './proxy';

const request = (path: string, headers: Record<string, string> = {}) =>
  new NextRequest(new URL(path, 'http://localhost:3000'), { headers: { host: 'localhost:3000', ...headers } });

/** Where a redirect goes on the app's origin (Next sends a same-origin Location as this path). */
const target = (response: Response) => {
  const location = new URL(response.headers.get('location')!);
  expect(location.origin).toBe('http://localhost:3000');
  return location.pathname + location.search;
};

describe('proxy (sign-in redirect, QR values and the language tree)', () => {
  test('a route that needs a session sends a guest to login with the full path as redirectUri', () => {
    const response = proxy(request('/order-history?page=2'));
    expect(response.status).toBe(307);
    expect(target(response)).toBe('/login?redirectUri=%2Forder-history%3Fpage%3D2');
  });

  test('with a session cookie the page renders (the page checks the session itself)', () => {
    const response = proxy(request('/profile', { cookie: 'ordering_session=sealed' }));
    expect(response.headers.get('x-middleware-rewrite')).toContain('/_sv/profile');
  });

  test('favourites do not need a session', () => {
    expect(proxy(request('/favorites')).headers.get('x-middleware-rewrite')).toContain('/_sv/favorites');
  });

  test('every order\'s payment page renders as its shop\'s one payment page, the provider\'s answer kept in the query', () => {
    const response = proxy(request('/shop/2/checkout/payment/ord-42?paymentId=p1&result=approved'));
    expect(response.headers.get('x-middleware-rewrite')).toMatch(/\/_sv\/shop\/2\/checkout\/payment\?paymentId=p1&result=approved$/);
    // Not shared by any cache: the same address is another page in another language.
    expect(response.headers.get('cache-control')).toBe(PLAIN_URL_CACHE);
    expect(proxy(request('/en/shop/2/checkout/payment/ord-42')).headers.get('x-middleware-rewrite')).toMatch(/\/en\/shop\/2\/checkout\/payment$/);
    expect(unstable_doesMiddlewareMatch({ config, url: '/en/shop/2/checkout/payment/ord-42?paymentId=p1' })).toBe(true);
    // An id of another shape names no page.
    expect(proxy(request('/en/shop/2/checkout/payment/a.b')).headers.get('x-middleware-rewrite')).toMatch(/\/en\/page-not-found$/);
  });

  test('a page whose links must carry a value of its query renders as its twin; without the value, as itself', () => {
    const rewrite = (path: string) => proxy(request(path)).headers.get('x-middleware-rewrite');
    expect(rewrite('/?redirectUri=%2Forders')).toMatch(/\/_sv\/shop-choice\?redirectUri=%2Forders$/);
    expect(rewrite('/en?redirectToArticle=B101')).toMatch(/\/en\/shop-choice\?redirectToArticle=B101$/);
    expect(rewrite('/shop/2/order-type?redirectToArticle=B101')).toMatch(/\/_sv\/shop\/2\/order-type\/carry\?redirectToArticle=B101$/);
    expect(rewrite('/fi/shop/2/order-type?redirectToArticle=B101')).toMatch(/\/fi\/shop\/2\/order-type\/carry\?redirectToArticle=B101$/);
    expect(rewrite('/?q=burger')).toMatch(/\/_sv\?q=burger$/);
    expect(rewrite('/shop/2/order-type?redirectUri=%2Forders')).toMatch(/\/_sv\/shop\/2\/order-type\?redirectUri=%2Forders$/);
    // The twins have no address of their own.
    for (const path of ['/shop-choice', '/en/shop-choice', '/shop/2/order-type/carry', '/en/shop/2/order-type/carry', '/shop/2/checkout/payment', '/en/shop/2/checkout/payment']) {
      expect(rewrite(path)).toMatch(/page-not-found$/);
    }
  });

  test('QR values leave the URL for a cookie, other query values stay', () => {
    const response = proxy(request('/shop/4/menu?orderType=dineInPlace&spotId=12&note=Hi&utm_source=qr'));
    expect(response.status).toBe(307);
    expect(target(response)).toBe('/shop/4/menu?utm_source=qr');
    const cookie = decodeURIComponent(response.headers.get('set-cookie') ?? '');
    expect(cookie).toContain('ordering_qr={"shopId":4,"orderType":"dineInPlace","spotId":12,"note":"Hi"}');
    expect(response.headers.get('cache-control')).toContain('no-store');
  });

  test('a QR link that says how the guest eats skips the order-type question: straight to the menu (or the article it names)', () => {
    for (const path of ['/shop/4?orderType=dineInPlace&spotId=3', '/shop/4/order-type?orderType=dineInPlace&spotId=3']) {
      const response = proxy(request(path));
      expect([path, target(response)]).toEqual([path, '/shop/4/menu']);
      expect(decodeURIComponent(response.headers.get('set-cookie') ?? '')).toContain('"orderType":"dineInPlace","spotId":3');
    }
    expect(target(proxy(request('/en/shop/4?orderType=takeAway&redirectToArticle=B101')))).toBe('/en/shop/4/redirect/B101');
    // A table alone does not say it (the table's order type is known only to the shop): the question stays.
    expect(target(proxy(request('/shop/4?spotId=3')))).toBe('/shop/4');
  });

  test('garbage QR values still give the clean URL, with no cookie', () => {
    const response = proxy(request('/shop/4/menu?orderType=<script>&spotId=-1'));
    expect(target(response)).toBe('/shop/4/menu');
    expect(response.headers.get('set-cookie')).toBeNull();
  });

  test('redirects stay on the app’s origin: a forged Host or forwarded host never names where the browser goes', () => {
    for (const headers of [{ host: 'evil.example' }, { 'x-forwarded-host': 'evil.example' }] as Record<string, string>[]) {
      for (const path of ['/profile', '/shop/4/menu?orderType=takeAway']) {
        const location = proxy(request(path, headers)).headers.get('location')!;
        expect(new URL(location).origin).toBe('http://localhost:3000');
      }
    }
  });

  test('a trailing slash is redirected by the proxy (whose answers carry the security headers), never towards another host', () => {
    for (const [from, to] of [['/shop/1/', '/shop/1'], ['/en/', '/en'], ['/api/settings/', '/api/settings'], ['/shop/1/menu/?q=1', '/shop/1/menu?q=1'], ['//evil.example/', '/evil.example']]) {
      const response = proxy(new NextRequest(`http://localhost:3000${from}`, { headers: { host: 'localhost:3000' } }));
      expect([from, response.status, target(response)]).toEqual([from, 308, to]);
    }
  });

  test('the language tree follows the cookie, then the browser, then Swedish', () => {
    const rewrite = (headers: Record<string, string>) => proxy(request('/shop/1/menu', headers)).headers.get('x-middleware-rewrite');
    expect(rewrite({ cookie: 'culture=fi', 'accept-language': 'en' })).toContain('/_fi/shop/1/menu');
    expect(rewrite({ 'accept-language': 'nb-NO' })).toContain('/_no/shop/1/menu');
    expect(rewrite({})).toContain('/_sv/shop/1/menu');
    // The internal segment is not a way in: asked for directly, it names no page.
    expect(proxy(request('/_en/shop/1/menu', { cookie: 'culture=fi' })).headers.get('x-middleware-rewrite')).toMatch(/\/_fi\/page-not-found$/);
  });

  test('a plain URL, whose language the cookie or the browser chose, is never kept by a shared cache', () => {
    expect(proxy(request('/', { cookie: 'culture=en' })).headers.get('cache-control')).toBe('private, no-cache');
    expect(proxy(request('/shop/1/menu', { 'accept-language': 'fi' })).headers.get('cache-control')).toBe('private, no-cache');
  });

  test('a /{locale}/ URL renders as it is (its segment keeps the prefix in links): no rewrite, the cookie untouched, Next caches it as usual', () => {
    const response = proxy(request('/en/shop/1/menu?page=2', { cookie: 'culture=fi' }));
    expect(response.headers.get('x-middleware-next')).toBe('1');
    expect(response.headers.get('x-middleware-rewrite')).toBeNull();
    expect(proxy(request('/fi')).headers.get('x-middleware-rewrite')).toBeNull();
    expect(response.headers.get('cache-control')).toBeNull();
    expect(response.headers.get('set-cookie')).toBeNull();
  });

  test('guards and QR links keep a language prefix: the sign-in redirect goes to that language’s login', () => {
    expect(target(proxy(request('/fi/profile')))).toBe('/fi/login?redirectUri=%2Ffi%2Fprofile');
    const qr = proxy(request('/en/shop/4/menu?orderType=dineInPlace&utm_source=qr'));
    expect(target(qr)).toBe('/en/shop/4/menu?utm_source=qr');
    expect(decodeURIComponent(qr.headers.get('set-cookie') ?? '')).toContain('"orderType":"dineInPlace"');
  });

  test('a path with a broken %-escape is a 400 problem on API routes and the not-found page elsewhere; other API paths pass untouched', async () => {
    for (const path of ['/api/shops/%zz', '/api/order/%C0%AF/payment']) {
      const response = proxy(request(path));
      expect(response.status).toBe(400);
      expect(response.headers.get('content-type')).toContain('application/problem+json');
      expect(await response.json()).toMatchObject({ code: 'INVALID_INPUT', status: 400 });
    }
    expect(proxy(request('/shop/%E0%A4%A/menu')).headers.get('x-middleware-rewrite')).toMatch(/\/_sv\/page-not-found$/);
    expect(proxy(request('/en/order/%zz')).headers.get('x-middleware-rewrite')).toMatch(/\/en\/page-not-found$/);
    const api = proxy(request('/api/shops/%25'));
    expect(api.headers.get('x-middleware-next')).toBe('1');
    expect(api.headers.get('x-middleware-rewrite')).toBeNull();
  });

  test('an address that names no page is the not-found page of its language, one for all such addresses', () => {
    const rewrite = (path: string, headers: Record<string, string> = {}) => proxy(request(path, headers)).headers.get('x-middleware-rewrite');
    const unknown = ['/nope', '/nope/at/all', '/ogre', '/favicon.icox', '/_next/login', '/api', '/shop/abc/menu', '/shop/1/unknown', '/order/4.2', `/order/${'a'.repeat(300)}`, `/x/${'y'.repeat(260)}`, '/login/x'];
    for (const path of unknown) expect([path, rewrite(path, { cookie: 'culture=fi' })]).toEqual([path, 'http://localhost:3000/_fi/page-not-found']);
    // A language URL keeps its language, whatever the cookie says; the query is dropped.
    expect(rewrite('/en/nope?utm_source=x', { cookie: 'culture=fi' })).toBe('http://localhost:3000/en/page-not-found');
    expect(rewrite('/ru/shop/not-a-shop/order-type')).toBe('http://localhost:3000/ru/page-not-found');
    // Plain ones follow the language choice, and no shared cache keeps them.
    const plain = proxy(request('/nope', { 'accept-language': 'no' }));
    expect(plain.headers.get('x-middleware-rewrite')).toBe('http://localhost:3000/_no/page-not-found');
    expect(plain.headers.get('cache-control')).toBe('private, no-cache');
    // Pages whose shop, category or article may not exist are the page's to answer (they need its data).
    expect(rewrite('/shop/987654/menu/NoSuchCategory/articles/NOPE')).toBe('http://localhost:3000/_sv/shop/987654/menu/NoSuchCategory/articles/NOPE');
  });
});

describe('where the proxy runs (config.matcher)', () => {
  test('every language alternation in the matcher (a literal, as Next requires) is the app’s list of languages', () => {
    const literal = JSON.stringify(config.matcher);
    const alternations = [...literal.matchAll(/\((?:\?:)?((?:[a-z]{2}\|)+[a-z]{2})\)/g)].map((m) => m[1]);
    expect(alternations.length).toBeGreaterThan(5);
    for (const alternation of alternations) expect(alternation).toBe(LOCALES.join('|'));
  });

  const runs = (url: string) => unstable_doesMiddlewareMatch({ config, url });

  test('plain pages: always (sign-in redirect, QR values, language choice)', () => {
    for (const url of ['/', '/shop/1/menu', '/profile', '/shop/1/menu?orderType=takeAway', '/_en/shop/1/menu', '/svensk']) expect(runs(url)).toBe(true);
  });

  test('language URLs: only where it acts (routes that need a session, QR values, an escape, a trailing slash, no page); never for assets or API routes', () => {
    for (const url of ['/en', '/en/shop/1/menu', '/sv/shop/1/menu/Burgare?page=2', '/no/login']) expect(runs(url)).toBe(false);
    for (const url of ['/en?redirectUri=%2Fen%2Forders', '/sv?redirectToArticle=B101', '/fi/shop/2/order-type?redirectToArticle=B101', '/fi/', '/en/shop/1/menu/', '/fi/profile', '/en/order-history', '/en/shop/4/menu?orderType=dineInPlace', '/sv/shop/4?spotId=3', '/no/shop/4/menu?note=x', '/en/shop/%E0%A4%A/menu']) {
      expect(runs(url)).toBe(true);
    }
    for (const url of ['/_next/static/chunks/a.js', '/api/shops', '/sw.js', '/og/1/wide.png']) expect(runs(url)).toBe(false);
    expect(runs('/api/shops/%zz')).toBe(true);
  });

  test('assets skip it by their exact names (or as files in their folders), so a near miss is an address like any other', () => {
    const assets = ['/favicon.ico', '/icon.svg', '/sw.js', '/manifest.webmanifest', '/robots.txt', '/sitemap.xml', '/icons/icon-192.png', '/images/menu-fallback.svg', '/og/1/wide.png', '/_next/static/chunks/a.js', '/_next/image', '/api/settings'];
    for (const url of assets) expect([url, runs(url)]).toEqual([url, false]);
    const nearMisses = ['/favicon.icox', '/faviconXico', '/icon.svgx', '/sw.jsx', '/swe-worker-1.js', '/manifest.webmanifest2', '/robots.txtx', '/sitemap.xml2', '/iconsx', '/icons/login', '/images', '/imagesx/a.png', '/og', '/ogre', '/og/1/wide.png/x', '/_nextx', '/_next/login', '/apix', '/api', '/english', '/svenska/shop/1/menu'];
    for (const url of nearMisses) expect([url, runs(url)]).toEqual([url, true]);
  });

  test('a language URL it skips is always a page of the app (lib/routes.ts pageAt): an address that names none reaches the proxy', () => {
    const paths = [
      '', '/login', '/login/x', '/orders', '/campaigns/x', '/page-not-found', '/nope', '/order/ord-00042', '/order/42', '/order/4.2', '/order/%zz', `/order/${'a'.repeat(65)}`,
      '/shop/1', '/shop/abc', '/shop/12345678901', '/shop/1/order-type', '/shop/1/order-type/x', '/shop/1/checkout', '/shop/1/checkout/payment/ord-00042', '/shop/1/checkout/payment/9', '/shop/1/checkout/payment/9.5',
      '/shop/1/redirect/B102', '/shop/1/digital-signage', '/shop/1/nope', '/shop/1/menu', '/shop/1/menu/Burgare/Klassiker/articles/B101/line-1', `/shop/1/menu/${'x'.repeat(201)}`,
      `/shop/1/menu${'/c'.repeat(12)}`, `/shop/1/menu${'/c'.repeat(13)}`, `/${'x'.repeat(250)}`,
    ];
    for (const locale of ['sv', 'en']) {
      for (const path of paths) {
        const url = `/${locale}${path}`;
        if (!runs(url)) expect([url, pageAt(url)?.name]).toEqual([url, expect.any(String)]);
        if (!pageAt(url)) expect([url, runs(url)]).toEqual([url, true]);
      }
    }
  });
});
