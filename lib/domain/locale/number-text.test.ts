import { LOCALES } from './locales';
import { minorUnitsText } from './number-text';

const AMOUNTS = [0, 1, 5, 99, 100, 101, 1290, 1299, 9950, 99999, 100000, 123456, 999999, 1000000, 1234567, 12345678, 123456789, -1, -1290, -123456, 0.4, 1290.6];

/** What the browser's Intl writes for a price (components/ui/price.tsx asked exactly this before). */
const intlText = (amount: number, locale: string) => {
  const value = Math.round(amount) / 100;
  const digits = Number.isInteger(value) ? 0 : 2;
  return new Intl.NumberFormat(locale, { minimumFractionDigits: digits, maximumFractionDigits: 2 }).format(value);
};

test.each(LOCALES)('%s: every amount is written as Intl.NumberFormat writes it', (locale) => {
  for (const amount of AMOUNTS) expect([amount, minorUnitsText(amount, locale)]).toEqual([amount, intlText(amount, locale)]);
});

test('the five languages differ where a guest would see it', () => {
  expect(LOCALES.map((locale) => minorUnitsText(-123456, locale))).toEqual(['\u22121\u00a0234,56', '\u22121\u00a0234,56', '-1,234.56', '-1\u00a0234,56', '\u22121\u00a0234,56']);
  expect(minorUnitsText(12900, 'sv')).toBe('129');
  expect(minorUnitsText(1290, 'en')).toBe('12.90');
});
