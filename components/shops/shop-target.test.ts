import { NOTHING_CARRIED } from './shop-link';
import { readCarry, shopTarget } from './shop-target';

test('a way back and an article are read from the query, validated', () => {
  expect(readCarry(new URLSearchParams('redirectUri=%2Fen%2Forders'))).toEqual({ back: '/en/orders', article: null });
  expect(readCarry({ redirectToArticle: [' B101 ', 'X'] })).toEqual({ back: null, article: 'B101' });
  // Another site, a protocol-relative path and a code with markup carry nothing.
  expect(readCarry(new URLSearchParams('redirectUri=https%3A%2F%2Fevil.example&redirectToArticle=%3Cb%3E'))).toEqual(NOTHING_CARRIED);
  expect(readCarry({ redirectUri: '//evil.example' })).toEqual(NOTHING_CARRIED);
});

test('several order types lead to the order-type page', () => {
  expect(shopTarget(3, ['takeAway', 'dineInPlace'], 'takeAway', '')).toBe('/shop/3/order-type');
});
test('one order type that is already set leads straight to the menu', () => {
  expect(shopTarget(3, ['takeAway'], 'takeAway', '')).toBe('/shop/3/menu');
  expect(shopTarget(3, ['takeAway'], null, '')).toBe('/shop/3/order-type');
});
test('redirectToArticle is passed on, encoded', () => {
  expect(shopTarget(3, ['takeAway', 'dineInPlace'], null, '?redirectToArticle=A%2012&x=1')).toBe(
    '/shop/3/order-type?redirectToArticle=A%2012',
  );
});

test('skipping the order-type page still leads to the article asked for', () => {
  expect(shopTarget(3, ['takeAway'], 'takeAway', '?redirectToArticle=S305')).toBe('/shop/3/redirect/S305');
  expect(shopTarget(3, ['takeAway'], 'takeAway', '?redirectToArticle=')).toBe('/shop/3/menu');
});

test('a page that sent the guest to choose a shop (redirectUri) is where the chosen shop leads; only same-origin paths', () => {
  expect(shopTarget(3, ['takeAway', 'dineInPlace'], null, '?redirectUri=%2Fen%2Forders')).toBe('/en/orders');
  expect(shopTarget(3, ['takeAway'], 'takeAway', '?redirectUri=%2F%2Fevil.example')).toBe('/shop/3/menu');
  expect(shopTarget(3, ['takeAway', 'dineInPlace'], null, '?redirectUri=https%3A%2F%2Fevil.example')).toBe('/shop/3/order-type');
});
