'use client';

import { useTranslations } from 'next-intl';

import { useHydrated } from '@/components/hooks/use-hydrated';
import Link from '@/components/navigation/link';
import styles from '@/components/ui/forms.module.css';
import { readyWording, statusKey } from '@/lib/domain/orders/order';
import { lastKnownStatus } from '@/lib/domain/orders/tracking';
import { href } from '@/lib/routes';

import { usePaidOrders } from './paid-orders-store';

/**
 * The guest's paid orders tracked on this device until they expire, newest first, each linking
 * to its status and showing the last status known, in the order page's words.
 */
export function OrdersList() {
  const t = useTranslations('Orders');
  const ts = useTranslations('OrderStatus');
  const hydrated = useHydrated();
  const { paidOrders, deliveredOrders } = usePaidOrders();
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
            {t('orderAt', { id: order.id.slice(0, 8).toUpperCase(), shop: order.shopName ?? '' })}
          </Link>
          <span className={styles.muted}>{statusText(order)}</span>
        </li>
      ))}
    </ul>
  );
}
