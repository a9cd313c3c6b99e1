// The proxy's part in drawing the order-type chip on the server: while a QR code's values wait
// in their cookie, the shop's menu and article pages render as their twin that reads them.
import { unstable_doesMiddlewareMatch } from 'next/experimental/testing/server';
import { NextRequest } from 'next/server';

import { config, proxy } from './proxy';

const qr = `ordering_qr=${encodeURIComponent(JSON.stringify({ shopId: 1, orderType: 'dineInPlace', spotId: 3 }))}`;
const rewrite = (path: string, cookie = qr) =>
  proxy(new NextRequest(new URL(path, 'http://localhost:3000'), { headers: { host: 'localhost:3000', cookie } })).headers.get('x-middleware-rewrite');

test('plain and language URLs of the menu and the article render as the twin that draws the chip', () => {
  expect(rewrite('/shop/1/menu')).toBe('http://localhost:3000/_sv/shop/1/menu-qr/dineInPlace-3');
  expect(rewrite('/shop/1/menu/Burgare/Klassiker/articles/B102', `culture=fi; ${qr}`)).toBe('http://localhost:3000/_fi/shop/1/menu-qr/dineInPlace-3/Burgare/Klassiker/articles/B102');
  expect(rewrite('/ru/shop/1/menu/Burgare')).toBe('http://localhost:3000/ru/shop/1/menu-qr/dineInPlace-3/Burgare');
});

test('without the cookie, for another shop or another page, the page renders as it is', () => {
  expect(rewrite('/shop/1/menu', '')).toBe('http://localhost:3000/_sv/shop/1/menu');
  expect(rewrite('/shop/2/menu')).toBe('http://localhost:3000/_sv/shop/2/menu');
  expect(rewrite('/shop/1/checkout')).toBe('http://localhost:3000/_sv/shop/1/checkout');
  expect(rewrite('/en/shop/1/menu', '')).toBeNull();
});

test('the proxy runs for a language URL of the menu only when the cookie is there; the twin has no address of its own', () => {
  expect(unstable_doesMiddlewareMatch({ config, url: '/en/shop/1/menu', cookies: { ordering_qr: '{}' } })).toBe(true);
  expect(unstable_doesMiddlewareMatch({ config, url: '/en/shop/1/menu/Burgare/Klassiker/articles/B102', cookies: { ordering_qr: '{}' } })).toBe(true);
  expect(unstable_doesMiddlewareMatch({ config, url: '/en/shop/1/menu' })).toBe(false);
  expect(rewrite('/en/shop/1/menu-qr/dineInPlace-3', '')).toBe('http://localhost:3000/en/page-not-found');
  expect(rewrite('/shop/1/menu-qr/dineInPlace-3', '')).toBe('http://localhost:3000/_sv/page-not-found');
});
