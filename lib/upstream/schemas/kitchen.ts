import { z } from 'zod';

/**
 * Kitchen-aware pickup times: an optional capability of the contract. An upstream without it
 * answers 404 to these calls; the app then offers its own quarter hours and says nothing about
 * the queue. Load is counted in minutes of kitchen work (each article's make time × quantity).
 */
const isoSchema = z.iso.datetime({ offset: true });
const codeSchema = z.string().regex(/^[A-Za-z0-9._-]{1,50}$/);

/** The basket's articles as the kitchen counts them: codes and quantities (choices do not add work). */
export const kitchenItemsSchema = z
  .array(z.object({ code: codeSchema, quantity: z.number().int().min(1).max(99) }))
  .min(1)
  .max(100);

export const SLOT_STATES = ['open', 'nearlyFull', 'full'] as const;
export const slotStateSchema = z.enum(SLOT_STATES);

/** An honest "as soon as possible": make time + the work queued ahead (+ the kitchen's extra), as a range. */
export const readyRangeSchema = z.object({ from: isoSchema, to: isoSchema });

export const slotQuoteRequestSchema = z.object({ items: kitchenItemsSchema });

export const slotSchema = z.object({
  /** The slot's first minute; a slot lasts `slotMinutes`. */
  start: isoSchema,
  /** Minutes of work already taken (paid orders in progress and live holds). */
  load: z.number().int().min(0),
  capacity: z.number().int().min(0),
  /** open; nearlyFull (80 % or more taken); full (this order would not fit: never offered). */
  state: slotStateSchema,
});

export const slotQuoteSchema = z.object({
  slotMinutes: z.number().int().min(1).max(120),
  /** The kitchen takes no orders now (snoozed or paused above its queue length), until `resumesAt` if known. */
  paused: z.boolean(),
  resumesAt: isoSchema.nullable(),
  /** This order's minutes of work. */
  load: z.number().int().min(0),
  /** Orders in progress ahead of this one. */
  queueLength: z.number().int().min(0),
  asap: readyRangeSchema.nullable(),
  slots: z.array(slotSchema).max(200),
});

/** Sent with the guest's X-CustomerCode when the app has one: the hold then counts against that session's budget too. */
export const slotHoldRequestSchema = z.object({ pickupTime: isoSchema, items: kitchenItemsSchema });
export const slotHoldSchema = z.object({
  holdId: z.string().regex(/^[A-Za-z0-9-]{8,64}$/),
  slotStart: isoSchema,
  load: z.number().int().min(0),
  /** Held until then (longer than a payment may take), released at once when paid, cancelled or left. */
  expiresAt: isoSchema,
});

/** A slot the kitchen cannot fit: 409 `slot-full` with the next slots that have room. */
export const slotFullDetailsSchema = z.object({ nextSlots: z.array(isoSchema).max(10) });

/**
 * More work than one pickup time takes from an unpaid order (half a slot): 422
 * `order-too-large-for-slot`. Past the holder's budget of held minutes (per session and per client
 * address at a shop) a basket's hold is 409 `hold-limit`; an order is still taken, holding nothing
 * (`holdExpiresAt: null`) until its payment.
 */
export const tooLargeForSlotDetailsSchema = z.object({ load: z.number().int().min(0), maxLoad: z.number().int().min(0) });

/** POST /api/order/{orderId}/slot: move an unpaid order to another slot (after `slot-full`). */
export const orderSlotRequestSchema = z.object({ pickupTime: isoSchema });

export type KitchenItems = z.infer<typeof kitchenItemsSchema>;
export type SlotState = z.infer<typeof slotStateSchema>;
export type SlotQuote = z.infer<typeof slotQuoteSchema>;
export type SlotHold = z.infer<typeof slotHoldSchema>;
export type ReadyRange = z.infer<typeof readyRangeSchema>;
