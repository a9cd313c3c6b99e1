// One name for an order everywhere a guest reads it (status card, orders list, history, mails):
// the restaurant's pickup number, the one the counter calls out. Run by Node in ordering-api/ too.
import { pickupCode } from './order.ts';

type Named = { orderId: string; pickupNumber?: string | null };

/**
 * The order's number: the restaurant's pickup number, else the short form of the id the status
 * card already shows (an order not paid yet, or a restaurant that gives no number).
 */
export const orderNumber = (order: Named): string => pickupCode({ orderId: order.orderId, ...(order.pickupNumber ? { pickupNumber: order.pickupNumber } : {}) });

/**
 * The id as a small reference for support ("c21679b8", its first eight characters); null when it
 * would only repeat the number (a restaurant whose ids are the numbers).
 */
export function orderReference(order: Named): string | null {
  const reference = order.orderId.slice(0, 8).toLowerCase();
  return reference === orderNumber(order).toLowerCase() ? null : reference;
}
