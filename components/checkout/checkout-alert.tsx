'use client';

import { useTranslations } from 'next-intl';

import { basketActions } from '@/components/basket/basket-store';
import { useErrorMessage } from '@/components/errors/error-popup';
import Link from '@/components/navigation/link';
import { Button } from '@/components/ui/button';
import styles from '@/components/ui/forms.module.css';
import type { AppErrorCode } from '@/lib/domain/app-error';
import { clockTime } from '@/lib/domain/orders/kitchen';
import { MAX_ORDER_QUANTITY } from '@/lib/domain/orders/order-size';
import { href } from '@/lib/routes';

export type CheckoutFailure = { code: AppErrorCode; products: string[]; nextSlots?: string[] };

const PRODUCT_ERRORS = new Set(['UNAVAILABLE_PRODUCTS', 'CREATE_ORDER_FAILED_MISSING_RECIPE_ITEMS', 'SHOP_ERROR_ARTICLES_NOT_AVAILABLE', 'SHOP_ERROR_RECIPE_ITEMS_MISSING']);
const SHOP_ERRORS = new Set(['SHOP_CLOSED', 'SHOP_PAUSED', 'SHOP_OFFLINE', 'SHOP_METHOD_NOT_SUPPORTED']);
/** Failures about the pickup time: focus goes back to the time field. */
export const TIME_ERRORS = new Set(['SHOP_CLOSED_AT_PICKUPTIME', 'SHOP_ERROR_DATE_TIME_IN_THE_PAST', 'SHOP_ERROR_INVALID_DATE_TIME', 'SHOP_ERROR_SLOT_NOT_AVAILABLE']);

type Props = {
  failure: CheckoutFailure;
  onResolved: () => void;
  alertRef: React.Ref<HTMLDivElement>;
  /** The shop's zone, for the next free times after SLOT_FULL, and what a tap on one does. */
  timeZone?: string;
  onTakeSlot?: (iso: string) => void;
};

/** Why the restaurant refused the order, and what the guest can do about it. */
export function CheckoutAlert({ failure, onResolved, alertRef, timeZone, onTakeSlot }: Props) {
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
      {SHOP_ERRORS.has(failure.code) ? <Link href={href.home()}>{t('otherShop')}</Link> : null}
      {failure.code === 'SLOT_FULL' && failure.nextSlots?.length && onTakeSlot ? (
        <div role="group" aria-label={t('nextSlots')} className={styles.methods} data-testid="next-slots">
          {failure.nextSlots.map((iso) => (
            <Button key={iso} variant="secondary" onClick={() => onTakeSlot(iso)}>
              {t('takeSlot', { time: clockTime(iso, timeZone) })}
            </Button>
          ))}
        </div>
      ) : null}
    </div>
  );
}
