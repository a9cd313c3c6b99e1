'use client';

import { useCallback } from 'react';

import { loadBasketStore } from '@/components/basket/basket-store-loader';
import { useConfirmShopSwitch } from '@/components/basket/use-shop-switch';
import { useRouter } from '@/components/navigation/use-router';
import type { OrderType } from '@/lib/domain/orders/order';
import { href } from '@/lib/routes';

import { readCarry, shopLink } from './shop-link';

/**
 * Where a chosen shop leads: back to the page that asked for a shop (redirectUri, same-origin
 * paths only), else straight on when only one order type is on offer and one is already
 * set, else to the order-type page. A redirectToArticle value is never lost: the order-type page
 * takes it along, and going straight on leads to that article instead of the menu.
 */
export function shopTarget(shopId: number, orderTypes: readonly OrderType[], orderType: OrderType | null, search: string): string {
  const { back, article } = readCarry(new URLSearchParams(search));
  // A page that needed a chosen shop (the orders page) sent the guest here with the way back.
  if (back) return back;
  const skipOrderType = orderTypes.length === 1 && orderType !== null;
  if (skipOrderType) return article ? href.articleRedirect(shopId, article) : href.menu(shopId);
  return shopLink(shopId, { back: null, article });
}

/** Choosing a shop: the guest agrees to give up another shop's basket, then goes on. */
export function useSelectShop(orderTypes: readonly OrderType[]) {
  const router = useRouter();
  const confirmShopSwitch = useConfirmShopSwitch();
  return useCallback(
    async (shop: { id: number; name: string }) => {
      if (!(await confirmShopSwitch(shop.id))) return;
      const { basketActions, chosenShop, currentBasket } = await loadBasketStore();
      const orderType = currentBasket().orderType;
      basketActions.selectShop(shop, orderTypes);
      chosenShop.set(shop.id);
      router.push(shopTarget(shop.id, orderTypes, orderType, window.location.search));
    },
    [orderTypes, router, confirmShopSwitch],
  );
}
