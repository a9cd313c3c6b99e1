import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';

import { buildsOrderLine, href, keepLocale, matchRoute, pageAt, ROUTE_FLAGS, shopChoiceRedirect } from './routes';

/** The app's source files outside tests, where a route flag would be read. */
function sources(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return sources(path);
    return /\.tsx?$/.test(name) && !/\.test\.tsx?$/.test(name) ? [path] : [];
  });
}

describe('route table', () => {
  test.each([
    ['/', 'home'],
    ['/offline', 'offline'],
    ['/login', 'login'],
    ['/favorites', 'favorites'],
    ['/order-history', 'orderHistory'],
    ['/profile', 'profile'],
    ['/campaigns', 'campaigns'],
    ['/shop/3', 'shopToOrderTypeRedirect'],
    ['/shop/3/order-type', 'shopPage'],
    ['/shop/3/digital-signage', 'digitalSignage'],
    ['/shop/3/menu', 'menuPage'],
    ['/shop/3/menu/Burgare/Klassiker', 'menuPage'],
    ['/shop/3/menu/Burgare/Klassiker/articles/B101', 'menuArticlePage'],
    ['/shop/3/menu/Burgare/Klassiker/articles/B101/suggested', 'suggestedArticlesPage'],
    ['/shop/3/menu/Burgare/Klassiker/articles/B101/line-1', 'editOrder'],
    ['/shop/3/redirect/B101', 'articleRedirect'],
    ['/shop/3/checkout', 'checkoutPage'],
    ['/shop/3/checkout/payment/ord-9', 'paymentPage'],
    ['/order/ord-9', 'orderPage'],
    ['/orders', 'ordersPage'],
    ['/terms-and-conditions', 'termsAndConditions'],
    ['/privacy-policy', 'privacyPolicy'],
  ])('%s is %s', (path, name) => expect(matchRoute(path)?.name).toBe(name));

  test('unknown paths have no route', () => {
    expect(matchRoute('/nope')).toBeNull();
    expect(matchRoute('/shop/3/unknown')).toBeNull();
  });

  test('each route carries its meta flags (auth, shop, basket, edit mode)', () => {
    expect(matchRoute('/order-history')?.meta).toMatchObject({ requiresAuth: true, showCart: true });
    expect(matchRoute('/favorites')?.meta.requiresAuth).toBeUndefined();
    expect(matchRoute('/shop/1/order-type')?.meta).toMatchObject({ requiresShop: true, confirmCartReset: true });
    expect(matchRoute('/shop/1/digital-signage')?.meta.confirmCartReset).toBeUndefined();
    expect(matchRoute('/shop/1/menu/A/articles/B')?.meta).toMatchObject({ showAddItemButton: true, disableCart: true });
    expect(matchRoute('/shop/1/menu/A/articles/B/x')?.meta).toMatchObject({ editMode: true, showCart: true });
    expect(matchRoute('/order/1')?.meta.requiresShop).toBeUndefined();
  });

  test('category paths and article ids are decoded; a trailing slash is ignored', () => {
    const match = matchRoute('/shop/1/menu/Dryck/Kall%20dryck/articles/D%20501/');
    expect(match?.params).toMatchObject({ shopId: '1', categoryPath: ['Dryck', 'Kall dryck'], articleId: 'D 501' });
    expect(matchRoute('/shop/1/menu')?.params.categoryPath).toEqual([]);
    expect(matchRoute('/shop/1/menu/%E0%A4%A')?.params.categoryPath).toEqual(['%E0%A4%A']);
  });

  test('links round-trip through the table', () => {
    const link = href.editLine(2, ['Dryck', 'Kall dryck'], 'D501', 'abc');
    expect(link).toBe('/shop/2/menu/Dryck/Kall%20dryck/articles/D501/abc');
    expect(matchRoute(link)?.params).toMatchObject({ categoryPath: ['Dryck', 'Kall dryck'], articleId: 'D501', lineId: 'abc' });
    expect(href.login('/order-history')).toBe('/login?redirectUri=%2Forder-history');
  });

  test('a language-prefixed URL is the same route with the same parameters', () => {
    expect(matchRoute('/en/shop/2/menu/Dryck/articles/D501')).toMatchObject({ name: 'menuArticlePage', params: { shopId: '2', articleId: 'D501' } });
    expect(matchRoute('/fi')?.name).toBe('home');
    expect(matchRoute('/ru/order-history')?.meta.requiresAuth).toBe(true);
    expect(matchRoute('/de/shop/2/menu')).toBeNull();
  });

  test('an address names a page only with the ids and names the app writes', () => {
    for (const path of ['/', '/en', '/shop/3/menu/Burgare/Klassiker/articles/B101/suggested', '/order/ord-00042', '/order/10482', '/shop/1/checkout/payment/9', '/fi/shop/2147483647/checkout/payment/Z8aX-09_k', '/shop/1/menu/Kall%20dryck']) {
      expect([path, pageAt(path)?.name]).toEqual([path, matchRoute(path)?.name]);
    }
    const malformed = ['/nope', '/shop/abc/menu', '/shop/-1/order-type', '/shop/12345678901', '/order/4.2', '/order/%zz', `/order/${'a'.repeat(65)}`, '/shop/1/checkout/payment/9.5', `/shop/1/menu/${'x'.repeat(201)}`, `/shop/1/menu${'/c'.repeat(14)}`];
    for (const path of malformed) expect([path, pageAt(path)]).toEqual([path, null]);
  });

  test('every meta flag is read by the code that applies it; none sits unused in the table', () => {
    const code = [...['app', 'components', 'lib'].flatMap(sources), 'proxy.ts'].map((file) => readFileSync(file, 'utf8')).join('\n');
    for (const flag of ROUTE_FLAGS) expect([flag, new RegExp(`meta\\??\\.${flag}\\b`).test(code)]).toEqual([flag, true]);
    expect(matchRoute('/')?.meta).toEqual({});
  });

  test('the article, edited-line and suggestion pages build an order line; the menu does not', () => {
    const builds = (path: string) => buildsOrderLine(matchRoute(path)!.meta);
    expect(builds('/shop/1/menu/A/articles/B')).toBe(true);
    expect(builds('/shop/1/menu/A/articles/B/line-1')).toBe(true);
    expect(builds('/shop/1/menu/A/articles/B/suggested')).toBe(true);
    expect(builds('/shop/1/menu/A')).toBe(false);
    expect(builds('/shop/1/checkout')).toBe(false);
  });
});

