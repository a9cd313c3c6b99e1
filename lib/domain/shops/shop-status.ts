import { isOpenAt, nextOpening, type OpeningHoursEntry, todaysHours } from './opening-hours';
import type { ZoneClock } from './zone-clock';

export type ShopBadge = 'open' | 'hoursNotGiven' | 'paused' | 'offline' | 'closed' | 'comingSoon';

export type ShopStateInput = {
  status: 'online' | 'paused' | 'offline';
  openForBusiness: boolean;
  externalAppUri: string | null;
  openingHours: readonly OpeningHoursEntry[];
  timeZone: string;
  /** The zone's offsets around the render, when the server sent them (zone-clock.ts). */
  clock?: ZoneClock | null;
};

/**
 * Why a shop cannot take an order now, or null when it can. A shop not open for business here
 * (closed, or ordered from an app of its own) comes first, then a paused or offline status, then
 * the shop's own hours: closed right now when it has hours today, closed today when it has none.
 * `opens` is the next opening within a week, when the hours tell it.
 */
export type OrderBlock =
  | { reason: 'notOpenForBusiness' | 'paused' | 'offline' }
  | { reason: 'closedNow' | 'closedToday'; opens: { daysAhead: number; time: string } | null };

/**
 * Open for business here: the restaurant takes orders for it in this app. A shop that is not
 * cannot be chosen, and its pages send the guest home.
 */
export function isOpenForBusiness(shop: Pick<ShopStateInput, 'openForBusiness' | 'externalAppUri'>): boolean {
  return shop.openForBusiness && !shop.externalAppUri;
}

/** The one "can this shop take an order now" rule: the badge, the banners and the add buttons all read it. */
export function orderBlock(shop: ShopStateInput, now: Date): OrderBlock | null {
  if (!isOpenForBusiness(shop)) return { reason: 'notOpenForBusiness' };
  if (shop.status === 'paused' || shop.status === 'offline') return { reason: shop.status };
  // No hours at all: the restaurant did not say when it is open, so the upstream decides.
  const zone = shop.clock ?? shop.timeZone;
  if (shop.openingHours.length === 0 || isOpenAt(shop.openingHours, now, zone)) return null;
  const reason = todaysHours(shop.openingHours, now, zone).length ? 'closedNow' : 'closedToday';
  return { reason, opens: nextOpening(shop.openingHours, now, zone) };
}

/**
 * The time a shop closed right now opens later today, when it does: orders are taken now for
 * that time or later (the add buttons say "Order for 10:00", checkout offers the times after
 * opening and no "as soon as possible"). null for any other block, or none.
 */
export function laterToday(block: OrderBlock | null): string | null {
  return block?.reason === 'closedNow' && block.opens?.daysAhead === 0 ? block.opens.time : null;
}

/** Whether the block stops adding to the basket: every block but a shop that opens later today. */
export const stopsAdding = (block: OrderBlock | null): boolean => block !== null && laterToday(block) === null;

/**
 * Shop badge: coming soon for an app of its own, else what orderBlock says: open, paused, offline,
 * or closed (not open for business, or outside its hours: a guest should not walk to a shop that
 * will refuse the order). A shop that gives no hours is neither open nor closed: "hours not
 * given", ranked after the open ones; checkout asks the restaurant before the guest types.
 */
export function shopBadge(shop: ShopStateInput, now: Date): ShopBadge {
  if (shop.externalAppUri) return 'comingSoon';
  const block = orderBlock(shop, now);
  if (!block) return shop.openingHours.length === 0 ? 'hoursNotGiven' : 'open';
  return block.reason === 'paused' || block.reason === 'offline' ? block.reason : 'closed';
}

/** The single-shop button is enabled only for a shop open for business and online. */
export function isSingleShopEnabled(shop: Pick<ShopStateInput, 'openForBusiness' | 'status'>): boolean {
  return shop.openForBusiness && shop.status === 'online';
}

/** The single-shop button label follows the status: start, paused, offline or closed. */
export function singleShopAction(shop: Pick<ShopStateInput, 'openForBusiness' | 'status'>): 'start' | 'paused' | 'offline' | 'closed' {
  if (!shop.openForBusiness) return 'closed';
  if (shop.status === 'online') return 'start';
  return shop.status;
}

/** Where a badge ranks in the shop list (lower first): open now, then hours not given, then the rest. */
export const BADGE_STANDING: Readonly<Record<ShopBadge, number>> = { open: 0, hoursNotGiven: 1, closed: 2, paused: 2, offline: 2, comingSoon: 2 };
