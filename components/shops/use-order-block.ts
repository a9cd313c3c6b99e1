'use client';

import { useNow } from '@/components/hooks/use-now';
import { orderBlock } from '@/lib/domain/shops/shop-status';
import type { ShopAvailability } from '@/lib/domain/shops/shop-view';

/**
 * Why the shop cannot take an order now, or null (also for a shop whose state is not given). The
 * state comes with the (cached) page; the hours are applied to the browser's clock and again every
 * minute, so a menu rendered at 21:58 says "closed" at 22:01 without a new render.
 */
export function useOrderBlock(availability: ShopAvailability | undefined) {
  const now = useNow(availability?.renderedAt ?? new Date(0).toISOString());
  return availability ? orderBlock(availability, now) : null;
}

export { SHOP_STATE_ID } from './shop-state-view';
