'use client';

import { useEffect } from 'react';

import { basketActions, useBasket } from './basket-store';

/**
 * A shop's menu pages name the shop and its menu's currency to the basket: the one place the
 * basket learns them, so an empty basket shows "0 kr" and the basket names its shop anywhere.
 */
export function ShopInBasket({ shop, currencySymbol }: { shop: { id: number; name: string }; currencySymbol: string }) {
  const basketShopId = useBasket().shopId;
  const { id, name } = shop;
  useEffect(() => {
    basketActions.describeShop({ id, name }, currencySymbol);
  }, [basketShopId, id, name, currencySymbol]);
  return null;
}
