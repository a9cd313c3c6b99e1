import { isOpenAt, type OpeningHoursEntry } from './opening-hours';

export type ShopBadge = 'open' | 'paused' | 'offline' | 'closed' | 'comingSoon';

export type ShopStateInput = {
  status: 'online' | 'paused' | 'offline';
  openForBusiness: boolean;
  externalAppUri: string | null;
  openingHours: readonly OpeningHoursEntry[];
  timeZone: string;
};

/**
 * Shop badge: coming soon, closed, paused, offline or open. Outside today's hours it is closed too:
 * a guest should not walk to a shop that will refuse the order.
 */
export function shopBadge(shop: ShopStateInput, now: Date): ShopBadge {
  if (shop.externalAppUri) return 'comingSoon';
  if (!shop.openForBusiness) return 'closed';
  if (shop.status === 'paused') return 'paused';
  if (shop.status === 'offline') return 'offline';
  return isOpenAt(shop.openingHours, now, shop.timeZone) ? 'open' : 'closed';
}

/** A row of the shop list can be chosen unless it is an external app or not open for business. */
export function isSelectableInList(shop: Pick<ShopStateInput, 'openForBusiness' | 'externalAppUri'>): boolean {
  return !shop.externalAppUri && shop.openForBusiness;
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
