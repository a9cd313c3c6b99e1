'use client';

import dynamic from 'next/dynamic';
import { usePathname } from 'next/navigation';

import { matchRoute } from '@/lib/routes';

// The basket's code loads only on routes that show it, so other pages do not pay for it.
const BasketPanel = dynamic(() => import('./basket-panel').then((m) => m.BasketPanel), { ssr: false });

export function BasketSlot({ orderTypes }: { orderTypes: Array<'takeAway' | 'dineInPlace'> }) {
  const pathname = usePathname();
  return matchRoute(pathname)?.meta.showCart ? <BasketPanel orderTypes={orderTypes} /> : null;
}