describe('guard redirects', () => {
  test('a route that requires a shop and names none goes home with redirectUri when no shop is chosen', () => {
    expect(shopChoiceRedirect(matchRoute('/orders'), '/orders', null)).toBe('/?redirectUri=%2Forders');
    expect(shopChoiceRedirect(matchRoute('/en/orders'), '/en/orders', null)).toBe('/en?redirectUri=%2Fen%2Forders');
    expect(shopChoiceRedirect(matchRoute('/orders'), '/orders', 3)).toBeNull();
  });

  test('routes that name their shop, or need none, never ask for one', () => {
    expect(shopChoiceRedirect(matchRoute('/shop/3/checkout'), '/shop/3/checkout', null)).toBeNull();
    expect(shopChoiceRedirect(matchRoute('/order/ord-9'), '/order/ord-9', null)).toBeNull();
    expect(shopChoiceRedirect(matchRoute('/'), '/', null)).toBeNull();
  });

  test('a redirect from a language URL keeps the language, query included', () => {
    expect(keepLocale('/en/shop/8/menu', '/')).toBe('/en');
    expect(keepLocale('/fi/profile?x=1', '/login?redirectUri=%2Ffi%2Fprofile')).toBe('/fi/login?redirectUri=%2Ffi%2Fprofile');
    expect(keepLocale('/shop/8/menu', '/')).toBe('/');
    expect(keepLocale('/de/shop/8/menu', '/')).toBe('/');
    expect(href.home('/orders')).toBe('/?redirectUri=%2Forders');
  });
});
