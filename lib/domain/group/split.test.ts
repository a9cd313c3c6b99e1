import fc from 'fast-check';

import { allocate, equalShares, ownShares } from './split';

const sum = (values: readonly number[]) => values.reduce((a, b) => a + b, 0);

/**
 * Whether `part` is within one öre of its exact share total·w/Σw (total/n when every weight is
 * 0), compared in BigInt so the check itself does not round: |part·Σw − total·w| ≤ Σw.
 */
function withinOneOfShare(part: number, total: number, weight: number, weights: readonly number[]): boolean {
  const allZero = weights.every((w) => w === 0);
  const numerator = BigInt(total) * BigInt(allZero ? 1 : weight);
  const denominator = allZero ? BigInt(weights.length) : weights.reduce((a, w) => a + BigInt(w), 0n);
  const diff = BigInt(part) * denominator - numerator;
  return (diff < 0n ? -diff : diff) <= denominator;
}

const totals = fc.oneof(fc.integer({ min: 0, max: 1_000_000_000 }), fc.integer({ min: 0, max: 1000 }), fc.constantFrom(0, 1, 999_999_999, 1_000_000_000));
const weightArrays = fc.oneof(
  // Everyone's lines are free: equal parts.
  fc.integer({ min: 1, max: 20 }).map((n) => Array.from({ length: n }, () => 0)),
  // Small weights: many ties and many zero weights.
  fc.array(fc.integer({ min: 0, max: 10 }), { minLength: 1, maxLength: 20 }),
  // Amounts in öre, as ownShares passes them.
  fc.array(fc.integer({ min: 0, max: 10_000_000 }), { minLength: 1, maxLength: 20 }),
  // Any non-negative integer weight up to 2^31 − 1.
  fc.array(fc.nat(), { minLength: 1, maxLength: 20 }),
);

describe('allocate (largest remainder)', () => {
  test('the parts always sum exactly to the total', () => {
    fc.assert(
      fc.property(totals, weightArrays, (total, weights) => {
        expect(sum(allocate(total, weights))).toBe(total);
      }),
      { numRuns: 2000 },
    );
  });

  test('there is one part per weight, each a whole number ≥ 0', () => {
    fc.assert(
      fc.property(totals, weightArrays, (total, weights) => {
        const parts = allocate(total, weights);
        expect(parts).toHaveLength(weights.length);
        for (const part of parts) {
          expect(Number.isSafeInteger(part)).toBe(true);
          expect(part).toBeGreaterThanOrEqual(0);
        }
      }),
      { numRuns: 2000 },
    );
  });

  test('no part is more than one öre from its exact proportional share', () => {
    fc.assert(
      fc.property(totals, weightArrays, (total, weights) => {
        const parts = allocate(total, weights);
        parts.forEach((part, i) => {
          expect(withinOneOfShare(part, total, weights[i]!, weights)).toBe(true);
        });
      }),
      { numRuns: 2000 },
    );
  });

  test('a zero weight gets nothing unless every weight is zero', () => {
    fc.assert(
      fc.property(totals, weightArrays, (total, weights) => {
        fc.pre(weights.some((w) => w > 0));
        const parts = allocate(total, weights);
        weights.forEach((w, i) => {
          if (w === 0) expect(parts[i]).toBe(0);
        });
      }),
    );
  });

  test('equal weights get parts at most one öre apart, the earlier ones the larger', () => {
    fc.assert(
      fc.property(totals, fc.integer({ min: 1, max: 20 }), fc.integer({ min: 0, max: 1000 }), (total, n, w) => {
        const parts = allocate(total, Array.from({ length: n }, () => w));
        expect(Math.max(...parts) - Math.min(...parts)).toBeLessThanOrEqual(1);
        expect([...parts].sort((a, b) => b - a)).toEqual(parts);
      }),
    );
  });

  test('100 öre among three people is 34 + 33 + 33 (the first part takes the odd öre)', () => {
    expect(allocate(100, [1, 1, 1])).toEqual([34, 33, 33]);
    expect(equalShares(100, 3)).toEqual([34, 33, 33]);
  });

  test('1000 by weights', () => {
    expect(allocate(1000, [1, 1, 1])).toEqual([334, 333, 333]);
    expect(allocate(1000, [1, 1])).toEqual([500, 500]);
    expect(allocate(1000, [1, 3])).toEqual([250, 750]);
    expect(allocate(1000, [2, 1])).toEqual([667, 333]);
    expect(allocate(1000, [0, 5, 0])).toEqual([0, 1000, 0]);
    // 1000·[1,2,4]/7 = 142.86, 285.71, 571.43: the 1 öre left goes to the largest remainder (.86).
    expect(allocate(1000, [1, 2, 4])).toEqual([143, 286, 571]);
  });

  test('the odd öre go to the largest remainders, not to the earliest parts', () => {
    // 10·[1,1,3]/5 = 2, 2, 6 exactly; 7·[1,2]/3 = 2.33, 4.67 → the second part takes the odd öre.
    expect(allocate(10, [1, 1, 3])).toEqual([2, 2, 6]);
    expect(allocate(7, [1, 2])).toEqual([2, 5]);
  });

  test('large amounts whose shares fall a hair below a whole öre still sum exactly', () => {
    // 960000026·20000000/40000001 = 480000000.99999997…, which floating point rounds up to a whole number.
    expect(allocate(960000026, [20000000, 20000000, 1])).toEqual([480000001, 480000001, 24]);
  });

  test('all-zero weights share equally', () => {
    expect(allocate(1000, [0, 0, 0])).toEqual([334, 333, 333]);
    expect(allocate(5, [0])).toEqual([5]);
  });

  test('a total of 0 gives zero parts; no weights give no parts', () => {
    expect(allocate(0, [3, 4])).toEqual([0, 0]);
    expect(allocate(0, [0, 0])).toEqual([0, 0]);
    expect(allocate(0, [])).toEqual([]);
  });

  test('invalid input throws RangeError', () => {
    expect(() => allocate(-1, [1])).toThrow(RangeError);
    expect(() => allocate(1.5, [1])).toThrow(RangeError);
    expect(() => allocate(Number.NaN, [1])).toThrow(RangeError);
    expect(() => allocate(Number.MAX_SAFE_INTEGER + 1, [1])).toThrow(RangeError);
    expect(() => allocate(100, [1, Number.NaN])).toThrow(RangeError);
    expect(() => allocate(100, [1, -1])).toThrow(RangeError);
    expect(() => allocate(100, [Number.POSITIVE_INFINITY])).toThrow(RangeError);
  });
});

