'use client';

import { useTranslations } from 'next-intl';
import { useRef, useState } from 'react';

import type { OrderType } from '@/lib/domain/orders/order';

import styles from './basket.module.css';
import { useBasket } from './basket-store';
import { useSpotName } from './spot-in-basket';
import { useChangeOrderType } from './use-change-order-type';

/**
 * How the guest eats and at which table ("Eat here · Table 3 · Change"), on the shop's menu and
 * article pages: what a table's QR code chose, shown without asking again, and changed here
 * (dropping the table only after the guest agreed).
 */
export function OrderChip({ shopId, orderTypes }: { shopId: number; orderTypes: OrderType[] }) {
  const t = useTranslations('OrderType');
  const tb = useTranslations('Basket');
  const basket = useBasket();
  const table = useSpotName(basket.shopId ?? shopId, basket.spotId);
  const change = useChangeOrderType();
  const [open, setOpen] = useState(false);
  const toggle = useRef<HTMLButtonElement>(null);
  const { orderType } = basket;
  if (orderType === null || (basket.shopId !== null && basket.shopId !== shopId)) return null;
  const others = orderTypes.filter((type) => type !== orderType);
  return (
    <div className={styles.chip} role="group" aria-label={tb('orderType')} data-testid="order-chip">
      <span>
        {t(orderType)}
        {table ? ` · ${table}` : null}
      </span>
      {others.length ? (
        <button ref={toggle} type="button" aria-expanded={open} onClick={() => setOpen(!open)}>
          {tb('changeOrderType')}
        </button>
      ) : null}
      {open
        ? others.map((type) => (
            <button
              key={type}
              type="button"
              className={styles.chipChoice}
              onClick={async () => {
                setOpen(false);
                await change(type);
                toggle.current?.focus();
              }}
            >
              {t(type)}
            </button>
          ))
        : null}
    </div>
  );
}
