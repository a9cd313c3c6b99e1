'use client';

import { useEffect, useState } from 'react';

import type { ShopView } from '@/lib/domain/shops/shop-view';

/** Geolocation: 5 s time-out, low accuracy, a cached position up to a minute old. */
export const GEOLOCATION_OPTIONS: PositionOptions = { timeout: 5000, enableHighAccuracy: false, maximumAge: 60_000 };

/** Distances to the visitor, once the browser shares a position; nothing if it does not. */
export function useDistances(shops: readonly ShopView[]): ReadonlyMap<number, number> {
  const [distances, setDistances] = useState<ReadonlyMap<number, number>>(new Map());
  useEffect(() => {
    if (!('geolocation' in navigator)) return;
    let cancelled = false;
    navigator.geolocation.getCurrentPosition(
      (position) => {
        const from = { latitude: position.coords.latitude, longitude: position.coords.longitude };
        // The distance code (and the rows' distance label) loads once there is a position to measure from.
        void Promise.all([import('@/lib/domain/shops/distance'), import('./shop-distance')]).then(([{ distancesInBatches }]) =>
          distancesInBatches(shops, from, (batch) => {
            if (!cancelled) setDistances(batch);
          }),
        );
      },
      // Denied or unavailable: the visitor's choice, not an error; the list keeps its order.
      () => {},
      GEOLOCATION_OPTIONS,
    );
    return () => {
      cancelled = true;
    };
  }, [shops]);
  return distances;
}
