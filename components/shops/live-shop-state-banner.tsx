'use client';

import { useLocale, useTranslations } from 'next-intl';

import { useNow } from '@/components/hooks/use-now';
import { orderBlock } from '@/lib/domain/shops/shop-status';
import type { ShopAvailability } from '@/lib/domain/shops/shop-view';

import { ShopStateView } from './shop-state-view';

/** The shop-state banner on the guest's clock, checked again each minute. */
export function LiveShopStateBanner({ name, availability }: { name: string; availability: ShopAvailability }) {
  const t = useTranslations('ShopState');
  const locale = useLocale();
  const now = useNow(availability.renderedAt);
  return <ShopStateView block={orderBlock(availability, now)} name={name} now={now} timeZone={availability.timeZone} locale={locale} t={t} />;
}
