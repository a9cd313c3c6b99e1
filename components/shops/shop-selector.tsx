'use client';

import dynamic from 'next/dynamic';
import { useMemo } from 'react';

import { useAuth } from '@/components/account/use-auth';
import { useNow } from '@/components/hooks/use-now';
import type { OrderType } from '@/lib/domain/orders/order';
import type { ShopView } from '@/lib/domain/shops/shop-view';

import { type Carry, NOTHING_CARRIED, shopLink } from './shop-link';
import { ShopList } from './shop-list';
import { useSelectShop } from './use-select-shop';

/** A chain with one shop: its own view, whose code only such a chain's home loads (rendered on the server too). */
const SingleShop = dynamic(() => import('./single-shop').then((m) => m.SingleShop));

type Props = {
  shops: ShopView[];
  orderTypes: OrderType[];
  renderedAt: string;
  /** What the home page's query hands on through each shop's link (a tap before the scripts run). */
  carry?: Carry;
};

export function ShopSelector({ shops, orderTypes, renderedAt, carry = NOTHING_CARRIED }: Props) {
  const now = useNow(renderedAt);
  const { profile } = useAuth();
  const favoriteIds = useMemo(
    () => new Set((profile?.favorites ?? []).filter((f) => f.type === 'shop').map((f) => Number(f.code))),
    [profile],
  );
  const select = useSelectShop(orderTypes);

  const [only] = shops;
  if (shops.length === 1 && only) return <SingleShop shop={only} now={now} href={shopLink(only.id, carry)} onSelect={() => void select(only)} />;
  return (
    <ShopList
      shops={shops}
      now={now}
      favoriteIds={favoriteIds}
      hrefFor={(shop) => shopLink(shop.id, carry)}
      onSelect={(shop) => void select(shop)}
    />
  );
}
