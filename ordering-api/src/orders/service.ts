/** Shared pieces of the order routes: the order as JSON, the shop rules and order state changes. */
import type { OrderStatus } from '../../../lib/upstream/schemas/index.ts';
import { orderSchema } from '../../../lib/upstream/schemas/index.ts';
import type { AppDeps } from '../context.ts';
import { inTransaction, run } from '../db/database.ts';
import { jsonText, problem } from '../http.ts';
import { orderKitchenFields } from '../kitchen/service.ts';
import type { OrderRow, PaymentRow } from '../repo/orders.ts';
import { findOrderRow, orderDto, setOrderStatus, updatePayment } from '../repo/orders.ts';
import type { ShopRecord } from '../repo/shops.ts';
import type { OrderRef, WireConfig } from '../wire.ts';
import { wireOrder } from '../wire.ts';
import type { OrderConfig } from './config.ts';
import { expireDueOrders } from './expiry.ts';
import type { IntegrationFaults } from './integration-faults.ts';
import { KITCHEN_FLOW, nextKitchenStatus, progressDueOrders } from './kitchen.ts';
import { formatInZone, isOpenAt, nextOpeningAfter } from './time.ts';

export type OrderDeps = AppDeps & { config: OrderConfig; faults: IntegrationFaults };

const PAST_TOLERANCE_MS = 2 * 60 * 1000;
const MAX_AHEAD_MS = 7 * 24 * 60 * 60 * 1000;

/** What storage knows an order by: its UUID and its number. */
export const orderRef = (row: Pick<OrderRow, 'id' | 'order_number'>): OrderRef => ({ id: row.id, number: row.order_number });

/** The order as JSON text: validated with orderSchema, then written in the `wire` shape (default: the configured one). */
export function orderJsonText(deps: AppDeps, row: OrderRow, wire: WireConfig = deps.wire): string {
  return JSON.stringify(wireOrder(wire, orderSchema.parse({ ...orderDto(deps.db, row), ...orderKitchenFields(deps, row) }), orderRef(row)));
}

export function orderResponse(deps: AppDeps, row: OrderRow, status = 200, headers: Record<string, string> = {}): Response {
  return jsonText(orderJsonText(deps, row), status, headers);
}

/** The order after applying any kitchen steps that are due, or its expiry when it was not paid in time (orders/expiry.ts). */
export function currentOrder(deps: OrderDeps, row: OrderRow): OrderRow {
  const expired = expireDueOrders(deps.db, deps.now(), row.id);
  if (expired + progressDueOrders(deps.db, deps.now(), deps.config.kitchenStepMs, row.id) === 0) return row;
  return findOrderRow(deps.db, row.id) ?? row;
}

/**
 * Whether the shop takes this order now (the ordering API's errors): status first, then the pickup time, then
 * the opening hours in the shop's own time zone. null when it does.
 */
export function shopRefusal(record: ShopRecord, asap: boolean, pickup: Date, now: Date): Response | null {
  const shop = record.shop;
  if (shop.status === 'paused') {
    return problem(409, 'shop-paused', 'The shop is not taking orders right now.', {}, { 'Retry-After': '300' });
  }
  if (shop.status === 'offline') {
    return problem(503, 'shop-offline', 'The shop cannot be reached right now.', {}, { 'Retry-After': '60' });
  }
  if (!shop.openForBusiness) return problem(409, 'shop-closed', 'The shop is closed.');
  if (!asap) {
    if (pickup.getTime() < now.getTime() - PAST_TOLERANCE_MS) {
      return problem(400, 'shop-error-date-time-in-the-past', 'The pickup time is in the past.', { errors: { pickupTime: ['In the past.'] } });
    }
    if (pickup.getTime() > now.getTime() + MAX_AHEAD_MS) {
      return problem(400, 'shop-error-invalid-date-time', 'The pickup time is more than 7 days ahead.', {
        errors: { pickupTime: ['At most 7 days ahead.'] },
      });
    }
  }
  const timeZone = shop.timeZone ?? 'Europe/Stockholm';
  const at = asap ? now : pickup;
  if (isOpenAt(shop.openingHours, timeZone, at)) return null;
  const next = nextOpeningAfter(shop.openingHours, timeZone, at);
  const nextText = next ? formatInZone(next, timeZone) : undefined;
  if (asap) {
    return problem(409, 'shop-closed', 'The shop is closed now.', nextText ? { nextOpeningAt: nextText } : {});
  }
  return problem(
    409,
    'shop-closed-at-pickuptime',
    'The shop is closed at the requested pickup time.',
    nextText ? { nextAvailablePickupTime: nextText } : {},
  );
}

