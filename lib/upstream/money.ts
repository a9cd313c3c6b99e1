// Prices as the restaurant's API writes them. SPEC.md gives no unit; our contract proposes
// integer minor units (1250 = 12.50 kr) and allows decimals where the existing API already uses
// them. ORDERING_API_PRICE_UNIT says which one the restaurant sends: `minor` (the default, our
// contract's) or `major` (129, 89.5 kronor). Inside the app money is always an integer number
// of minor units, so sums and VAT never meet a binary fraction.
import { MAX_AMOUNT } from './schemas/common.ts';

export type PriceUnit = 'minor' | 'major';

/** The unit of the upstream's prices (plain code: the contract suite runs it outside Next too). */
export function priceUnitOf(env: Readonly<Record<string, string | undefined>> = process.env): PriceUnit {
  const value = env.ORDERING_API_PRICE_UNIT?.trim().toLowerCase();
  return value === 'major' ? 'major' : 'minor';
}

/** A numeric amount as JSON may carry it: a number, or a decimal string ("89.50") as some .NET APIs write decimals. */
function numeric(raw: unknown): number | undefined {
  if (typeof raw === 'number') return Number.isFinite(raw) ? raw : undefined;
  if (typeof raw === 'string' && /^\d{1,9}(\.\d{1,6})?$/.test(raw.trim())) return Number(raw.trim());
  return undefined;
}

/**
 * An upstream amount in minor units, or undefined when it is not a price (negative, too large,
 * not a number, or fractions of an öre in minor units). Major units are rounded to the öre, half
 * up, on the decimal the restaurant wrote (1.005 → 101, not 100 from 100.49999…).
 */
export function readMoney(raw: unknown, unit: PriceUnit = priceUnitOf()): number | undefined {
  const value = numeric(raw);
  if (value === undefined || value < 0) return undefined;
  const minor = unit === 'major' ? Math.round(Number((value * 100).toFixed(6))) : value;
  return Number.isSafeInteger(minor) && minor <= MAX_AMOUNT ? minor : undefined;
}

/** An amount in minor units as the restaurant's API writes it: öre as they are, or kronor with two decimals. */
export function toUpstreamMoney(minor: number, unit: PriceUnit = priceUnitOf()): number {
  return unit === 'major' ? Number((minor / 100).toFixed(2)) : minor;
}
