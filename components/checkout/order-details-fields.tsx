'use client';

import { useTranslations } from 'next-intl';
import { useId } from 'react';

import { basketActions } from '@/components/basket/basket-store';
import { useChangeOrderType } from '@/components/basket/use-change-order-type';
import { useErrorMessage } from '@/components/errors/error-popup';
import styles from '@/components/ui/forms.module.css';
import type { OrderType } from '@/lib/domain/orders/order';

import { RequiredMark } from './required-mark';

type Spot = { id: number; name: string; orderType: OrderType };
type Props = {
  orderTypes: OrderType[];
  orderType: OrderType;
  spots: Spot[];
  spotId: number | null;
  spotMissing: boolean;
  spotRequired: boolean;
  onSpotChosen: () => void;
  spotRef: React.Ref<HTMLSelectElement>;
};

/**
 * Order type and the table or delivery spot: for eat-in when the restaurant has tables; for
 * another order type once a spot is chosen (a QR code's) or the restaurant has said it needs one.
 */
export function OrderDetailsFields({ orderTypes, orderType, spots, spotId, spotMissing, spotRequired, onSpotChosen, spotRef }: Props) {
  const t = useTranslations('Checkout');
  const tOrder = useTranslations('OrderType');
  const errorMessage = useErrorMessage();
  const ids = useId();
  const change = useChangeOrderType();
  const showSpotError = spotMissing && spotId === null;
  return (
    <>
      <div className={styles.field}>
        {orderTypes.length > 1 ? <label htmlFor={`${ids}-type`}>{t('orderType')}</label> : <span className={styles.label}>{t('orderType')}</span>}
        {orderTypes.length > 1 ? (
          <select id={`${ids}-type`} value={orderType} onChange={(e) => void change(e.target.value as OrderType)}>
            {orderTypes.map((type) => (
              <option key={type} value={type}>
                {tOrder(type)}
              </option>
            ))}
          </select>
        ) : (
          <p className={styles.value}>{tOrder(orderType)}</p>
        )}
      </div>

      {spots.length && (orderType === 'dineInPlace' || spotRequired || spotId !== null) ? (
        <div className={styles.field}>
          <label htmlFor={`${ids}-spot`}>
            {t('spot')}
            {spotRequired ? (
              <>
                {' '}
                <RequiredMark />
              </>
            ) : null}
          </label>
          <select
            id={`${ids}-spot`}
            ref={spotRef}
            required={spotRequired}
            value={spotId ?? ''}
            aria-invalid={showSpotError}
            aria-describedby={showSpotError ? `${ids}-spot-error` : undefined}
            onChange={(e) => {
              onSpotChosen();
              basketActions.setSpot(e.target.value ? Number(e.target.value) : null);
            }}
          >
            <option value="">{t('notSelected')}</option>
            {spots.map((spot) => (
              <option key={spot.id} value={spot.id}>
                {spot.name}
              </option>
            ))}
          </select>
          {showSpotError ? (
            <p id={`${ids}-spot-error`} className={styles.error}>
              {errorMessage('DELIVERY_SPOT_REQUIRED')}
            </p>
          ) : null}
        </div>
      ) : null}

    </>
  );
}
