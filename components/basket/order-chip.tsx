'use client';

import { useTranslations } from 'next-intl';
import { useRef, useState, useSyncExternalStore } from 'react';

import { readCookie } from '@/lib/client/cookies';
import { groupMarker } from '@/lib/client/group-marker';
import { QR_COOKIE } from '@/lib/domain/basket/qr';
import type { OrderChipView } from '@/lib/domain/basket/qr-chip-view';
import type { OrderType } from '@/lib/domain/orders/order';

import { useBasket } from './basket-store';
import styles from './order-chip.module.css';
import { OrderChipFace } from './order-chip-face';
import { useSpotName } from './spot-in-basket';
import { useChangeOrderType } from './use-change-order-type';

/**
 * How the guest eats and at which table ("Eat here · Table 3 · Change"), on the shop's menu and
 * article pages: what a table's QR code chose, shown without asking again, and changed here
 * (dropping the table only after the guest agreed). `first` is what the server drew from the QR
 * code's values: it stays until the page has moved them into the basket (their cookie is gone).
 */
export function OrderChip({ shopId, orderTypes, first = null }: { shopId: number; orderTypes: OrderType[]; first?: OrderChipView | null }) {
  const t = useTranslations('OrderType');
  const tb = useTranslations('Basket');
  const tg = useTranslations('Group');
  const basket = useBasket();
  const group = useSyncExternalStore(groupMarker.subscribe, groupMarker.get, groupMarker.getServerSnapshot);
  const table = useSpotName(basket.shopId ?? shopId, basket.spotId);
  const change = useChangeOrderType();
  const [open, setOpen] = useState(false);
  const toggle = useRef<HTMLButtonElement>(null);
  const pending = first !== null && readCookie(QR_COOKIE) !== undefined;
  const ours = basket.shopId === null || basket.shopId === shopId;
  const orderType = pending ? first.orderType : ours ? basket.orderType : null;
  if (orderType === null) return null;
  const spotId = pending ? first.spotId : basket.spotId;
  // The server's name for the same table while the shop's tables load: the chip does not flicker.
  const tableName = pending ? first.table : (table ?? (first && first.spotId === spotId ? first.table : null));
  const others = orderTypes.filter((type) => type !== orderType);
  // A member of the table's group sees whose group it is: "Eat here · Table 3 · with Anna".
  const withGroup = group?.shopId === shopId && group.host ? tg('chip', { host: group.host }) : null;
  return (
    <OrderChipFace label={tb('orderType')} orderType={t(orderType)} table={spotId === null ? null : tableName} group={withGroup}>
      {others.length ? (
        <button ref={toggle} type="button" className={styles.chipChange} aria-expanded={open} onClick={() => setOpen(!open)}>
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
    </OrderChipFace>
  );
}
