'use client';

import { useTranslations } from 'next-intl';

import { useMenuNames } from '@/components/hooks/use-menu';
import styles from '@/components/ui/forms.module.css';
import { LineChoices } from '@/components/ui/line-choices';
import { Price } from '@/components/ui/price';
import { symbolForCurrency } from '@/lib/domain/menu/menu';
import { linePrices } from '@/lib/domain/orders/line-price';
import type { OrderView } from '@/lib/domain/orders/order';

/**
 * The order exactly as the restaurant priced it: lines, choices, tax per rate and total. Names
 * come from the shop's menu in the guest's language; a code no longer on it keeps the restaurant's name.
 */
export function OrderSummary({ priced, shopId }: { priced: NonNullable<OrderView['priced']>; shopId: number | null }) {
  const t = useTranslations('Checkout');
  const tb = useTranslations('Basket');
  const names = useMenuNames(shopId);
  const symbol = symbolForCurrency(priced.currency);
  return (
    <section className={styles.summary} aria-label={t('pricedOrder')} data-testid="priced-order">
      <ul>
        {priced.lines.map((line) => {
          // One price rule for extras on every surface: "+15 kr" for one item (not the 2× line's 30 kr), "2 × 79 kr", the line's amount.
          const prices = linePrices(line);
          return (
            <li key={line.lineNo}>
              <div className={styles.row}>
                <span>
                  {line.quantity}× {names.article(line.code, line.name)}
                </span>
                <Price amount={prices.total} symbol={symbol} />
              </div>
              <LineChoices
                className={styles.choices}
                names={line.choices.map((c) => names.choice(line.code, c, c.name))}
                prices={prices}
                quantity={line.quantity}
                symbol={symbol}
              />
            </li>
          );
        })}
      </ul>
      <div className={`${styles.row} ${styles.total}`}>
        <span>{tb('total')}</span>
        <Price amount={priced.total} symbol={symbol} />
      </div>
      {priced.tax.map((tax) => (
        <div key={tax.rate} className={`${styles.row} ${styles.muted}`}>
          <span>{tb('tax', { percent: tax.rate })}</span>
          <Price amount={tax.amount} symbol={symbol} />
        </div>
      ))}
    </section>
  );
}