export const orderNotPayable = (title = 'The order cannot be paid in its current state.'): Response =>
  problem(409, 'order-not-payable', title);

const invalidOrderStatus = (title: string): Response => problem(409, 'invalid-order-status', title);

/* ------------------------------------------------------------- state changes */

/**
 * Marks the order paid by `payment` (Added, payment Captured) and starts its kitchen timer. With
 * split payments `payment` is the part that makes the total; the parts before it are captured already.
 */
export function markPaid(deps: AppDeps, order: OrderRow, payment: PaymentRow): void {
  const now = deps.now().toISOString();
  updatePayment(deps.db, payment.id, 'Captured', null, now, true);
  // A wallet gives the payer's e-mail: the order's receipt address when the guest typed none.
  run(
    deps.db,
    `UPDATE orders SET status = 'Added', paid_payment_id = ?, paid_at = ?, status_changed_at = ?, updated_at = ?,
       email = COALESCE(email, ?) WHERE id = ?`,
    payment.id, now, now, now, payment.payer_email ?? null, order.id,
  );
}

/** Rollbacked, and the payments that paid it Refunded (each captured part of a split payment too). */
export function rollback(deps: AppDeps, order: OrderRow): void {
  const now = deps.now().toISOString();
  setOrderStatus(deps.db, order.id, 'Rollbacked', now, now);
  if (order.paid_payment_id) {
    run(deps.db, `UPDATE payments SET status = 'Refunded', updated_at = ? WHERE order_id = ? AND (id = ? OR status = 'Captured')`,
      now, order.id, order.paid_payment_id);
  }
}

/**
 * Split-payments capability: captures one part of a not yet paid order. The order stays
 * CalculatedPrice (not in the kitchen) until its captured parts make the total, and never expires
 * meanwhile (orders/expiry.ts): money was taken. A wallet's payer e-mail becomes the order's
 * receipt address when it has none, as for a whole payment.
 */
export function capturePart(deps: AppDeps, order: OrderRow, payment: PaymentRow): void {
  const now = deps.now().toISOString();
  updatePayment(deps.db, payment.id, 'Captured', null, now, true);
  run(deps.db, 'UPDATE orders SET updated_at = ?, email = COALESCE(email, ?) WHERE id = ?', now, payment.payer_email ?? null, order.id);
}

const isPaid = (order: OrderRow): boolean => order.paid_payment_id !== null && order.status !== 'CalculatedPrice';

/** Kitchen by hand: the next status. 409 when unpaid or terminal. */
export function advanceKitchen(deps: OrderDeps, order: OrderRow): Response | OrderRow {
  const current = currentOrder(deps, order);
  if (!isPaid(current)) return invalidOrderStatus('The order is not paid.');
  const next = nextKitchenStatus(current.status);
  if (!next) return invalidOrderStatus(`The order is ${current.status}; there is no next status.`);
  const now = deps.now().toISOString();
  setOrderStatus(deps.db, current.id, next, now, now);
  return findOrderRow(deps.db, current.id)!;
}

/** Kitchen by hand: any paid status (Rollbacked refunds the payment). */
export function setKitchenStatus(deps: OrderDeps, order: OrderRow, status: OrderStatus): Response | OrderRow {
  const current = currentOrder(deps, order);
  if (!isPaid(current)) return invalidOrderStatus('The order is not paid.');
  inTransaction(deps.db, () => {
    if (status === 'Rollbacked') rollback(deps, current);
    else {
      const now = deps.now().toISOString();
      setOrderStatus(deps.db, current.id, status, now, now);
    }
  });
  return findOrderRow(deps.db, current.id)!;
}

/** Kitchen by hand: cancel a paid order that is not delivered yet; its payment is refunded. */
export function rollbackKitchen(deps: OrderDeps, order: OrderRow): Response | OrderRow {
  const current = currentOrder(deps, order);
  if (!isPaid(current)) return invalidOrderStatus('The order is not paid.');
  if (!(KITCHEN_FLOW as readonly OrderStatus[]).slice(0, 3).includes(current.status)) {
    return invalidOrderStatus(`The order is ${current.status} and cannot be rolled back.`);
  }
  inTransaction(deps.db, () => rollback(deps, current));
  return findOrderRow(deps.db, current.id)!;
}
