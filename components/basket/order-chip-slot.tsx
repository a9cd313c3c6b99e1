import type { OrderType } from '@/lib/domain/orders/order';

import styles from './basket.module.css';
import { DeferredOrderChip } from './deferred-order-chip';

/**
 * Where the order-type chip goes: its height is kept from the first paint, so the chip (drawn
 * from the basket once the scripts run) moves nothing on the page. Overlay: over the lower edge of
 * the article's picture (its frame is positioned), where it takes no room at all.
 */
export function OrderChipSlot({ overlay = false, ...props }: { shopId: number; orderTypes: OrderType[]; overlay?: boolean }) {
  return (
    <div className={overlay ? styles.chipOverlay : styles.chipSlot}>
      <DeferredOrderChip {...props} />
    </div>
  );
}
