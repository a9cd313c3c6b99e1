'use client';

import { useTranslations } from 'next-intl';

import { basketActions } from '@/components/basket/basket-store';
import { useErrorMessage } from '@/components/errors/error-popup';
import Link from '@/components/navigation/link';
import { Button } from '@/components/ui/button';
import styles from '@/components/ui/forms.module.css';
import type { AppErrorCode } from '@/lib/domain/app-error';
import { MAX_ORDER_QUANTITY } from '@/lib/domain/orders/order-size';
import type { PickupSlot } from '@/lib/domain/shops/pickup-slots';
import { href } from '@/lib/routes';

export type CheckoutFailure = { code: AppErrorCode; products: string[]; nextSlots?: string[] };

const PRODUCT_ERRORS = new Set(['UNAVAILABLE_PRODUCTS', 'CREATE_ORDER_FAILED_MISSING_RECIPE_ITEMS', 'SHOP_ERROR_ARTICLES_NOT_AVAILABLE', 'SHOP_ERROR_RECIPE_ITEMS_MISSING']);
const SHOP_ERRORS = new Set(['SHOP_CLOSED', 'SHOP_PAUSED', 'SHOP_OFFLINE', 'SHOP_METHOD_NOT_SUPPORTED']);
/** Failures that come with the next times the restaurant takes: a full slot, a closed shop. */
export const NEXT_TIME_ERRORS = new Set(['SLOT_FULL', 'SHOP_CLOSED', 'SHOP_CLOSED_AT_PICKUPTIME']);
/** Failures about the pickup time: focus goes back to the time field. */
export const TIME_ERRORS = new Set(['SHOP_CLOSED_AT_PICKUPTIME', 'SHOP_ERROR_DATE_TIME_IN_THE_PAST', 'SHOP_ERROR_INVALID_DATE_TIME', 'SHOP_ERROR_SLOT_NOT_AVAILABLE']);

type Props = {
  failure: CheckoutFailure;
  onResolved: () => void;
  alertRef: React.Ref<HTMLDivElement>;
  /** The next times the restaurant takes (after SLOT_FULL, or a closed shop's next opening), and what a tap on one does. */
  nextTimes?: readonly PickupSlot[];
  onTakeSlot?: (iso: string) => void;
};

/** Why the restaurant refused the order, and what the guest can do about it. */
export function CheckoutAlert({ failure, onResolved, alertRef, nextTimes = [], onTakeSlot }: Props) {
  const t = useTranslations('Checkout');
  const errorMessage = useErrorMessage();
  return (
    <div className={styles.alert} role="alert" tabIndex={-1} ref={alertRef} data-testid="checkout-alert">
      <p className={styles.error}>{errorMessage(failure.code, { max: MAX_ORDER_QUANTITY })}</p>
      {PRODUCT_ERRORS.has(failure.code) && failure.products.length ? (
        <Button
          variant="secondary"
          onClick={() => {
            basketActions.removeUnavailable(failure.products);
            onResolved();
          }}
        >
          {t('removeUnavailable')}
        </Button>
      ) : null}
      {NEXT_TIME_ERRORS.has(failure.code) && nextTimes.length && onTakeSlot ? (
        <div role="group" aria-label={t('nextSlots')} className={styles.methods} data-testid="next-slots">
          {nextTimes.map((slot) => (
            <Button key={slot.iso} variant="secondary" onClick={() => onTakeSlot(slot.iso)}>
              {t(slot.tomorrow ? 'tomorrowAt' : 'takeSlot', { time: slot.label })}
            </Button>
          ))}
        </div>
      ) : null}
      {SHOP_ERRORS.has(failure.code) ? <Link href={href.home()}>{t('otherShop')}</Link> : null}
    </div>
  );
}
