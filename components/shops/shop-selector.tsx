'use client';

import { useMemo } from 'react';

import { useAuth } from '@/components/account/use-auth';
import { useNow } from '@/components/hooks/use-now';
import type { OrderType } from '@/lib/domain/orders/order';
import type { ShopView } from '@/lib/domain/shops/shop-view';

import { ShopList } from './shop-list';
import { SingleShop } from './single-shop';
import { shopTarget, useSelectShop } from './use-select-shop';

type Props = {
  shops: ShopView[];
  orderTypes: OrderType[];
  renderedAt: string;
};


export function ShopSelector({ shops, orderTypes, renderedAt }: Props) {
  const now = useNow(renderedAt);
  const { profile } = useAuth();
  const favoriteIds = useMemo(
    () => new Set((profile?.favorites ?? []).filter((f) => f.type === 'shop').map((f) => Number(f.code))),
    [profile],
  );
  const select = useSelectShop(orderTypes);

  const [only] = shops;
  if (shops.length === 1 && only) return <SingleShop shop={only} now={now} onSelect={() => void select(only)} />;
  return (
    <ShopList
      shops={shops}
      now={now}
      favoriteIds={favoriteIds}
      hrefFor={(shop) => shopTarget(shop.id, orderTypes, null, '')}
      onSelect={(shop) => void select(shop)}
    />
  );
}
