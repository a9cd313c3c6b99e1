import { basketLinePrices, linePrices } from './line-price';

describe('one price rule for extras: a choice is priced for one item, the line for all of them', () => {
  // 2× Cheeseburger (64 kr) with Bacon (+15 kr) and a free bun: 158 kr.
  const priced = { quantity: 2, unitPrice: 6400, choices: [{ unitPrice: 1500 }, { unitPrice: 0 }], amount: 15800 };

  test("a 2× line shows Bacon +15 kr (not +30 kr), one item at 79 kr and the line's 158 kr", () => {
    expect(linePrices(priced)).toEqual({ extras: [1500, null], each: 7900, total: 15800, showsEach: true });
  });

  test('a basket line reads the same as the order line the restaurant priced', () => {
    const item = { quantity: 2, article: { price: 6400 }, choices: [{ article: { price: 1500 } }, { article: { price: 0 } }] };
    expect(basketLinePrices(item)).toEqual(linePrices(priced));
  });

  test('one item, or no priced extra, needs no "2 × 79 kr"', () => {
    expect(linePrices({ ...priced, quantity: 1, amount: 7900 }).showsEach).toBe(false);
    expect(linePrices({ quantity: 3, unitPrice: 2500, choices: [{ unitPrice: 0 }] }).showsEach).toBe(false);
  });

  test("the restaurant's amount is the line's price; parts that do not add up to it are not shown as a sum", () => {
    const discounted = linePrices({ ...priced, amount: 15000 });
    expect(discounted.total).toBe(15000);
    expect(discounted.showsEach).toBe(false);
  });

  test('a negative choice price is no extra (the basket never subtracts one)', () => {
    expect(linePrices({ quantity: 2, unitPrice: 6400, choices: [{ unitPrice: -500 }] })).toMatchObject({ extras: [null], each: 6400, total: 12800 });
  });
});
