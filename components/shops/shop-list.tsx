'use client';

import { useLocale, useTranslations } from 'next-intl';
import { useId, useMemo, useState } from 'react';

import { Button } from '@/components/ui/button';
import { filterShops, SHOPS_PAGE_SIZE, sortShops } from '@/lib/domain/shops/shop-search';
import { BADGE_STANDING, shopBadge } from '@/lib/domain/shops/shop-status';
import type { ShopView } from '@/lib/domain/shops/shop-view';

import { ShopRow } from './shop-row';
import styles from './shops.module.css';
import { useDistances } from './use-distances';

type Props = {
  shops: ShopView[];
  now: Date;
  favoriteIds: ReadonlySet<number>;
  hrefFor: (shop: ShopView) => string;
  onSelect: (shop: ShopView) => void;
};

export function ShopList({ shops, now, favoriteIds, hrefFor, onSelect }: Props) {
  const t = useTranslations('ShopList');
  const locale = useLocale();
  const searchId = useId();
  const [query, setQuery] = useState('');
  // The count is for a screen reader while the guest searches; the page says nothing of it
  // until then (nor formats a number while it hydrates).
  const [searched, setSearched] = useState(false);
  const [visible, setVisible] = useState(SHOPS_PAGE_SIZE);
  const [focusIndex, setFocusIndex] = useState<number | null>(null);
  const distances = useDistances(shops);

  const matching = useMemo(
    () => sortShops(filterShops(shops, query, locale), favoriteIds, distances, (shop) => BADGE_STANDING[shopBadge(shop, now)]),
    [shops, query, locale, favoriteIds, distances, now],
  );
  const shown = matching.slice(0, visible);

  return (
    <section aria-labelledby={`${searchId}-heading`}>
      <p id={`${searchId}-heading`} className={styles.subheader}>
        {t('subheader')}
      </p>
      <div className={styles.search} role="search">
        <label htmlFor={searchId}>{t('searchLabel')}</label>
        <input
          id={searchId}
          type="search"
          value={query}
          placeholder={t('searchPlaceholder')}
          autoComplete="off"
          onChange={(event) => {
            setQuery(event.target.value);
            setSearched(true);
            setVisible(SHOPS_PAGE_SIZE);
          }}
        />
      </div>
      <p className="visually-hidden" aria-live="polite">
        {searched ? t('resultCount', { count: matching.length }) : null}
      </p>
      {matching.length === 0 ? (
        <p className={styles.empty}>{t('noMatch')}</p>
      ) : (
        <ul className={styles.list}>
          {shown.map((shop, index) => (
            <ShopRow
              key={shop.id}
              shop={shop}
              now={now}
              km={distances.get(shop.id)}
              href={hrefFor(shop)}
              onSelect={() => onSelect(shop)}
              linkRef={index === focusIndex ? (el) => { if (el) { el.focus(); setFocusIndex(null); } } : undefined}
            />
          ))}
        </ul>
      )}
      {matching.length > visible ? (
        <Button
          variant="secondary"
          wide
          className={styles.more}
          onClick={() => {
            setFocusIndex(visible);
            setVisible((v) => v + SHOPS_PAGE_SIZE);
          }}
        >
          {t('showMore')}
        </Button>
      ) : null}
    </section>
  );
}
