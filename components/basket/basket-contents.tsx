'use client';

import { useTranslations } from 'next-intl';
import { useId } from 'react';

import Link from '@/components/navigation/link';
import { useRouter } from '@/components/navigation/use-router';
import { buttonClass } from '@/components/ui/button';
import { useConfirm } from '@/components/ui/confirm-dialog';
import type { Basket } from '@/lib/domain/basket/basket';
import { basketTotal, taxesByRate } from '@/lib/domain/basket/rules';
import type { OrderType } from '@/lib/domain/orders/order';
import { href } from '@/lib/routes';

import { AnimatedPrice } from './animated-price';
import styles from './basket.module.css';
import { BasketLine } from './basket-line';
import { basketActions } from './basket-store';
import { OrderTypeSelect } from './order-type-select';
import { SpotInBasket } from './spot-in-basket';

type Props = { basket: Basket; orderTypes: OrderType[]; symbol: string; disabled: boolean; showOrderInfo: boolean };

/** The basket's lines, totals with tax per rate, and the way on to checkout or to cancel. */
export function BasketContents({ basket, orderTypes, symbol, disabled, showOrderInfo }: Props) {
  const t = useTranslations('Basket');
  const router = useRouter();
  const confirm = useConfirm();
  const headingId = useId();

  async function cancelOrder() {
    if (basket.items.length === 0 || (await confirm(t('confirmCancel')))) {
      basketActions.cancelOrder();
      router.push(href.home());
    }
  }

  return (
    <section className={styles.panel} aria-labelledby={headingId} data-testid="basket">
      <h2 id={headingId}>{t('title')}</h2>
      {basket.shopName ? <p className={styles.muted}>{basket.shopName}</p> : null}
      {showOrderInfo ? (
        <div className={styles.orderInfo}>
          <OrderTypeSelect orderTypes={orderTypes} value={basket.orderType} disabled={disabled} />
          <SpotInBasket shopId={basket.shopId} spotId={basket.spotId} />
        </div>
      ) : null}
      {basket.items.length === 0 ? (
        <p>{t('empty')}</p>
      ) : (
        <ul className={styles.lines}>
          {basket.items.map((item, index) => (
            <BasketLine
              key={item.id}
              item={item}
              index={index}
              shopId={basket.shopId ?? 0}
              symbol={symbol}
              disabled={disabled}
              onIncrease={() => basketActions.increaseLine(item.id)}
              onDecrease={() => basketActions.decreaseLine(item.id)}
              onRemove={() => basketActions.removeLine(item.id)}
            />
          ))}
        </ul>
      )}
      <div className={styles.totals}>
        <div className={`${styles.row} ${styles.total}`}>
          <span>{t('total')}</span>
          <AnimatedPrice amount={basketTotal(basket)} symbol={symbol} />
        </div>
        {taxesByRate(basket).map((tax) => (
          <div key={tax.percent} className={`${styles.row} ${styles.muted}`}>
            <span>{t('tax', { percent: tax.percent })}</span>
            <AnimatedPrice amount={tax.amount} symbol={symbol} />
          </div>
        ))}
      </div>
      {!disabled ? (
        <div className={styles.actions}>
          {basket.items.length && basket.shopId ? (
            <Link className={buttonClass()} href={href.checkout(basket.shopId)}>
              {t('checkout')}
            </Link>
          ) : null}
          {/* A quiet text action, apart from the way on: it asks before it empties the basket. */}
          <button type="button" className={styles.cancel} onClick={cancelOrder}>
            {t('cancel')}
          </button>
        </div>
      ) : null}
    </section>
  );
}
