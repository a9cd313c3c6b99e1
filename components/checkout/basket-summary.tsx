'use client';

import { useLocale, useTranslations } from 'next-intl';
import { useId } from 'react';

import styles from '@/components/ui/forms.module.css';
import { Price } from '@/components/ui/price';
import type { Basket } from '@/lib/domain/basket/basket';
import { basketTotal, lineTotal } from '@/lib/domain/basket/rules';
import { localize } from '@/lib/domain/locale/i18n-text';

/** The basket at menu prices; the restaurant confirms the prices in the next step. */
export function BasketSummary({ basket, shopName, symbol }: { basket: Basket; shopName: string; symbol: string }) {
  const t = useTranslations('Checkout');
  const locale = useLocale();
  const id = useId();
  return (
    <section className={styles.summary} aria-labelledby={id}>
      <h2 id={id}>{t('yourOrder', { shop: shopName })}</h2>
      <ul>
        {basket.items.map((item) => (
          <li key={item.id}>
            <div className={styles.row}>
              <span>
                {item.quantity}× {localize(item.article.i18n, locale, item.article.description)}
              </span>
              <Price amount={lineTotal(item)} symbol={symbol} />
            </div>
            {item.choices.length ? (
              <ul className={styles.choices}>
                {item.choices.map((c) => (
                  <li key={`${c.level}-${c.code}`}>{localize(c.article.i18n, locale, c.article.description)}</li>
                ))}
              </ul>
            ) : null}
          </li>
        ))}
      </ul>
      <div className={`${styles.row} ${styles.total}`}>
        <span>{t('estimatedTotal')}</span>
        <Price amount={basketTotal(basket)} symbol={symbol} />
      </div>
      <p className={styles.muted}>{t('pricesConfirmed')}</p>
    </section>
  );
}