describe('equalShares', () => {
  test('10000 among 3 is 3334 + 3333 + 3333', () => {
    expect(equalShares(10000, 3)).toEqual([3334, 3333, 3333]);
  });

  test('among one person the whole total; among nobody nothing', () => {
    expect(equalShares(10000, 1)).toEqual([10000]);
    expect(equalShares(10000, 0)).toEqual([]);
    expect(equalShares(10000, -2)).toEqual([]);
  });

  test('any total among any number of people sums to the total, parts one öre apart at most', () => {
    fc.assert(
      fc.property(totals, fc.integer({ min: 1, max: 20 }), (total, n) => {
        const parts = equalShares(total, n);
        expect(parts).toHaveLength(n);
        expect(sum(parts)).toBe(total);
        expect(Math.max(...parts) - Math.min(...parts)).toBeLessThanOrEqual(1);
      }),
    );
  });
});

describe('ownShares', () => {
  test('each pays their own lines plus the extras in proportion to them', () => {
    // Extras 1000 by 12900 : 7900 = 620.19 : 379.81 → 620 and 380 (the odd öre to the larger remainder).
    const shares = ownShares([12900, 7900], 1000);
    expect(shares).toEqual([13520, 8280]);
    expect(sum(shares)).toBe(21800);
  });

  test('without extras each pays exactly their own lines', () => {
    expect(ownShares([12900, 7900])).toEqual([12900, 7900]);
    expect(ownShares([12900, 7900], 0)).toEqual([12900, 7900]);
  });

  test('when nobody has priced lines the extras are shared equally', () => {
    expect(ownShares([0, 0, 0], 100)).toEqual([34, 33, 33]);
  });

  test('the shares always sum to the lines plus the extras, nobody paying less than their own lines', () => {
    fc.assert(
      fc.property(
        fc.array(fc.integer({ min: 0, max: 10_000_000 }), { minLength: 1, maxLength: 12 }),
        fc.integer({ min: 0, max: 10_000_000 }),
        (own, extras) => {
          const shares = ownShares(own, extras);
          expect(sum(shares)).toBe(sum(own) + extras);
          shares.forEach((share, i) => expect(share).toBeGreaterThanOrEqual(own[i]!));
        },
      ),
    );
  });

  test('negative extras are refused', () => {
    expect(() => ownShares([100], -1)).toThrow(RangeError);
  });
});
