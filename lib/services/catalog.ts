import 'server-only';

import { cache } from 'react';

import { AppError } from '@/lib/domain/app-error';
import type { OrderType } from '@/lib/domain/orders/order';
import { inlineStylesheet } from '@/lib/services/inline-css';
import { UpstreamError } from '@/lib/upstream/errors';
import { getMenu, listDeliverySpots } from '@/lib/upstream/menus';
import { getDesignStylesheet, getSettings } from '@/lib/upstream/settings';
import { getShop, listShops } from '@/lib/upstream/shops';

/** Per-request memoised reads of the shared catalogue (pages and metadata share them). */
export const loadSettings = cache(getSettings);
/**
 * The order types the restaurant offers, for pages that must render without its settings (the
 * upstream is down): take-away alone then, as the basket and the order-type chip offer.
 */
export const offeredOrderTypes = async (): Promise<OrderType[]> => (await loadSettings().catch(() => null))?.orderTypes ?? ['takeAway'];
/** The restaurant's design stylesheet as a file, for /api/settings/design. */
export const loadDesignStylesheetFile = cache(getDesignStylesheet);
/** The same stylesheet, compact and safe to inline: nothing in it can close the <style> element. */
export const loadDesignStylesheet = cache(async () => inlineStylesheet(await loadDesignStylesheetFile()));
export const loadShops = cache(listShops);
export const loadMenu = cache(getMenu);
export const loadDeliverySpots = cache(listDeliverySpots);

/** An unknown shop id (the upstream's 404 or 400) is SHOP_NOT_FOUND. */
export const loadShop = cache(async (shopId: number) => {
  try {
    return await getShop(shopId);
  } catch (error) {
    if (error instanceof UpstreamError && (error.upstreamStatus === 404 || error.upstreamStatus === 400)) {
      throw new AppError('SHOP_NOT_FOUND', 404);
    }
    throw error;
  }
});
