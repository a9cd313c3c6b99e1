/** One text in the five languages of the product (sv is also the default `name`/`description`). */
export type T5 = { sv: string; fi: string; en: string; ru: string; no: string };
export const SEED_LANGUAGES = ['sv', 'fi', 'en', 'ru', 'no'] as const;

export type Currency = 'SEK' | 'EUR' | 'NOK';

export type Market = { country: 'SE' | 'FI' | 'NO'; currency: Currency; symbol: string; taxPercent: number };

/**
 * Restaurant VAT on food per market: Sweden 12 %, Finland 13.5 % (14 % until 2025-12-31),
 * Norway 15 % (the take-away rate; eating in is 25 % there, which the order rules may apply later).
 */
export const MARKETS: Record<'SE' | 'FI' | 'NO', Market> = {
  SE: { country: 'SE', currency: 'SEK', symbol: 'kr', taxPercent: 12 },
  FI: { country: 'FI', currency: 'EUR', symbol: '€', taxPercent: 13.5 },
  NO: { country: 'NO', currency: 'NOK', symbol: 'kr', taxPercent: 15 },
};

/** A list price in SEK (whole kronor) turned into minor units per currency, rounded like a menu board. */
export function pricesFromSek(sek: number): Record<Currency, number> {
  if (sek === 0) return { SEK: 0, EUR: 0, NOK: 0 };
  const eurHalves = Math.max(1, Math.round((sek / 10.5) * 2));
  const nokTens = Math.max(1, Math.round((sek * 1.35) / 10));
  return { SEK: sek * 100, EUR: eurHalves * 50 - 10, NOK: nokTens * 1000 - 100 };
}
