/**
 * The kitchen: a paid order moves Added → Started → Done → Delivered, one step every
 * `stepMs` after its last status change (0 = only by hand). Nothing is scheduled per order:
 * due steps are computed from the stored timestamps, lazily whenever an order is read and by a
 * periodic unref'd sweep, so a restart simply catches up.
 */
import type { OrderStatus } from '../../../lib/upstream/schemas/index.ts';
import type { Db } from '../db/database.ts';
import { all, inTransaction } from '../db/database.ts';
import { setOrderStatus } from '../repo/orders.ts';

export const KITCHEN_FLOW = ['Added', 'Started', 'Done', 'Delivered'] as const satisfies readonly OrderStatus[];
export const PAID_STATUSES: readonly OrderStatus[] = [...KITCHEN_FLOW, 'Rollbacked'];

export function nextKitchenStatus(status: OrderStatus): OrderStatus | null {
  const i = (KITCHEN_FLOW as readonly OrderStatus[]).indexOf(status);
  return i >= 0 && i < KITCHEN_FLOW.length - 1 ? KITCHEN_FLOW[i + 1]! : null;
}

/** Where the timer has taken an order by `nowMs`: its status and the time of its last step. */
export function dueStatus(
  status: OrderStatus,
  changedAtMs: number,
  nowMs: number,
  stepMs: number,
): { status: OrderStatus; changedAtMs: number } | null {
  const from = (KITCHEN_FLOW as readonly OrderStatus[]).indexOf(status);
  if (stepMs <= 0 || from < 0 || from === KITCHEN_FLOW.length - 1 || !Number.isFinite(changedAtMs)) return null;
  const steps = Math.floor((nowMs - changedAtMs) / stepMs);
  if (steps < 1) return null;
  const to = Math.min(from + steps, KITCHEN_FLOW.length - 1);
  return { status: KITCHEN_FLOW[to]!, changedAtMs: changedAtMs + (to - from) * stepMs };
}

/** Applies the due timer steps (to one order, or all); returns how many orders moved. */
export function progressDueOrders(db: Db, now: Date, stepMs: number, orderId?: string): number {
  if (stepMs <= 0) return 0;
  const rows = all<{ id: string; status: OrderStatus; status_changed_at: string }>(
    db,
    `SELECT id, status, status_changed_at FROM orders
     WHERE status IN ('Added', 'Started', 'Done') ${orderId === undefined ? '' : 'AND id = ?'}`,
    ...(orderId === undefined ? [] : [orderId]),
  );
  const due = rows.flatMap((r) => {
    const next = dueStatus(r.status, Date.parse(r.status_changed_at), now.getTime(), stepMs);
    return next ? [{ id: r.id, ...next }] : [];
  });
  if (due.length === 0) return 0;
  const write = (): void => {
    for (const d of due) setOrderStatus(db, d.id, d.status, new Date(d.changedAtMs).toISOString(), now.toISOString());
  };
  if (db.isTransaction) write();
  else inTransaction(db, write);
  return due.length;
}

/**
 * Runs progressDueOrders now and then every min(stepMs, 5 s); the timer is unref'd, so it never
 * keeps the process alive. Returns stop().
 */
export function startKitchenSweep(db: Db, stepMs: number, now: () => Date, onError: (error: unknown) => void): () => void {
  if (stepMs <= 0) return () => {};
  const sweep = (): void => {
    try {
      if (db.isOpen) progressDueOrders(db, now(), stepMs);
    } catch (error) {
      onError(error);
    }
  };
  sweep();
  const timer = setInterval(sweep, Math.max(100, Math.min(stepMs, 5_000)));
  timer.unref();
  return () => clearInterval(timer);
}
