'use client';

import dynamic from 'next/dynamic';

import { useRoute } from '@/components/hooks/use-route';
import type { OrderType } from '@/lib/domain/orders/order';

// The basket's code loads only on routes that show it, so other pages do not pay for it.
const BasketPanel = dynamic(() => import('./basket-panel').then((m) => m.BasketPanel), { ssr: false });

export function BasketSlot({ orderTypes }: { orderTypes: OrderType[] }) {
  return useRoute().route?.meta.showCart ? <BasketPanel orderTypes={orderTypes} /> : null;
}
