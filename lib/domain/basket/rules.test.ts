import { type Basket, type BasketItem, EMPTY_BASKET, MAX_LINES } from './basket';
import {
  addItem,
  basketTotal,
  decrease,
  holdsPlainArticle,
  increase,
  isBasketFull,
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

describe('basket rules', () => {
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

  test('a full basket takes no new line, but a line it already has still grows', () => {
    const full = basket(...Array.from({ length: MAX_LINES }, (_, i) => item(`l${i}`, `A${i}`)));
    expect(isBasketFull(full, item('new', 'NEW'))).toBe(true);
    expect(addItem(full, item('new', 'NEW')).items).toHaveLength(MAX_LINES);
    expect(isBasketFull(full, item('again', 'A3'))).toBe(false);
    expect(addItem(full, item('again', 'A3')).items.find((l) => l.id === 'l3')?.quantity).toBe(2);
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

test('a suggestion counts as added while the basket holds it without choices, and not once the line is gone', () => {
  const basket: Basket = { ...EMPTY_BASKET, shopId: 1, items: [item('a', 'DIP'), item('b', 'BURGER', 1, [[1, 'BRIO', 0]])] };
  expect(holdsPlainArticle(basket, 'DIP')).toBe(true);
  expect(holdsPlainArticle(basket, 'BURGER')).toBe(false);
  expect(holdsPlainArticle(removeItem(basket, 'a'), 'DIP')).toBe(false);
});
