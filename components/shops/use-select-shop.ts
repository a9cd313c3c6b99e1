'use client';

import { useRouter } from 'next/navigation';
import { useTranslations } from 'next-intl';
import { useCallback } from 'react';

import { basketStore, shopStore } from '@/components/basket/basket-store';
import { useConfirm } from '@/components/ui/confirm-dialog';
import { chooseShop } from '@/lib/domain/basket/basket';

type OrderType = 'takeAway' | 'dineInPlace';

/** The address a chosen shop leads to (SPEC.md §2 home page). */
export function shopTarget(shopId: number, orderTypes: readonly OrderType[], orderType: OrderType | null, search: string): string {
  const skipOrderType = orderTypes.length === 1 && orderType !== null;
  const base = `/shop/${shopId}/${skipOrderType ? 'menu' : 'order-type'}`;
  const article = new URLSearchParams(search).get('redirectToArticle');
  return article ? `${base}?redirectToArticle=${encodeURIComponent(article)}` : base;
}

/**
 * Choosing a shop: another shop's basket is emptied, the shop is remembered and set in the
 * basket, then the guest goes on to the order type (or straight to the menu).
 */
export function useSelectShop(orderTypes: readonly OrderType[]) {
  const router = useRouter();
  const confirm = useConfirm();
  const t = useTranslations('Basket');
  return useCallback(
    async (shop: { id: number; name: string }) => {
      const basket = basketStore.get();
      if (basket.items.length > 0 && basket.shopId !== shop.id) {
        if (!(await confirm(t('otherShop', { shop: basket.shopName ?? '' }), { confirmLabel: t('startNew') }))) return;
      }
      const next = chooseShop(basket, shop);
      const orderType = orderTypes.length === 1 ? (orderTypes[0] ?? null) : next.orderType;
      basketStore.set(orderTypes.length === 1 ? { ...next, orderType } : next);
      shopStore.set(shop.id);
      router.push(shopTarget(shop.id, orderTypes, basket.orderType, window.location.search));
    },
    [orderTypes, router, confirm, t],
  );
}
