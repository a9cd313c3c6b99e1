/**
 * Sharing an amount in whole öre/cents by the largest-remainder method: each part gets the floor
 * of its exact share, and the öre left over go one each to the parts with the largest remainders
 * (ties to the earlier part). The parts always sum to the total, none is negative, and no part
 * is more than one öre from its exact share: nobody pays the rounding for the table.
 */
export function allocate(total: number, weights: readonly number[]): number[] {
  if (!Number.isSafeInteger(total) || total < 0) throw new RangeError('total must be a whole, non-negative amount');
  if (weights.length === 0) return [];
  if (weights.some((w) => !Number.isFinite(w) || w < 0)) throw new RangeError('weights must be finite and non-negative');
  const sum = weights.reduce((a, b) => a + b, 0);
  // Nothing to weigh by (everyone's lines are free): equal parts.
  const shares = sum > 0 ? weights : weights.map(() => 1);
  const weight = sum > 0 ? sum : weights.length;
  const exact = shares.map((w) => (total * w) / weight);
  const parts = exact.map(Math.floor);
  let left = total - parts.reduce((a, b) => a + b, 0);
  const order = exact.map((value, index) => ({ index, remainder: value - Math.floor(value) })).sort((a, b) => b.remainder - a.remainder || a.index - b.index);
  for (const { index } of order) {
    if (left <= 0) break;
    parts[index]! += 1;
    left -= 1;
  }
  return parts;
}

/** Equal parts of a total among `count` people. */
export const equalShares = (total: number, count: number) => allocate(total, Array.from({ length: Math.max(0, count) }, () => 1));

/**
 * What each member owes for the table: their own lines, and the table's extras (fees, tip)
 * shared in proportion to them. `own` is each member's lines in minor units; the parts sum to
 * the lines plus the extras exactly.
 */
export function ownShares(own: readonly number[], extras = 0): number[] {
  const extra = allocate(extras, own);
  return own.map((amount, i) => amount + extra[i]!);
}
