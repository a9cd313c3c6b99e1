'use client';

import { useTranslations } from 'next-intl';

import { useConfirm } from '@/components/ui/confirm-dialog';
import type { OrderType } from '@/lib/domain/orders/order';

import { basketActions, currentBasket } from './basket-store';

/**
 * Changes how the guest eats. A table (delivery spot) belongs to one order type, so another type
 * drops it: when the basket has one, the guest is told and asked first.
 */
export function useChangeOrderType() {
  const confirm = useConfirm();
  const t = useTranslations('Basket');
  return async (next: OrderType): Promise<void> => {
    const { orderType, spotId } = currentBasket();
    if (next === orderType) return;
    if (spotId !== null && !(await confirm(t('dropTable')))) return;
    basketActions.setOrderType(next);
  };
}
