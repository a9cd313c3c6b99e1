'use client';

import { useTranslations } from 'next-intl';

import { useHydrated } from '@/components/hooks/use-hydrated';
import Link from '@/components/navigation/link';
import styles from '@/components/ui/top-bar.module.css';
import { href } from '@/lib/routes';

import { usePaidOrders } from './paid-orders-store';

/** The paid-orders icon of the top bar: shown while the guest has orders to follow. */
export function PaidOrdersLink() {
  const t = useTranslations('Orders');
  const hydrated = useHydrated();
  const { paidOrders, deliveredOrders } = usePaidOrders();
  const count = paidOrders.length + deliveredOrders.length;
  if (!hydrated || count === 0) return null;
  // Named by the hidden text, which holds the shown count too (no aria-label that differs from it).
  return (
    <Link href={href.orders()} className={styles.link} data-testid="paid-orders-link">
      <svg aria-hidden="true" width="24" height="24" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2">
        <path d="M6 2h12v20l-3-2-3 2-3-2-3 2z" />
        <path d="M9 7h6M9 11h6M9 15h4" />
      </svg>
      <span className="visually-hidden">{t('iconLabel', { count })}</span>
      <span aria-hidden="true">{count}</span>
    </Link>
  );
}
