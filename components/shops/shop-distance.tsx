import { useFormatter } from 'next-intl';

import { displayDistance, distanceFormat } from '@/lib/domain/shops/distance';

export function ShopDistance({ km }: { km: number | undefined }) {
  const format = useFormatter();
  if (km === undefined) return null;
  const d = displayDistance(km);
  return <span>{format.number(d.value, distanceFormat(d))}</span>;
}
