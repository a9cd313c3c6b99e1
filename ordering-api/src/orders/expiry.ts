/**
 * Unpaid orders do not pile up: an order's prices are valid for PRICE_VALID_MS; one not paid by
 * then expires (Rollbacked, `expired_at` set, its slot hold given back) and can no longer be
 * paid, and a day later it is deleted with its lines and payments. A paid order is never touched,
 * nor one whose guest is paying: a payment started before the prices ran out keeps the order
 * payable for PAYMENT_GRACE_MS from its start, and a payment the provider approved keeps it until
 * it is confirmed, so money taken always ends in a paid order. Nor is a partly paid order (split
 * payments: a part captured): it waits, however long, for the rest of its total.
 */
import type { Db } from '../db/database.ts';
import { all, inTransaction, run } from '../db/database.ts';
import { releaseOrderHolds } from '../kitchen/store.ts';

/** How long an order's prices hold: the time a guest has to pay it. */
export const PRICE_VALID_MS = 30 * 60 * 1000;
/**
 * How long a payment started in time keeps its order payable (the provider's page stays open), and
 * how long a started part holds its share of the unpaid rest (split payments) without an outcome.
 */
export const PAYMENT_GRACE_MS = 30 * 60 * 1000;
/** How long an expired order is kept (readable as such) before it is deleted. */
export const EXPIRED_KEEP_MS = 24 * 60 * 60 * 1000;
/** A sweep over every order runs at most this often (on the order calls; the single order read is checked each time). */
export const SWEEP_EVERY_MS = 60 * 1000;

/**
 * Unpaid, past its prices' validity, and nobody paying: no approved payment waiting to be
 * confirmed, no payment started within PAYMENT_GRACE_MS, and no part captured (split payments:
 * a partly paid order never expires, money was taken; it waits for the rest).
 */
const DUE = `
  o.status = 'CalculatedPrice' AND o.paid_payment_id IS NULL AND o.expired_at IS NULL
  AND o.price_valid_until IS NOT NULL AND o.price_valid_until <= ?1
  AND NOT EXISTS (
    SELECT 1 FROM payments p WHERE p.order_id = o.id
      AND ((p.provider_result = 'approved' AND p.confirmed_at IS NULL)
        OR (p.provider_result IS NULL AND p.status = 'Pending' AND p.created_at > ?2)
        OR p.status = 'Captured')
  )`;

const withExpiry = new WeakSet<Db>();
/** A database not yet migrated to 012 (an upgrade's first steps) has no expiry: nothing expires there yet. */
function hasExpiry(db: Db): boolean {
  if (withExpiry.has(db)) return true;
  const has = all(db, "SELECT name FROM pragma_table_info('orders') WHERE name = 'expired_at'").length > 0;
  if (has) withExpiry.add(db);
  return has;
}

/** Expires the due unpaid orders (all of them, or only `orderId`); returns how many. */
export function expireDueOrders(db: Db, now: Date, orderId?: string): number {
  if (!hasExpiry(db)) return 0;
  const at = now.toISOString();
  const graceStart = new Date(now.getTime() - PAYMENT_GRACE_MS).toISOString();
  const due = orderId
    ? all<{ id: string }>(db, `SELECT o.id FROM orders o WHERE ${DUE} AND o.id = ?3`, at, graceStart, orderId)
    : all<{ id: string }>(db, `SELECT o.id FROM orders o WHERE ${DUE}`, at, graceStart);
  if (due.length === 0) return 0;
  const expire = () => {
    for (const { id } of due) {
      run(
        db,
        `UPDATE orders SET status = 'Rollbacked', expired_at = ?, status_changed_at = ?, updated_at = ? WHERE id = ? AND status = 'CalculatedPrice'`,
        at, at, at, id,
      );
      releaseOrderHolds(db, id, 'cancelled', now);
    }
  };
  if (db.isTransaction) expire();
  else inTransaction(db, expire);
  return due.length;
}

/** Deletes orders that expired more than EXPIRED_KEEP_MS ago (never one a payment was approved for or captured); returns how many. */
export function deleteExpiredOrders(db: Db, now: Date): number {
  if (!hasExpiry(db)) return 0;
  const before = new Date(now.getTime() - EXPIRED_KEEP_MS).toISOString();
  return run(
    db,
    `DELETE FROM orders WHERE expired_at IS NOT NULL AND expired_at <= ? AND paid_payment_id IS NULL
       AND NOT EXISTS (SELECT 1 FROM payments p WHERE p.order_id = orders.id AND (p.provider_result = 'approved' OR p.status = 'Captured'))`,
    before,
  ).changes;
}

/**
 * The sweep the order calls run: at most once per SWEEP_EVERY_MS of the API's clock, expires the
 * due orders and deletes the long expired. One per API instance (its clock may be a test's).
 */
export function unpaidOrderSweeper(db: Db, clock: () => Date): () => void {
  let last = Number.NEGATIVE_INFINITY;
  return () => {
    const now = clock();
    if (now.getTime() - last < SWEEP_EVERY_MS && now.getTime() >= last) return;
    last = now.getTime();
    expireDueOrders(db, now);
    deleteExpiredOrders(db, now);
  };
}
