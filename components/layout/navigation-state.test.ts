/** @jest-environment jsdom */
import { navigationState, recordPage } from './navigation-state';

test('records the current and the last page on each navigation', () => {
  recordPage('home', '/');
  recordPage('menuPage', '/shop/1/menu');
  expect(recordPage('menuPage', '/shop/1/menu')).toEqual({
    current: { name: 'menuPage', path: '/shop/1/menu' },
    last: { name: 'home', path: '/' },
  });
});

test('unreadable records start over instead of failing', () => {
  sessionStorage.setItem('ordering.navigation', '{nope');
  expect(recordPage('home', '/')).toEqual({ current: { name: 'home', path: '/' }, last: null });
});

test('the order-changed flag is set and cleared', () => {
  navigationState.markOrderChanged();
  expect(navigationState.isOrderChanged()).toBe(true);
  navigationState.markOrderChanged(false);
  expect(navigationState.isOrderChanged()).toBe(false);
});
