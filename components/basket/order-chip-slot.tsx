import type { OrderType } from '@/lib/domain/orders/order';

import styles from './basket.module.css';
import { DeferredOrderChip } from './deferred-order-chip';

/**
 * Where the order-type chip goes: its height is kept from the first paint, so the chip (drawn
 * from the basket once the scripts run) moves nothing on the page.
 */
export function OrderChipSlot(props: { shopId: number; orderTypes: OrderType[] }) {
  return (
    <div className={styles.chipSlot}>
      <DeferredOrderChip {...props} />
    </div>
  );
}
