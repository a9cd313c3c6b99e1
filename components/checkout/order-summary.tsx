import { useTranslations } from 'next-intl';

import { Price } from '@/components/ui/price';

import styles from './checkout.module.css';

export type PricedOrder = {
  orderId: string;
  status: string;
  shopId: number;
  pickupTime: string;
  asap: boolean;
  currency: string;
  lines: Array<{ lineNo: number; name: string; quantity: number; amount: number; choices: Array<{ name: string; amount: number }> }>;
  tax: Array<{ rate: number; amount: number }>;
  total: number;
  payment: { status: string; method: string | null; error: { code: string; name: string } | null };
};

const SYMBOLS: Record<string, string> = { SEK: 'kr', NOK: 'kr', EUR: '€', DKK: 'kr' };
export const currencySymbolOf = (currency: string) => SYMBOLS[currency] ?? currency;

/** The order exactly as the restaurant priced it: lines, choices, tax per rate and total. */
export function OrderSummary({ order }: { order: PricedOrder }) {
  const t = useTranslations('Checkout');
  const tb = useTranslations('Basket');
  const symbol = currencySymbolOf(order.currency);
  return (
    <section className={styles.summary} aria-label={t('pricedOrder')} data-testid="priced-order">
      <ul>
        {order.lines.map((line) => (
          <li key={line.lineNo}>
            <div className={styles.row}>
              <span>
                {line.quantity}× {line.name}
              </span>
              <Price amount={line.amount} symbol={symbol} />
            </div>
            {line.choices.length ? (
              <ul className={styles.choices}>
                {line.choices.map((c) => (
                  <li key={c.name}>
                    {c.name}
                    {c.amount > 0 ? (
                      <>
                        {' '}
                        +<Price amount={c.amount} symbol={symbol} />
                      </>
                    ) : null}
                  </li>
                ))}
              </ul>
            ) : null}
          </li>
        ))}
      </ul>
      <div className={`${styles.row} ${styles.total}`}>
        <span>{tb('total')}</span>
        <Price amount={order.total} symbol={symbol} />
      </div>
      {order.tax.map((tax) => (
        <div key={tax.rate} className={`${styles.row} ${styles.muted}`}>
          <span>{tb('tax', { percent: tax.rate })}</span>
          <Price amount={tax.amount} symbol={symbol} />
        </div>
      ))}
    </section>
  );
}
