'use client';

import { useSyncExternalStore } from 'react';

import { createLocalStore } from '@/lib/client/local-store';
import { type BasketAction, basketReducer, type ShopRef } from '@/lib/domain/basket/actions';
import { type Basket, type BasketItem, EMPTY_BASKET, savedBasketSchema } from '@/lib/domain/basket/basket';
import type { QrParams } from '@/lib/domain/basket/qr';
import { isBasketFull } from '@/lib/domain/basket/rules';
import type { OrderType } from '@/lib/domain/orders/order';
import { int, nullable } from '@/lib/domain/validate';

// The basket's only owner: saved in localStorage, synced across tabs, and changed only through
// the named actions below, each one step of the pure reducer in lib/domain/basket/actions.ts.
const store = createLocalStore('ordering.basket', savedBasketSchema, EMPTY_BASKET);

const dispatch = (action: BasketAction) => store.set((basket) => basketReducer(basket, action));

export const useBasket = () => useSyncExternalStore(store.subscribe, store.get, store.getServerSnapshot);

/** Calls `listener` after every change of the basket (a table's group order sends the member's lines). */
export const subscribeBasket = (listener: () => void) => store.subscribe(listener);

/** The basket as it is now, for event handlers that decide before they change it. */
export const currentBasket = (): Basket => store.get();

export const basketActions = {
  selectShop: (shop: ShopRef, orderTypes: readonly OrderType[], orderType?: OrderType) =>
    dispatch({ type: 'selectShop', shop, orderTypes, orderType }),
  enterShop: (shopId: number) => dispatch({ type: 'enterShop', shopId }),
  describeShop: (shop: ShopRef, currencySymbol?: string) => dispatch({ type: 'describeShop', shop, currencySymbol }),
  leaveShop: () => dispatch({ type: 'leaveShop' }),
  /** Answers false when the basket is full and the item would need a new line. */
  addLine: (shop: ShopRef, item: BasketItem): boolean => {
    if (store.get().shopId === shop.id && isBasketFull(store.get(), item)) return false;
    dispatch({ type: 'addLine', shop, item });
    return true;
  },
  addLines: (shop: ShopRef, items: readonly BasketItem[]) => dispatch({ type: 'addLines', shop, items }),
  increaseLine: (id: string) => dispatch({ type: 'increaseLine', id }),
  decreaseLine: (id: string) => dispatch({ type: 'decreaseLine', id }),
  removeLine: (id: string) => dispatch({ type: 'removeLine', id }),
  setOrderType: (orderType: OrderType) => dispatch({ type: 'setOrderType', orderType }),
  setSpot: (spotId: number | null) => dispatch({ type: 'setSpot', spotId }),
  setNote: (note: string | null) => dispatch({ type: 'setNote', note }),
  applyQr: (qr: QrParams, allowed: Extract<BasketAction, { type: 'applyQr' }>['allowed']) => dispatch({ type: 'applyQr', qr, allowed }),
  removeUnavailable: (codes: readonly string[]) => dispatch({ type: 'removeUnavailable', codes }),
  cancelOrder: () => dispatch({ type: 'cancelOrder' }),
  clearAfterPayment: () => dispatch({ type: 'clearAfterPayment' }),
  takeTableLines: (table: { shopId: number; orderType: OrderType; spotId: number | null }, items: readonly BasketItem[]) =>
    dispatch({ type: 'takeTableLines', ...table, items }),
};

// The shop the guest is ordering from now (SPEC.md: "the chosen shop is persisted and synced
// across tabs"), apart from the basket's shop: arriving home clears it (the guest is choosing
// again) while the basket keeps its lines and their shop. A page that needs a shop but names
// none (the orders page) sends the guest home to choose one when it is not set.
const chosen = createLocalStore('ordering.shop', nullable(int(1, 2_147_483_647)), null);

export const chosenShop = {
  get: (): number | null => chosen.get(),
  set: (shopId: number) => {
    if (chosen.get() !== shopId) chosen.set(shopId);
  },
  clear: () => {
    if (chosen.get() !== null) chosen.set(null);
  },
};
