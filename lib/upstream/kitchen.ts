import 'server-only';

import { seg, upstream, upstreamCommand } from './client';
import { tolerantOrderSchema } from './read-order.ts';
import { type KitchenItems, slotHoldSchema, slotQuoteSchema } from './schemas/index.ts';

/**
 * Kitchen capability (optional): today's slots with their load for this basket and the ASAP
 * range. An upstream without it answers 404 (lib/services/kitchen.ts falls back). The answer
 * depends on the moment, so it is never cached.
 */
export const quoteSlots = (shopId: number, items: KitchenItems) =>
  upstream(`/api/shops/${seg(String(shopId))}/slots/quote`, { schema: slotQuoteSchema, method: 'POST', body: { items }, personal: true });

/**
 * Kitchen capability: holds this basket's minutes of work in the slot of `pickupTime` (409
 * slot-full with the next free slots, 409 hold-limit past the guest's budget of held minutes, 422
 * order-too-large-for-slot). The guest's code tells the API whose budget the hold counts against.
 */
export const holdSlot = (shopId: number, pickupTime: string, items: KitchenItems, customerCode: string) =>
  upstream(`/api/shops/${seg(String(shopId))}/slots/hold`, {
    schema: slotHoldSchema,
    method: 'POST',
    body: { pickupTime, items },
    headers: { 'x-customercode': customerCode },
    personal: true,
  });

/** Kitchen capability: the guest chose another time; the hold is given back. */
export const releaseSlotHold = (shopId: number, holdId: string) =>
  upstreamCommand(`/api/shops/${seg(String(shopId))}/slots/hold/${seg(holdId)}`, { method: 'DELETE' });

/** Kitchen capability: an unpaid order moves to another slot (after slot-full); its guest proves it with the code. */
export const moveOrderSlot = (orderId: string, customerCode: string, pickupTime: string) =>
  upstream(`/api/order/${seg(orderId)}/slot`, {
    schema: tolerantOrderSchema,
    method: 'POST',
    body: { pickupTime },
    headers: { 'x-customercode': customerCode },
  });
