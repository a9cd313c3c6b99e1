import { useFormatter } from 'next-intl';

/** A price in minor units with the menu's symbol: "129 kr", "12,90 €". */
export function Price({ amount, symbol, className }: { amount: number; symbol: string; className?: string }) {
  const format = useFormatter();
  const value = amount / 100;
  const digits = Number.isInteger(value) ? 0 : 2;
  return (
    // One text node ("129 kr" with a no-break space): no separators in the HTML between number and symbol.
    <span className={className}>{`${format.number(value, { minimumFractionDigits: digits, maximumFractionDigits: 2 })}\u00a0${symbol}`}</span>
  );
}
