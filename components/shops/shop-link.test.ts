import { NOTHING_CARRIED, readCarry, safeAppLink, shopLink } from './shop-link';

describe('a shop’s link carries what the guest was sent to choose a shop with', () => {
  test('a way back and an article are read from the query, validated', () => {
    expect(readCarry(new URLSearchParams('redirectUri=%2Fen%2Forders'))).toEqual({ back: '/en/orders', article: null });
    expect(readCarry({ redirectToArticle: [' B101 ', 'X'] })).toEqual({ back: null, article: 'B101' });
    // Another site, a protocol-relative path and a code with markup carry nothing.
    expect(readCarry(new URLSearchParams('redirectUri=https%3A%2F%2Fevil.example&redirectToArticle=%3Cb%3E'))).toEqual(NOTHING_CARRIED);
    expect(readCarry({ redirectUri: '//evil.example' })).toEqual(NOTHING_CARRIED);
  });

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
