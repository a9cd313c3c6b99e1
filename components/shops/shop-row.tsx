import dynamic from 'next/dynamic';
import { useTranslations } from 'next-intl';
import type { Ref } from 'react';

import { FavoriteButton } from '@/components/account/favorite-button';
import Link from '@/components/navigation/link';
import { isOpenForBusiness, shopBadge } from '@/lib/domain/shops/shop-status';
import type { ShopView } from '@/lib/domain/shops/shop-view';

import { ShopBadge } from './shop-badge';
import { safeAppLink } from './shop-link';
import styles from './shops.module.css';
import { TodaysHours } from './todays-hours';

/** Shown once the browser shares a position (./use-distances.ts loads it then); never on the server. */
const ShopDistance = dynamic(() => import('./shop-distance').then((m) => m.ShopDistance), { ssr: false });

type Props = {
  shop: ShopView;
  now: Date;
  km: number | undefined;
  href: string;
  onSelect: () => void;
  linkRef?: Ref<HTMLAnchorElement>;
};

export function ShopRow({ shop, now, km, href, onSelect, linkRef }: Props) {
  const t = useTranslations('ShopList');
  const selectable = isOpenForBusiness(shop);
  const appLink = safeAppLink(shop.externalAppUri);
  return (
    <li className={styles.row} data-testid="shop-row">
      <h2 className={styles.name}>
        {selectable ? (
          <Link
            ref={linkRef}
            href={href}
            className={styles.select}
            onClick={(event) => {
              if (event.metaKey || event.ctrlKey || event.shiftKey || event.button !== 0) return;
              event.preventDefault();
              onSelect();
            }}
          >
            {shop.name}
          </Link>
        ) : (
          <span>{shop.name}</span>
        )}
      </h2>
      <div className={styles.favoriteSlot}>
        <FavoriteButton code={String(shop.id)} type="shop" name={shop.name} />
      </div>
      {shop.description ? <p className={styles.description}>{shop.description}</p> : null}
      <address className={styles.address}>
        {[shop.address1, shop.address2].filter(Boolean).join(', ')}
        {shop.zipCode || shop.city ? <br /> : null}
        {[shop.zipCode, shop.city].filter(Boolean).join(' ')}
      </address>
      <div className={styles.meta}>
        <ShopBadge badge={shopBadge(shop, now)} />
        <TodaysHours shop={shop} now={now} />
        {km === undefined ? null : <ShopDistance km={km} />}
        {!selectable && !shop.externalAppUri ? <span>{t('notAvailable')}</span> : null}
        {/* A shop ordered from in an app of its own: the way there, rather than a row that leads nowhere. */}
        {appLink ? (
          <a href={appLink} rel="noopener noreferrer" className={styles.appLink} data-testid="own-app">
            {t('ownApp')}
          </a>
        ) : null}
      </div>
    </li>
  );
}
