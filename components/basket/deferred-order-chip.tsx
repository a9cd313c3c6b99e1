'use client';

import { useTranslations } from 'next-intl';
import { type ComponentType, useEffect, useState } from 'react';

import type { OrderChipView } from '@/lib/domain/basket/qr-chip-view';
import type { OrderType } from '@/lib/domain/orders/order';

import type { OrderChip } from './order-chip';
import styles from './order-chip.module.css';
import { OrderChipFace } from './order-chip-face';

type Props = { shopId: number; orderTypes: OrderType[]; first: OrderChipView | null };

/**
 * The order-type chip. The server draws `first` (a QR code's values) into the first paint; the
 * live chip, which reads the basket saved in the browser, loads after hydration with the basket
 * store's code (out of the first load) and takes its place.
 */
export function DeferredOrderChip({ shopId, orderTypes, first }: Props) {
  const t = useTranslations('OrderType');
  const tb = useTranslations('Basket');
  const [Live, setLive] = useState<ComponentType<Parameters<typeof OrderChip>[0]> | null>(null);
  useEffect(() => {
    let live = true;
    void import('./order-chip').then((m) => live && setLive(() => m.OrderChip));
    return () => {
      live = false;
    };
  }, []);
  if (Live) return <Live shopId={shopId} orderTypes={orderTypes} first={first} />;
  if (!first) return null;
  return (
    <OrderChipFace label={tb('orderType')} orderType={t(first.orderType)} table={first.table}>
      {orderTypes.length > 1 ? (
        <button type="button" className={styles.chipChange} aria-expanded={false}>
          {tb('changeOrderType')}
        </button>
      ) : null}
    </OrderChipFace>
  );
}
