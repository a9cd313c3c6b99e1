import type { Locale } from './locales.ts';

/**
 * How each language writes a number: its minus sign, digit group separator and decimal mark
 * (CLDR's, as Intl.NumberFormat writes them; number-text.test.ts holds every entry to Intl).
 *
 * Prices are written with these instead of Intl in the browser: a phone's first
 * Intl.NumberFormat costs 40-70 ms of main thread (its number data is loaded then), and the
 * article page and the basket would pay it while they hydrate or on the guest's first tap.
 */
const SYMBOLS: Record<Locale, { minus: string; group: string; decimal: string }> = {
  sv: { minus: '\u2212', group: '\u00a0', decimal: ',' },
  fi: { minus: '\u2212', group: '\u00a0', decimal: ',' },
  no: { minus: '\u2212', group: '\u00a0', decimal: ',' },
  ru: { minus: '-', group: '\u00a0', decimal: ',' },
  en: { minus: '-', group: ',', decimal: '.' },
};

/**
 * An amount in minor units (cents, öre) as its language writes it: whole units with no decimals
 * ("1 290"), else with two ("12,90"): what
 * `Intl.NumberFormat(locale, { minimumFractionDigits: 0 or 2, maximumFractionDigits: 2 })` writes.
 */
export function minorUnitsText(amount: number, locale: Locale): string {
  const { minus, group, decimal } = SYMBOLS[locale];
  const minor = Math.round(Math.abs(amount));
  const whole = String(Math.floor(minor / 100)).replace(/\B(?=(\d{3})+$)/g, group);
  const cents = minor % 100;
  const text = cents === 0 ? whole : `${whole}${decimal}${String(cents).padStart(2, '0')}`;
  return amount < 0 && minor !== 0 ? `${minus}${text}` : text;
}
