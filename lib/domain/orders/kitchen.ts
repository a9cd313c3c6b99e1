import type { PickupSlot } from '../shops/pickup-slots';

/**
 * What the kitchen says about a basket (the optional kitchen capability of the restaurant's
 * API): whether it takes orders now, the ASAP range and each slot's state. null everywhere in
 * the app means the restaurant does not say: its own quarter hours are offered, and nothing is
 * said about the queue.
 */
export type KitchenQuote = {
  paused: boolean;
  resumesAt: string | null;
  asap: { from: string; to: string } | null;
  slots: Array<{ start: string; state: 'open' | 'nearlyFull' | 'full' }>;
};

export type OfferedSlot = PickupSlot & { nearlyFull: boolean };

/**
 * The pickup times to offer: full slots are left out, nearly full ones say so. A slot the
 * kitchen does not list (beyond its horizon) is offered as it is; without a quote, all of them.
 */
export function offeredSlots(slots: readonly PickupSlot[], quote: KitchenQuote | null): OfferedSlot[] {
  if (!quote) return slots.map((s) => ({ ...s, nearlyFull: false }));
  const byStart = new Map(quote.slots.map((s) => [Date.parse(s.start), s.state]));
  return slots.flatMap((s) => {
    const state = byStart.get(Date.parse(s.iso));
    return state === 'full' ? [] : [{ ...s, nearlyFull: state === 'nearlyFull' }];
  });
}

/** "12:40" in the shop's time zone (24-hour); the browser's zone when it names none. */
export function clockTime(iso: string, timeZone?: string): string {
  const at = new Date(iso);
  if (Number.isNaN(at.getTime())) return '';
  try {
    return new Intl.DateTimeFormat('en-GB', { hour: '2-digit', minute: '2-digit', hourCycle: 'h23', ...(timeZone ? { timeZone } : {}) }).format(at);
  } catch {
    return new Intl.DateTimeFormat('en-GB', { hour: '2-digit', minute: '2-digit', hourCycle: 'h23' }).format(at);
  }
}

/** How often checkout and the order page ask the kitchen again: the queue moves. */
export const KITCHEN_REFRESH_MS = 10_000;
