import { useFormatter } from 'next-intl';

/** A price in minor units with the menu's symbol: "129 kr", "12,90 €". */
export function Price({ amount, symbol, className }: { amount: number; symbol: string; className?: string }) {
  const format = useFormatter();
  const value = amount / 100;
  const digits = Number.isInteger(value) ? 0 : 2;
  return (
    <span className={className}>
      {format.number(value, { minimumFractionDigits: digits, maximumFractionDigits: 2 })}&nbsp;{symbol}
    </span>
  );
}
