export type Coordinates = { latitude: number; longitude: number };
export type Distance = { unit: 'm'; value: number } | { unit: 'km'; value: number };

const EARTH_RADIUS_KM = 6371;
const rad = (deg: number) => (deg * Math.PI) / 180;

/** Great-circle distance in kilometres. */
export function distanceKm(a: Coordinates, b: Coordinates): number {
  const dLat = rad(b.latitude - a.latitude);
  const dLon = rad(b.longitude - a.longitude);
  const h = Math.sin(dLat / 2) ** 2 + Math.cos(rad(a.latitude)) * Math.cos(rad(b.latitude)) * Math.sin(dLon / 2) ** 2;
  return 2 * EARTH_RADIUS_KM * Math.asin(Math.min(1, Math.sqrt(h)));
}

/** Shown distance: under 1 km in metres (999.6 m rounds up to 1.0 km), otherwise km with one decimal. */
export function displayDistance(km: number): Distance {
  const metres = Math.round(km * 1000);
  if (metres < 1000) return { unit: 'm', value: metres };
  return { unit: 'km', value: Math.round(km * 10) / 10 };
}

export type DistanceFormat = { style: 'unit'; unit: 'meter' | 'kilometer'; minimumFractionDigits?: number; maximumFractionDigits: number };

/** How a shown distance is written: whole metres, or km always with one decimal ("395.0 km", never "395 km"). */
export function distanceFormat(distance: Distance): DistanceFormat {
  return distance.unit === 'm'
    ? { style: 'unit', unit: 'meter', maximumFractionDigits: 0 }
    : { style: 'unit', unit: 'kilometer', minimumFractionDigits: 1, maximumFractionDigits: 1 };
}

export const DISTANCE_BATCH_SIZE = 20;

/** Distances are computed 20 shops at a time, yielding between batches so long lists stay responsive. */
export async function distancesInBatches<T extends { id: number; location: Coordinates | null }>(
  shops: readonly T[],
  from: Coordinates,
  onBatch: (distances: Map<number, number>) => void,
  yieldFn: () => Promise<void> = () => new Promise((resolve) => setTimeout(resolve, 0)),
): Promise<Map<number, number>> {
  const all = new Map<number, number>();
  for (let start = 0; start < shops.length; start += DISTANCE_BATCH_SIZE) {
    for (const shop of shops.slice(start, start + DISTANCE_BATCH_SIZE)) {
      if (shop.location) all.set(shop.id, distanceKm(from, shop.location));
    }
    onBatch(new Map(all));
    if (start + DISTANCE_BATCH_SIZE < shops.length) await yieldFn();
  }
  return all;
}
