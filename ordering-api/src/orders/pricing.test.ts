import type { Catalogue, CatalogueChoice } from './pricing.ts';
import { computeTax, includedTax, lineAmount, priceItems } from './pricing.ts';

/** A choice `code` stands for the article `A-<code>` (a choice's code is never its article's). */
const ch = (code: string, price: number, available = true, taxPercent = 12): CatalogueChoice => ({
  code, articleCode: `A-${code}`, name: code, price, taxPercent, available,
});

const catalogue: Catalogue = {
  articles: new Map([
    ['BURGER', {
      code: 'BURGER', name: 'Burger', price: 12900, taxPercent: 12, available: true,
      groups: [
        { level: 1, minCount: 1, maxCount: 1, choices: new Map([['BUN', ch('BUN', 0)], ['GF', ch('GF', 1000)]]) },
        { level: 2, minCount: 0, maxCount: 2, choices: new Map([['CHEESE', ch('CHEESE', 1500)], ['HOT', ch('HOT', 1000, false)], ['BACON', ch('BACON', 2000)]]) },
      ],
    }],
    ['BEER', { code: 'BEER', name: 'Beer', price: 7900, taxPercent: 25, available: true, groups: [] }],
    ['GONE', { code: 'GONE', name: 'Gone', price: 100, taxPercent: 12, available: false, groups: [] }],
  ]),
  choiceCodes: new Set(['BUN', 'GF', 'CHEESE', 'HOT', 'BACON', 'MILK']),
  choiceArticleCodes: new Set(['A-BUN', 'A-GF', 'A-CHEESE', 'A-HOT', 'A-BACON', 'A-MILK']),
};
const c = (level: number, code: string) => ({ level, articleCode: `A-${code}`, choiceCode: code });

describe('pricing', () => {
  test('prices come from the catalogue and a line sums its choices', () => {
    const r = priceItems(catalogue, [{ code: 'BURGER', quantity: 2, choices: [c(1, 'GF'), c(2, 'CHEESE')] }]);
    expect(r.ok).toBe(true);
    if (!r.ok) return;
    expect(r.lines[0]).toMatchObject({ code: 'BURGER', unitPrice: 12900, quantity: 2 });
    expect(lineAmount(r.lines[0]!)).toBe((12900 + 1000 + 1500) * 2);
  });

  test('unknown and sold-out products are unavailable, with their reasons', () => {
    const r = priceItems(catalogue, [
      { code: 'NOPE', quantity: 1, choices: [] },
      { code: 'GONE', quantity: 1, choices: [] },
      { code: 'BURGER', quantity: 1, choices: [c(1, 'BUN'), c(2, 'HOT'), c(2, 'TRUFFLE')] },
    ]);
    expect(r).toMatchObject({
      ok: false,
      unavailable: [
        { code: 'NOPE', reason: 'not-on-menu' },
        { code: 'GONE', reason: 'sold-out' },
        { code: 'BURGER', reason: 'sold-out', choiceCode: 'HOT' },
        { code: 'BURGER', reason: 'choice-unavailable', choiceCode: 'TRUFFLE' },
      ],
    });
  });

  test('choices must belong to the article, at their level, within min and max counts', () => {
    const r = priceItems(catalogue, [
      { code: 'BURGER', quantity: 1, choices: [c(2, 'CHEESE'), c(2, 'BACON'), c(2, 'CHEESE')] },
      { code: 'BURGER', quantity: 1, choices: [c(1, 'BUN'), c(1, 'MILK'), c(2, 'BUN')] },
      { code: 'BURGER', quantity: 1, choices: [c(1, 'BUN'), { level: 2, articleCode: 'BURGER', choiceCode: 'CHEESE' }] },
    ]);
    expect(r.ok).toBe(false);
    if (r.ok) return;
    expect(r.unavailable).toEqual([]);
    expect(r.errors).toEqual({
      'items[0].choices[2].choiceCode': ['CHEESE is chosen twice.'],
      'items[0].choices': ['Choose at least 1 at level 1.'],
      'items[1].choices[1].choiceCode': ['MILK is not a choice of BURGER at level 1.'],
      'items[1].choices[2].choiceCode': ['BUN is not a choice of BURGER at level 2.'],
      'items[2].choices[1].articleCode': ['The article of choice CHEESE is A-CHEESE.'],
    });
    const tooMany = priceItems(catalogue, [{ code: 'BURGER', quantity: 1, choices: [c(1, 'BUN'), c(2, 'CHEESE'), c(2, 'BACON'), c(2, 'HOT')] }]);
    expect(tooMany).toMatchObject({ ok: false, errors: { 'items[0].choices': ['Choose at most 2 at level 2.'] } });
  });

  test('a choice is named by its own code and its article\'s; either code in the other\'s place is a 400', () => {
    const right = priceItems(catalogue, [{ code: 'BURGER', quantity: 1, choices: [c(1, 'BUN'), { level: 2, articleCode: 'A-CHEESE', choiceCode: 'CHEESE' }] }]);
    expect(right).toMatchObject({ ok: true, lines: [{ choices: [
      { level: 1, articleCode: 'A-BUN', choiceCode: 'BUN' },
      { level: 2, articleCode: 'A-CHEESE', choiceCode: 'CHEESE', unitPrice: 1500 },
    ] }] });

    const wrong = priceItems(catalogue, [
      { code: 'BURGER', quantity: 1, choices: [c(1, 'BUN'), { level: 2, articleCode: 'CHEESE', choiceCode: 'CHEESE' }] }, // the choice code twice
      { code: 'BURGER', quantity: 1, choices: [c(1, 'BUN'), { level: 2, articleCode: 'A-CHEESE', choiceCode: 'A-CHEESE' }] }, // the article code twice
      { code: 'BURGER', quantity: 1, choices: [c(1, 'BUN'), { level: 2, articleCode: 'CHEESE', choiceCode: 'A-CHEESE' }] }, // swapped
      { code: 'BURGER', quantity: 1, choices: [c(1, 'BUN'), { level: 2, articleCode: 'A-MILK', choiceCode: 'A-MILK' }] }, // another article's choice
    ]);
    expect(wrong).toEqual({
      ok: false,
      unavailable: [],
      errors: {
        'items[0].choices[1].articleCode': ['The article of choice CHEESE is A-CHEESE.'],
        'items[1].choices[1].choiceCode': ['A-CHEESE is the article of choice CHEESE; send choiceCode CHEESE.'],
        'items[2].choices[1].choiceCode': ['A-CHEESE is the article of choice CHEESE; send choiceCode CHEESE.'],
        'items[3].choices[1].choiceCode': ['A-MILK is not a choice of BURGER at level 2.'],
      },
    });
  });

  test('VAT is taken out of gross amounts per rate, rounded half up; base = gross − tax', () => {
    expect(includedTax(11200, 12)).toBe(1200);
    expect(includedTax(1240, 13.5)).toBe(147); // 1240 × 13.5 / 113.5 = 147.49
    expect(includedTax(0, 25)).toBe(0);
    const tax = computeTax([
      { unitPrice: 12900, quantity: 2, taxPercent: 12, choices: [{ level: 2, articleCode: 'X', choiceCode: 'X', name: 'X', unitPrice: 1500, taxPercent: 12 }] },
      { unitPrice: 7900, quantity: 1, taxPercent: 25, choices: [] },
      { unitPrice: 0, quantity: 1, taxPercent: 6, choices: [] },
    ]);
    expect(tax).toEqual([
      { rate: 12, base: 25714, amount: 3086 }, // gross 28800
      { rate: 25, base: 6320, amount: 1580 }, // gross 7900
    ]);
  });
});
