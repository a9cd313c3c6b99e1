import { useLocale } from 'next-intl';

import { DEFAULT_LOCALE, isLocale, type Locale } from '@/lib/domain/locale/locales';
import { minorUnitsText } from '@/lib/domain/locale/number-text';

type PriceText = (amount: number, symbol: string) => string;

/** One writer per language, so a component can keep it as an effect's dependency. */
const writers = new Map<Locale, PriceText>();

/**
 * A price in minor units as text with the menu's symbol: "129 kr", "12,90 €" (a no-break space
 * before the symbol), written without Intl in the browser (lib/domain/locale/number-text.ts).
 */
export function usePriceText(): PriceText {
  const locale = useLocale();
  const language = isLocale(locale) ? locale : DEFAULT_LOCALE;
  let write = writers.get(language);
  if (!write) {
    write = (amount, symbol) => `${minorUnitsText(amount, language)}\u00a0${symbol}`;
    writers.set(language, write);
  }
  return write;
}

/** A price in minor units with the menu's symbol: "129 kr", "12,90 €". */
export function Price({ amount, symbol, className }: { amount: number; symbol: string; className?: string }) {
  const priceText = usePriceText();
  // No className attribute when there is none: a server-rendered menu repeats this for every article in its payload.
  return <span {...(className ? { className } : {})}>{priceText(amount, symbol)}</span>;
}
