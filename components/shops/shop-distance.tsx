import { useFormatter } from 'next-intl';

import { displayDistance, distanceFormat } from '@/lib/domain/shops/distance';

export function ShopDistance({ km }: { km: number }) {
  const format = useFormatter();
  const d = displayDistance(km);
  return <span>{format.number(d.value, distanceFormat(d))}</span>;
}
