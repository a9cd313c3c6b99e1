'use client';

import { useLocale } from 'next-intl';
import { useEffect, useState } from 'react';

import { bff, type DeliverySpot } from '@/lib/client/api';
import { oncePerKey } from '@/lib/client/once-per-key';
import { localize } from '@/lib/domain/locale/i18n-text';

import styles from './basket.module.css';

/** A shop's tables, asked once per page load by the basket and the order-type chip alike. */
const requestSpots = oncePerKey((shopId: number) => bff.deliverySpots(shopId));

/** The name of the basket's table (delivery spot) in the guest's language, once the shop's tables have loaded. */
export function useSpotName(shopId: number | null, spotId: number | null): string | null {
  const locale = useLocale();
  const [spots, setSpots] = useState<{ shopId: number; list: DeliverySpot[] } | null>(null);
  useEffect(() => {
    if (shopId === null || spotId === null) return;
    let live = true;
    requestSpots(shopId)
      .then((list) => live && setSpots({ shopId, list }))
      .catch(() => undefined);
    return () => {
      live = false;
    };
  }, [shopId, spotId]);
  const spot = spotId !== null && spots?.shopId === shopId ? spots.list.find((s) => s.id === spotId) : undefined;
  return spot ? localize(spot.i18n, locale, spot.name) : null;
}

/** The table (delivery spot) the order goes to, by its name in the guest's language, once known. */
export function SpotInBasket({ shopId, spotId }: { shopId: number | null; spotId: number | null }) {
  const name = useSpotName(shopId, spotId);
  return name ? (
    <p className={styles.spot} data-testid="basket-spot">
      {name}
    </p>
  ) : null;
}
