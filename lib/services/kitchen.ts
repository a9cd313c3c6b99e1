import 'server-only';

import { AppError } from '@/lib/domain/app-error';
import type { KitchenQuote } from '@/lib/domain/orders/kitchen';
import type { OrderView } from '@/lib/domain/orders/order';
import { isOrderTooLarge, MAX_ORDER_QUANTITY } from '@/lib/domain/orders/order-size';
import { ensureCustomerCode, readCustomerCode } from '@/lib/session/session';
import { UpstreamError } from '@/lib/upstream/errors';
import { holdSlot, moveOrderSlot, quoteSlots, releaseSlotHold } from '@/lib/upstream/kitchen';
import type { KitchenItems } from '@/lib/upstream/schemas/index.ts';

import { countedHold, lookUpOrder } from './order-limits';
import { toOrderView } from './orders';

/** A restaurant without the kitchen capability answers these calls 404 (or says it has no such method). */
const isAbsent = (error: unknown) => error instanceof UpstreamError && [404, 405, 501].includes(error.upstreamStatus);

/**
 * The kitchen's word on this basket, or null when the restaurant does not offer the capability
 * or cannot answer now: checkout then offers its own quarter hours and says nothing about the
 * queue (the restaurant still decides when the order is placed).
 */
export async function quoteCheckout(shopId: number, items: KitchenItems): Promise<KitchenQuote | null> {
  try {
    const quote = await quoteSlots(shopId, items);
    return {
      paused: quote.paused,
      resumesAt: quote.resumesAt,
      asap: quote.asap,
      slots: quote.slots.map((s) => ({ start: s.start, state: s.state })),
    };
  } catch (error) {
    if (!isAbsent(error)) console.warn(`[bff] kitchen quote for shop ${shopId} failed: ${error instanceof Error ? error.message : String(error)}`);
    return null;
  }
}

/**
 * The guest chose a time at checkout: its place is held for this basket (the order takes the hold
 * over), and the hold of the time chosen before is given back. null when the restaurant does not
 * hold times; SLOT_FULL (with the next free times) when that time has no room.
 *
 * Two guards, on two sides: the app counts hold requests per session and address (countedHold,
 * 429 RATE_LIMITED: how often), and the restaurant, which knows each basket's minutes of work,
 * budgets the minutes held per session (the guest's code, sent along) and per address at each shop
 * (HOLD_LIMIT: how much), with unpaid orders' holds in the same budget; ORDER_TOO_LARGE_FOR_SLOT
 * for a basket more than one pickup time takes.
 */
export async function holdCheckoutSlot(
  shopId: number,
  pickupTime: string,
  items: KitchenItems,
  previous?: string,
): Promise<{ holdId: string; expiresAt: string } | null> {
  if (isOrderTooLarge(items)) throw new AppError('ORDER_TOO_LARGE', 400, undefined, { maxQuantity: MAX_ORDER_QUANTITY });
  const customerCode = await ensureCustomerCode();
  await countedHold(customerCode);
  if (previous) await releaseSlotHold(shopId, previous).catch(() => undefined);
  try {
    const hold = await holdSlot(shopId, pickupTime, items, customerCode);
    return { holdId: hold.holdId, expiresAt: hold.expiresAt };
  } catch (error) {
    if (isAbsent(error)) return null;
    throw error;
  }
}

/** After slot-full: the guest's unpaid order moves to one of the next free slots; its lines stay. */
export async function moveToSlot(orderId: string, pickupTime: string): Promise<OrderView> {
  const customerCode = await readCustomerCode();
  return lookUpOrder(customerCode, orderId, async () => {
    if (!customerCode) throw new AppError('FAILED_FIND_ORDER', 404);
    return toOrderView(await moveOrderSlot(orderId, customerCode, pickupTime));
  });
}
