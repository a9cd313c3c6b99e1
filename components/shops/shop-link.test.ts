import { NOTHING_CARRIED, safeAppLink, shopLink } from './shop-link';

describe('a shop’s link carries what the guest was sent to choose a shop with', () => {
  test('the link goes to the shop’s order-type page with it (the way back first), or plainly', () => {
    expect(shopLink(2, { back: '/orders', article: 'B101' })).toBe('/shop/2/order-type?redirectUri=%2Forders');
    expect(shopLink(2, { back: null, article: 'B 101' })).toBe('/shop/2/order-type?redirectToArticle=B%20101');
    expect(shopLink(2, NOTHING_CARRIED)).toBe('/shop/2/order-type');
  });
});

test('a shop’s own app is linked when its address is a web address or an app’s scheme, never script', () => {
  expect(safeAppLink('https://example.com/app/trondheim')).toBe('https://example.com/app/trondheim');
  expect(safeAppLink('nordicburger://shop/9')).toBe('nordicburger://shop/9');
  for (const bad of ['javascript:alert(1)', 'JAVASCRIPT:alert(1)', 'data:text/html,x', 'http://example.com/app', 'not a url', null]) expect(safeAppLink(bad)).toBeNull();
});
