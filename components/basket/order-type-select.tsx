'use client';

import { useTranslations } from 'next-intl';
import { useId } from 'react';

import type { OrderType } from '@/lib/domain/orders/order';

import styles from './basket.module.css';
import { useChangeOrderType } from './use-change-order-type';

/** A choice when more than one order type is on offer, a fixed label otherwise. */
export function OrderTypeSelect({ orderTypes, value, disabled }: { orderTypes: OrderType[]; value: OrderType | null; disabled: boolean }) {
  const t = useTranslations('OrderType');
  const tb = useTranslations('Basket');
  const id = useId();
  const change = useChangeOrderType();
  const [only] = orderTypes;
  if (orderTypes.length === 1 && only) return <p className={styles.orderType}>{t(only)}</p>;
  return (
    <div className={styles.orderType}>
      <label htmlFor={id}>{tb('orderType')}</label>
      <select id={id} value={value ?? ''} disabled={disabled} onChange={(e) => void change(e.target.value as OrderType)}>
        {value === null ? <option value="">{tb('chooseOrderType')}</option> : null}
        {orderTypes.map((type) => (
          <option key={type} value={type}>
            {t(type)}
          </option>
        ))}
      </select>
    </div>
  );
}
