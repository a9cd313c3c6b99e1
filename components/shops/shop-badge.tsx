import { useTranslations } from 'next-intl';

import type { ShopBadge as Badge } from '@/lib/domain/shops/shop-status';

import styles from './shops.module.css';

export function ShopBadge({ badge }: { badge: Badge }) {
  const t = useTranslations('ShopList.badge');
  return (
    <span className={`${styles.badge} ${styles[badge]}`} data-testid="shop-badge">
      {t(badge)}
    </span>
  );
}
