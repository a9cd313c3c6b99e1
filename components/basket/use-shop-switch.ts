'use client';

import { useTranslations } from 'next-intl';
import { useCallback } from 'react';

import { useConfirm } from '@/components/ui/confirm-dialog';

import { loadBasketStore } from './basket-store-loader';

/**
 * The one "another shop?" question: a basket holding another shop's items is given up only when
 * the guest agrees. Answers whether to go on; an empty basket or the same shop never asks.
 */
export function useConfirmShopSwitch() {
  const confirm = useConfirm();
  const t = useTranslations('Basket');
  return useCallback(
    async (shopId: number) => {
      const basket = (await loadBasketStore()).currentBasket();
      if (basket.items.length === 0 || basket.shopId === null || basket.shopId === shopId) return true;
      return confirm(t('otherShop', { shop: basket.shopName ?? '' }), { confirmLabel: t('startNew') });
    },
    [confirm, t],
  );
}
