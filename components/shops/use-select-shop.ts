'use client';

import { useCallback, useEffect } from 'react';

import { loadBasketStore } from '@/components/basket/basket-store-loader';
import { useConfirmShopSwitch } from '@/components/basket/use-shop-switch';
import { whenIdle } from '@/components/hooks/when-idle';
import { useRouter } from '@/components/navigation/use-router';
import type { OrderType } from '@/lib/domain/orders/order';

/** Where a chosen shop leads, read from the page's query: loaded for the tap, not with the list. */
const loadShopTarget = () => import('./shop-target');

/** Choosing a shop: the guest agrees to give up another shop's basket, then goes on. */
export function useSelectShop(orderTypes: readonly OrderType[]) {
  const router = useRouter();
  const confirmShopSwitch = useConfirmShopSwitch();
  useEffect(() => whenIdle(() => void loadShopTarget()), []);
  return useCallback(
    async (shop: { id: number; name: string }) => {
      if (!(await confirmShopSwitch(shop.id))) return;
      const [{ basketActions, chosenShop, currentBasket }, { shopTarget }] = await Promise.all([loadBasketStore(), loadShopTarget()]);
      const orderType = currentBasket().orderType;
      basketActions.selectShop(shop, orderTypes);
      chosenShop.set(shop.id);
      router.push(shopTarget(shop.id, orderTypes, orderType, window.location.search));
    },
    [orderTypes, router, confirmShopSwitch],
  );
}
