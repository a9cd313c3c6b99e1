'use client';

import { useLocale, useTranslations } from 'next-intl';
import { useId } from 'react';

import styles from '@/components/ui/forms.module.css';
import { LineChoices } from '@/components/ui/line-choices';
import { Price } from '@/components/ui/price';
import type { Basket } from '@/lib/domain/basket/basket';
import { basketTotal } from '@/lib/domain/basket/rules';
import { localize } from '@/lib/domain/locale/i18n-text';
import { basketLinePrices } from '@/lib/domain/orders/line-price';

/** The basket at menu prices; the restaurant confirms the prices in the next step. */
export function BasketSummary({ basket, shopName, symbol }: { basket: Basket; shopName: string; symbol: string }) {
  const t = useTranslations('Checkout');
  const locale = useLocale();
  const id = useId();
  return (
    <section className={styles.summary} aria-labelledby={id}>
      <h2 id={id}>{t('yourOrder', { shop: shopName })}</h2>
      <ul>
        {basket.items.map((item) => {
          // One price rule for extras on every surface: "+15 kr" for one item, "2 × 79 kr", the line's total.
          const prices = basketLinePrices(item);
          return (
            <li key={item.id}>
              <div className={styles.row}>
                <span>
                  {item.quantity}× {localize(item.article.i18n, locale, item.article.description)}
                </span>
                <Price amount={prices.total} symbol={symbol} />
              </div>
              <LineChoices
                className={styles.choices}
                names={item.choices.map((c) => localize(c.article.i18n, locale, c.article.description))}
                prices={prices}
                quantity={item.quantity}
                symbol={symbol}
              />
            </li>
          );
        })}
      </ul>
      <div className={`${styles.row} ${styles.total}`}>
        <span>{t('estimatedTotal')}</span>
        <Price amount={basketTotal(basket)} symbol={symbol} />
      </div>
      <p className={styles.muted}>{t('pricesConfirmed')}</p>
    </section>
  );
}
