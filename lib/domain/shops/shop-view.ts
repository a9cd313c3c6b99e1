import type { Shop } from '@/lib/upstream/schemas/index.ts';

import { localize } from '../locale/i18n-text';
import type { ShopStateInput } from './shop-status';
import { shopTimeZone } from './time-zone';
import { type ZoneClock, zoneClock } from './zone-clock';

/** What the shop selector needs, in the visitor's language; no more than that reaches the browser. */
export type ShopView = {
  id: number;
  name: string;
  description: string | null;
  address1: string | null;
  address2: string | null;
  zipCode: string | null;
  city: string | null;
  location: { latitude: number; longitude: number } | null;
  status: Shop['status'];
  openForBusiness: boolean;
  externalAppUri: string | null;
  openingHours: Shop['openingHours'];
  timeZone: string;
  /** The zone's offsets around the render, so the browser reads the shop's clock without Intl. */
  clock: ZoneClock | null;
};

export function toShopView(shop: Shop, locale: string, now: Date): ShopView {
  const timeZone = shopTimeZone(shop);
  return {
    id: shop.id,
    name: shop.name,
    description: shop.description === null && !shop.i18n?.length ? null : localize(shop.i18n, locale, shop.description ?? ''),
    address1: shop.contactInformation.address1,
    address2: shop.contactInformation.address2,
    zipCode: shop.contactInformation.zipCode,
    city: shop.contactInformation.city,
    location: shop.location,
    status: shop.status,
    openForBusiness: shop.openForBusiness,
    externalAppUri: shop.externalAppUri,
    openingHours: shop.openingHours,
    timeZone,
    clock: zoneClock(timeZone, now),
  };
}

/** A shop's address on one line: "Street 1, 00100 City". */
export function addressLine(shop: Shop): string {
  const c = shop.contactInformation;
  return [c.address1, [c.zipCode, c.city].filter(Boolean).join(' ')].filter(Boolean).join(', ');
}

/**
 * What a shop's pages need to tell whether it takes orders: its state as the page was rendered.
 * The browser applies the hours to its own clock (the page may be cached for minutes).
 */
export type ShopAvailability = ShopStateInput & { renderedAt: string };

export function toShopAvailability(shop: Shop, now: Date): ShopAvailability {
  const timeZone = shopTimeZone(shop);
  return {
    status: shop.status,
    openForBusiness: shop.openForBusiness,
    externalAppUri: shop.externalAppUri,
    openingHours: shop.openingHours,
    timeZone,
    clock: zoneClock(timeZone, now),
    renderedAt: now.toISOString(),
  };
}
