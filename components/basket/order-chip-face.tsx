import type { ReactNode } from 'react';

import styles from './order-chip.module.css';

/**
 * The chip's one line: how the guest eats and the table, then "Change". The order type gives way
 * (an ellipsis) before the table and the button do, so the chip never wraps at 320 px; the dot
 * travels with the table's name (one unbreakable item), so it can never sit alone on a line.
 */
export function OrderChipFace({
  label,
  orderType,
  table,
  group = null,
  children,
}: {
  label: string;
  orderType: string;
  table: string | null;
  /** A member's table group ("with Anna"): it gives way before the type and the table. */
  group?: string | null;
  children?: ReactNode;
}) {
  return (
    <div className={styles.chip} role="group" aria-label={label} data-testid="order-chip">
      <span className={styles.chipText}>
        <span className={styles.chipType}>{orderType}</span>
        {table ? <span className={styles.chipTable}>{`\u00a0·\u00a0${table}`}</span> : null}
        {/* A table's group ("· with Anna") gives way like the order type: a long name ends in an ellipsis. */}
        {group ? <span className={styles.chipType}>{`\u00a0·\u00a0${group}`}</span> : null}
      </span>
      {children}
    </div>
  );
}
