'use client';

import { useEffect, useState } from 'react';

import { bff, type DeliverySpot } from '@/lib/client/api';

import styles from './basket.module.css';

/** The table (delivery spot) the order goes to, by its name in the guest's language, once known. */
export function SpotInBasket({ shopId, spotId }: { shopId: number | null; spotId: number | null }) {
  const [spots, setSpots] = useState<{ shopId: number; list: DeliverySpot[] } | null>(null);
  useEffect(() => {
    if (shopId === null || spotId === null) return;
    let live = true;
    bff
      .deliverySpots(shopId)
      .then((list) => live && setSpots({ shopId, list }))
      .catch(() => undefined);
    return () => {
      live = false;
    };
  }, [shopId, spotId]);
  const spot = spotId !== null && spots?.shopId === shopId ? spots.list.find((s) => s.id === spotId) : undefined;
  return spot ? (
    <p className={styles.spot} data-testid="basket-spot">
      {spot.name}
    </p>
  ) : null;
}
