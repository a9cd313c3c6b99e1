import 'server-only';

import { seg, upstream } from './client';
import { tolerantOrderSchema } from './read-order.ts';
import { type KitchenItems, slotQuoteSchema } from './schemas/index.ts';

/**
 * Kitchen capability (optional): today's slots with their load for this basket and the ASAP
 * range. An upstream without it answers 404 (lib/services/kitchen.ts falls back). The answer
 * depends on the moment, so it is never cached.
 */
export const quoteSlots = (shopId: number, items: KitchenItems) =>
  upstream(`/api/shops/${seg(String(shopId))}/slots/quote`, { schema: slotQuoteSchema, method: 'POST', body: { items }, personal: true });

/** Kitchen capability: an unpaid order moves to another slot (after slot-full); its guest proves it with the code. */
export const moveOrderSlot = (orderId: string, customerCode: string, pickupTime: string) =>
  upstream(`/api/order/${seg(orderId)}/slot`, {
    schema: tolerantOrderSchema,
    method: 'POST',
    body: { pickupTime },
    headers: { 'x-customercode': customerCode },
  });
