'use client';

import { useTranslations } from 'next-intl';
import { useEffect } from 'react';

import { useBasket } from '@/components/basket/basket-store';
import Link from '@/components/navigation/link';
import { usePriceText } from '@/components/ui/price';
import styles from '@/components/ui/top-bar.module.css';
import { href } from '@/lib/routes';

import { connectGroup, groupMarker, useGroup } from './group-live';

/** "Your table · 3 people · 245 kr": the member's link to the group, live on every page, and what keeps their lines in sync. */
export function GroupLink() {
  const t = useTranslations('Group');
  const { view } = useGroup();
  const basket = useBasket();
  const priceText = usePriceText();
  useEffect(() => {
    if (groupMarker.get()) connectGroup();
  }, []);
  if (!view || view.payment?.paid) return null;
  const people = view.members.length;
  const label = t('memberBar', { people, total: priceText(view.total, basket.currencySymbol ?? '') });
  return (
    <Link href={href.group(view.shopId, view.spotId !== null ? { table: view.spotId } : {})} className={styles.link} data-testid="group-link">
      <svg aria-hidden="true" width="24" height="24" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2">
        <circle cx="9" cy="8" r="3" />
        <circle cx="17" cy="9" r="2.5" />
        <path d="M3 20c0-3.3 2.7-6 6-6s6 2.7 6 6M15 14.5c3 0 6 2 6 5.5" />
      </svg>
      <span className="visually-hidden">{label}</span>
      <span aria-hidden="true">{people}</span>
    </Link>
  );
}
