import { shopTarget } from './use-select-shop';

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
