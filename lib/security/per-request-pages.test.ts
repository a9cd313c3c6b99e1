import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

import { perRequestMatcher, perRequestRoutes, readPerRequestPages } from './per-request-pages';

// The two manifests of a real build of the app (Next 16), trimmed to the fields Next's readers
// need: which page routes the build prerendered or keeps per set of parameters.
const BUILD = path.join(__dirname, 'fixtures/next-build');
const { routes, rendersPerRequest } = readPerRequestPages(BUILD);

test("the per-request pages are the build's pages its prerender manifest does not keep", () => {
  expect(routes).toEqual([
    '/[locale]/confirm-email',
    '/[locale]/order-history',
    '/[locale]/order/[orderId]',
    '/[locale]/profile',
    '/[locale]/reset-password',
    '/[locale]/shop/[shopId]',
    '/[locale]/shop/[shopId]/checkout/payment/[orderId]',
    '/[locale]/shop/[shopId]/redirect/[articleId]',
  ]);
});

test('a page that stops being prerendered (force-dynamic, no generateStaticParams) gets its nonce without a list to edit', () => {
  const appPaths = { '/[locale]/campaigns/page': '/[locale]/campaigns', '/api/campaigns/route': '/api/campaigns' };
  const cached = { routes: {}, dynamicRoutes: { '/[locale]/campaigns': { fallback: null } } };
  expect(perRequestMatcher(perRequestRoutes(appPaths, cached))('/en/campaigns')).toBe(false);
  const dynamic = perRequestRoutes(appPaths, { routes: {}, dynamicRoutes: {} });
  // Route handlers are never pages: they get no nonce.
  expect(dynamic).toEqual(['/[locale]/campaigns']);
  expect(perRequestMatcher(dynamic)('/en/campaigns')).toBe(true);
});

test('plain and language URLs of those pages match; cached pages, files and API routes do not', () => {
  for (const url of ['/order/ord-0042', '/order/42', '/en/order/ord-0042?x=1', '/_sv/shop/1', '/fi/shop/1/checkout/payment/ord-0009', '/shop/1/redirect/B102', '/profile', '/no/order-history', '/sv/reset-password?email=a']) {
    expect([url, rendersPerRequest(url)]).toEqual([url, true]);
  }
  for (const url of ['/', '/en', '/shop/1/menu', '/sv/shop/1/order-type', '/shop/1/checkout', '/orders', '/sv/offline', '/api/order/ord-0042', '/_next/static/x.js', '/order/ord-0042/x', '/xx/order/ord-0042']) {
    expect([url, rendersPerRequest(url)]).toEqual([url, false]);
  }
});

test('an id of another shape than the app writes names no page: the cached not-found page answers it, without a nonce', () => {
  for (const url of ['/order/4.2', '/order/%zz', `/order/${'a'.repeat(65)}`, '/shop/abc', '/en/shop/1x/checkout/payment/ord-0009', '/shop/1/checkout/payment/9.5']) {
    expect([url, rendersPerRequest(url)]).toEqual([url, false]);
  }
});

test('catch-all parameters and route groups of a per-request page match as Next routes them', () => {
  const matches = perRequestMatcher(['/[locale]/(account)/files/[...path]', '/[locale]/shop/[shopId]/menu/[[...path]]']);
  expect(matches('/en/files/a/b')).toBe(true);
  expect(matches('/en/files')).toBe(false);
  expect(matches('/shop/1/menu')).toBe(true);
  expect(matches('/shop/1/menu/Burgare/articles/B1')).toBe(true);
  expect(matches('/en/account/files/a')).toBe(false);
});

test('a build folder without the manifests, or with another shape, stops the start with the file it could not read', () => {
  const empty = mkdtempSync(path.join(tmpdir(), 'per-request-'));
  expect(() => readPerRequestPages(empty)).toThrow(/app-path-routes-manifest\.json/);
  writeFileSync(path.join(empty, 'app-path-routes-manifest.json'), '{}');
  writeFileSync(path.join(empty, 'prerender-manifest.json'), '{"version":5,"pages":{}}');
  expect(() => readPerRequestPages(empty)).toThrow(/prerender-manifest\.json has no routes and dynamicRoutes/);
});
