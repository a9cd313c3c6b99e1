'use client';

import { useLocale, useTranslations } from 'next-intl';

import { useNow } from '@/components/hooks/use-now';
import { useRoute } from '@/components/hooks/use-route';
import Link from '@/components/navigation/link';
import styles from '@/components/ui/forms.module.css';
import { weekdayName } from '@/lib/domain/shops/opening-hours';
import { type OrderBlock, orderBlock } from '@/lib/domain/shops/shop-status';
import type { ShopAvailability } from '@/lib/domain/shops/shop-view';
import { href, keepLocale } from '@/lib/routes';

import { SHOP_STATE_ID } from './use-order-block';

type Props = { name: string; availability: ShopAvailability };

/**
 * On a shop's pages, when it cannot take an order now: why (in the guest's language), and what
 * to do: come back when it opens, if the hours tell, or choose another restaurant.
 */
export function ShopStateBanner({ name, availability }: Props) {
  const t = useTranslations('ShopState');
  const locale = useLocale();
  const { pathname } = useRoute();
  const now = useNow(availability.renderedAt);
  const block = orderBlock(availability, now);
  if (!block) return null;

  function comeBack(block: OrderBlock): string | null {
    if (block.reason === 'paused' || block.reason === 'offline') return t('tryLater');
    if (!('opens' in block) || !block.opens) return null;
    const { daysAhead, time } = block.opens;
    if (daysAhead === 0) return t('opensAt', { time });
    if (daysAhead === 1) return t('opensTomorrow', { time });
    return t('opensOn', { day: weekdayName(now, daysAhead, availability.timeZone, locale), time });
  }

  return (
    <div className={styles.alert} role="status" data-testid="shop-state">
      <p id={SHOP_STATE_ID} className={styles.error}>
        {t(`why.${block.reason}`, { shop: name })} {comeBack(block)}
      </p>
      <Link href={keepLocale(pathname, href.home())}>{t('chooseAnother')}</Link>
    </div>
  );
}
