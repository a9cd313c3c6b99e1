import 'server-only';

import { cache } from 'react';

import { listOffers } from '@/lib/upstream/campaigns';

/** The restaurant's offers, for one shop or (null) all shops, described in the visitor's language. */
export const loadOffers = cache(listOffers);

/**
 * The offers valid at one shop, for its menu's offers row. Shared and cached like the menu (the
 * row is the same for every guest, signed in or not). The row is extra: a restaurant whose offers
 * cannot be read gets a menu without it, never a failed menu.
 */
export const loadShopOffers = cache(async (shopId: number, locale: string) =>
  loadOffers(shopId, locale).catch((error: unknown) => {
    console.warn(`[bff] offers of shop ${shopId} left out of its menu: ${error instanceof Error ? error.message : String(error)}`);
    return [];
  }),
);
