import type { OrderType } from '@/lib/domain/orders/order';

import { DeferredOrderChip } from './deferred-order-chip';
import styles from './order-chip.module.css';
import { firstOrderChip } from './order-chip-values';

/**
 * Where the order-type chip goes, on the menu under its heading and on the article above the
 * picture (never on it). A QR code's values are drawn by the server in the first paint; without
 * them the slot takes no room (no empty band) until the basket's chip, if any, is drawn.
 */
export function OrderChipSlot(props: { shopId: number; orderTypes: OrderType[] }) {
  return (
    <div className={styles.chipSlot}>
      <DeferredOrderChip {...props} first={firstOrderChip()} />
    </div>
  );
}
