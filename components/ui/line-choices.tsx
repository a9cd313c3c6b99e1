import type { LinePrices } from '@/lib/domain/orders/line-price';

import { Price } from './price';

type Props = {
  /** Each choice's name as shown, in the line's order (the prices' `extras` follow it). */
  names: readonly string[];
  prices: LinePrices;
  quantity: number;
  symbol: string;
  className?: string;
};

/**
 * A line's choices under one price rule (lib/domain/orders/line-price.ts): each extra "+15 kr" for
 * one item, and "2 × 79 kr" when the line holds several. The basket, checkout, payment and order
 * pages all draw it here. Nothing when the line has no choices.
 */
export function LineChoices({ names, prices, quantity, symbol, className }: Props) {
  if (names.length === 0) return null;
  return (
    <ul className={className}>
      {names.map((name, i) => (
        <li key={i}>
          {name}
          {prices.extras[i] ? (
            <>
              {' '}
              +<Price amount={prices.extras[i]} symbol={symbol} />
            </>
          ) : null}
        </li>
      ))}
      {prices.showsEach ? (
        <li data-testid="line-each">
          {quantity} × <Price amount={prices.each} symbol={symbol} />
        </li>
      ) : null}
    </ul>
  );
}
