import { EMPTY_BASKET } from '@/lib/domain/basket/basket';
import { matchRoute } from '@/lib/routes';

import { isBasketVisible as visibleOn } from './basket-visibility';

const isBasketVisible = (path: string, basket: typeof EMPTY_BASKET, large: boolean) => visibleOn(matchRoute(path), basket, large);

const withItems = {
  ...EMPTY_BASKET,
  shopId: 1,
  items: [{ id: 'a', type: 'article' as const, quantity: 1, choices: [], article: { code: 'A', description: 'A', price: 1, i18n: [], imageUrl: null, campaigns: [] } }],
};

describe('basket panel visibility', () => {
  test('shown on showCart routes when the basket has items', () => {
    expect(isBasketVisible('/shop/1/menu', withItems, false)).toBe(true);
    expect(isBasketVisible('/shop/1/menu', EMPTY_BASKET, false)).toBe(false);
  });
  test('always shown on large screens on showCart routes', () => {
    expect(isBasketVisible('/shop/1/menu', EMPTY_BASKET, true)).toBe(true);
  });
  test('no basket bar for an empty basket on a phone, on article and edit pages too', () => {
    expect(isBasketVisible('/shop/1/menu/A/articles/B', EMPTY_BASKET, false)).toBe(false);
    expect(isBasketVisible('/shop/1/menu/A/articles/B/line', EMPTY_BASKET, false)).toBe(false);
    expect(isBasketVisible('/shop/1/menu/A/articles/B', withItems, false)).toBe(true);
  });
  test('on a phone, no basket bar under checkout\'s Pay bar; beside checkout on a large screen', () => {
    expect(isBasketVisible('/shop/1/checkout', withItems, false)).toBe(false);
    expect(isBasketVisible('/shop/1/checkout', withItems, true)).toBe(true);
  });
  test('never on routes without showCart', () => {
    expect(isBasketVisible('/', withItems, true)).toBe(false);
    expect(isBasketVisible('/shop/1/order-type', withItems, true)).toBe(false);
    expect(isBasketVisible('/shop/1/digital-signage', withItems, true)).toBe(false);
  });
});
