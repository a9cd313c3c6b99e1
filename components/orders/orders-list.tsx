'use client';

import { useTranslations } from 'next-intl';

import { useHydrated } from '@/components/hooks/use-hydrated';
import Link from '@/components/navigation/link';
import styles from '@/components/ui/forms.module.css';
import { readyWording, statusKey } from '@/lib/domain/orders/order';
import { orderNumber } from '@/lib/domain/orders/order-number';
import { lastKnownStatus } from '@/lib/domain/orders/tracking';
import { href } from '@/lib/routes';

import { useOrderNumbers } from './order-numbers-store';
import { usePaidOrders } from './paid-orders-store';

/**
 * The guest's paid orders tracked on this device until they expire, newest first, each linking
 * to its status and showing the last status known, in the order page's words; each named by its
 * pickup number, as its status card and mails name it.
 */
export function OrdersList() {
  const t = useTranslations('Orders');
  const ts = useTranslations('OrderStatus');
  const hydrated = useHydrated();
  const { paidOrders, deliveredOrders } = usePaidOrders();
  const numbers = useOrderNumbers();
  if (!hydrated) return <p role="status">{t('loading')}</p>;
  const all = [
    ...paidOrders.map((o) => ({ ...o, status: lastKnownStatus(o, false) })),
    ...deliveredOrders.map((o) => ({ ...o, status: lastKnownStatus(o, true) })),
  ].reverse();
  if (all.length === 0) return <p>{t('none')}</p>;
  // Ready as the order page says it: pickup for take-away, at the restaurant for eat-in.
  const statusText = (order: (typeof all)[number]) => {
    const key = statusKey(order.status);
    const wording = key === 'ready' ? readyWording(order.orderType ?? null, null) : 'general';
    return wording === 'general' ? ts(`status.${key}`) : ts(`ready.${wording}.title`);
  };
  return (
    <ul className={styles.summary}>
      {all.map((order) => (
        <li key={order.id} className={styles.row} data-testid="tracked-order">
          <Link href={href.order(order.id)}>
            {/* Named by the number its status card shows (its pickup number, else the short id). */}
            {t('orderAt', { id: orderNumber({ orderId: order.id, pickupNumber: numbers.find((n) => n.id === order.id)?.number }), shop: order.shopName ?? '' })}
          </Link>
          <span className={styles.muted}>{statusText(order)}</span>
        </li>
      ))}
    </ul>
  );
}
