'use client';

import { useLocale, useTranslations } from 'next-intl';
import useSWR from 'swr';

import { api, bff } from '@/lib/client/api';
import { localize } from '@/lib/domain/locale/i18n-text';
import type { OrderView } from '@/lib/domain/orders/order';

/**
 * How the guest eats and where, and the note to the kitchen, as the order says them: "Eat here ·
 * Table 3" (the table named in the guest's language) and the note, so the guest sees what the
 * kitchen got.
 */
export function OrderDetails({ order }: { order: Pick<OrderView, 'orderType' | 'spotId' | 'shopId' | 'note'> }) {
  const t = useTranslations('OrderType');
  const tc = useTranslations('Checkout');
  const locale = useLocale();
  const spotId = order.spotId ?? null;
  const { data: spots } = useSWR(order.shopId && spotId ? api.deliverySpots(order.shopId) : null, () => bff.deliverySpots(order.shopId!), {
    revalidateOnFocus: false,
  });
  const spot = spots?.find((s) => s.id === spotId);
  const where = spot ? localize(spot.i18n, locale, spot.name) : null;
  if (!order.orderType && !order.note) return null;
  return (
    <>
      {order.orderType ? <p data-testid="order-way">{where ? `${t(order.orderType)} · ${where}` : t(order.orderType)}</p> : null}
      {order.note ? (
        <p data-testid="order-note">
          {tc('note')}: {order.note}
        </p>
      ) : null}
    </>
  );
}
