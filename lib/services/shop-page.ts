import 'server-only';

import { AppError } from '@/lib/domain/app-error';

import { loadShop } from './catalog';

/** Shop ids are positive 32-bit integers written in plain digits; anything else names no shop. */
const MAX_SHOP_ID = 2_147_483_647;

/**
 * The shop a /shop/{shopId}/... page is about: null for an unknown id (the page shows its
 * not-found page, a 404 for crawlers; the browser's route effects then take the guest home). A
 * shop that is not open for business renders with its banner, and the route effects send the
 * guest home: no shop page redirects itself, because Next answers a redirect from a cached (ISR)
 * page with its Location header twice on a cache miss (vercel/next.js#82117), which a service
 * worker's fetch joins into "/, /" and the browser follows to "/,%20".
 */
export async function requireShop(rawShopId: string) {
  const shopId = /^\d{1,10}$/.test(rawShopId) ? Number(rawShopId) : 0;
  if (shopId < 1 || shopId > MAX_SHOP_ID) return null;
  try {
    return await loadShop(shopId);
  } catch (error) {
    if (error instanceof AppError && error.code === 'SHOP_NOT_FOUND') return null;
    throw error;
  }
}
