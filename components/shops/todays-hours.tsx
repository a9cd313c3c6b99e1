import { useTranslations } from 'next-intl';

import { todaysHours } from '@/lib/domain/shops/opening-hours';
import type { ShopView } from '@/lib/domain/shops/shop-view';

/** Today's opening hours as 24-hour times, for the shop's own weekday and time zone. */
export function TodaysHours({ shop, now }: { shop: Pick<ShopView, 'openingHours' | 'timeZone' | 'clock'>; now: Date }) {
  const t = useTranslations('ShopList');
  if (shop.openingHours.length === 0) return null; // the restaurant gives no hours: nothing to say
  const ranges = todaysHours(shop.openingHours, now, shop.clock ?? shop.timeZone);
  if (ranges.length === 0) return <span>{t('closedToday')}</span>;
  // A round-the-clock shop (00:00–23:59 or 24:00) says so instead of listing the day's edges.
  if (ranges.some((r) => r.opens === '00:00' && (r.closes === '23:59' || r.closes === '24:00' || r.closes === '00:00'))) return <span>{t('allDay')}</span>;
  const text = ranges.map((r) => `${r.opens}–${r.closes}`).join(', ');
  return <span>{t('todayHours', { hours: text })}</span>;
}
