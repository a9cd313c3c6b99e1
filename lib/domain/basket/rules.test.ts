import { type Basket, type BasketItem, EMPTY_BASKET } from './basket';
import {
  addItem,
  addItemForShop,
  basketTotal,
  clearBasket,
  decrease,
  increase,
  itemCount,
  lineAllergens,
  lineTotal,
  removeItem,
  taxesByRate,
} from './rules';

const article = (code: string, price: number, extra: Partial<BasketItem['article']> = {}) => ({
  code,
  description: code,
  price,
  i18n: [],
  imageUrl: null,
  campaigns: [],
  ...extra,
});
const item = (id: string, code: string, quantity = 1, choices: Array<[number, string, number]> = []): BasketItem => ({
  id,
  type: 'article',
  quantity,
  article: article(code, 10000, { taxPercent: 12, allergens: ['gluten'] }),
  choices: choices.map(([level, c, price]) => ({ level, code: c, article: article(c, price) })),
});
const basket = (...items: BasketItem[]): Basket => ({ ...EMPTY_BASKET, shopId: 1, shopName: 'S', items });

describe('SPEC.md §4 basket rules', () => {
  test('adding with quantity 0 removes the item', () => {
    expect(addItem(basket(item('a', 'B1')), item('a', 'B1', 0)).items).toEqual([]);
  });

  test('adding an item whose id exists replaces it', () => {
    const edited = item('a', 'B1', 3, [[1, 'BRIOCHE', 0]]);
    const next = addItem(basket(item('a', 'B1'), item('b', 'D1')), edited);
    expect(next.items).toEqual([edited, item('b', 'D1')]);
  });

  test('a line with choices merges into a line with the same article and identical choices', () => {
    const first = item('a', 'B1', 1, [[1, 'BRIOCHE', 0], [2, 'CHEESE', 1000]]);
    const same = item('b', 'B1', 2, [[2, 'CHEESE', 1000], [1, 'BRIOCHE', 0]]);
    const next = addItem(basket(first), same);
    expect(next.items).toHaveLength(1);
    expect(next.items[0]).toMatchObject({ id: 'a', quantity: 3 });
  });

  test('different choices make a new line', () => {
    const next = addItem(basket(item('a', 'B1', 1, [[1, 'BRIOCHE', 0]])), item('b', 'B1', 1, [[1, 'GLUTENFREE', 0]]));
    expect(next.items.map((l) => l.id)).toEqual(['a', 'b']);
  });

  test('a line without choices merges into a choice-less line of the same article', () => {
    const next = addItem(basket(item('a', 'S1', 1), item('c', 'S1', 1, [[2, 'DIP', 0]])), item('b', 'S1', 2));
    expect(next.items.map((l) => [l.id, l.quantity])).toEqual([['a', 3], ['c', 1]]);
  });

  test('otherwise the item is appended', () => {
    expect(addItem(basket(item('a', 'B1')), item('b', 'D1')).items.map((l) => l.id)).toEqual(['a', 'b']);
  });

  test('quantities never pass 99', () => {
    expect(addItem(basket(item('a', 'B1', 98)), item('b', 'B1', 5)).items[0]?.quantity).toBe(99);
    expect(increase(basket(item('a', 'B1', 99)), 'a').items[0]?.quantity).toBe(99);
  });

  test('decreasing a line of quantity 1 removes it; above 1 it decreases', () => {
    expect(decrease(basket(item('a', 'B1', 1)), 'a').items).toEqual([]);
    expect(decrease(basket(item('a', 'B1', 3)), 'a').items[0]?.quantity).toBe(2);
    expect(increase(basket(item('a', 'B1', 3)), 'a').items[0]?.quantity).toBe(4);
    expect(removeItem(basket(item('a', 'B1', 3)), 'a').items).toEqual([]);
  });

  test('clearing empties the items and optionally the shop', () => {
    const full = { ...basket(item('a', 'B1')), orderType: 'dineInPlace' as const };
    expect(clearBasket(full, { withShop: false })).toMatchObject({ items: [], shopId: 1 });
    expect(clearBasket(full, { withShop: true })).toMatchObject({ items: [], shopId: null, shopName: null, orderType: 'dineInPlace' });
  });

  test('another shop’s items never stay in the basket', () => {
    const next = addItemForShop(basket(item('a', 'B1')), { id: 2, name: 'Other' }, item('b', 'D1'));
    expect(next).toMatchObject({ shopId: 2, shopName: 'Other' });
    expect(next.items.map((l) => l.id)).toEqual(['b']);
  });
});

describe('prices, tax and allergens', () => {
  test('a line costs the article plus choices above 0, times the quantity', () => {
    const line = item('a', 'B1', 2, [[1, 'BRIOCHE', 0], [2, 'CHEESE', 1500]]);
    expect(lineTotal(line)).toBe(23000);
    expect(basketTotal(basket(line, item('b', 'D1')))).toBe(33000);
    expect(itemCount(basket(line, item('b', 'D1')))).toBe(3);
  });

  test('included tax is summed per rate', () => {
    expect(taxesByRate(basket(item('a', 'B1', 1)))).toEqual([{ percent: 12, amount: 1071 }]);
  });

  test('a configured line has the allergens of the article and of every choice', () => {
    const line = item('a', 'B1', 1, [[2, 'CHEESE', 0]]);
    line.choices[0]!.article.allergens = ['milk', 'gluten'];
    expect(lineAllergens(line)).toEqual(['gluten', 'milk']);
  });
});
