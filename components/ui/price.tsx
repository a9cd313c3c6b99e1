import { useFormatter } from 'next-intl';

/** A price in minor units as text with the menu's symbol: "129 kr", "12,90 €" (a no-break space before the symbol). */
export function usePriceText(): (amount: number, symbol: string) => string {
  const format = useFormatter();
  return (amount, symbol) => {
    const value = amount / 100;
    const digits = Number.isInteger(value) ? 0 : 2;
    return `${format.number(value, { minimumFractionDigits: digits, maximumFractionDigits: 2 })}\u00a0${symbol}`;
  };
}

/** A price in minor units with the menu's symbol: "129 kr", "12,90 €". */
export function Price({ amount, symbol, className }: { amount: number; symbol: string; className?: string }) {
  const priceText = usePriceText();
  // No className attribute when there is none: a server-rendered menu repeats this for every article in its payload.
  return <span {...(className ? { className } : {})}>{priceText(amount, symbol)}</span>;
}
