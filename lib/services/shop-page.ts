import 'server-only';

import { redirect } from 'next/navigation';

import { AppError } from '@/lib/domain/app-error';

import { loadShop } from './catalog';

/** Shop ids are positive 32-bit integers written in plain digits; anything else names no shop. */
const MAX_SHOP_ID = 2_147_483_647;

/**
 * The shop a /shop/{shopId}/... page is about: null for an unknown id (the page shows its
 * not-found page, see NotFoundPage), and a shop that is not open for business (or ordered
 * from elsewhere) sends the guest home.
 */
export async function requireShop(rawShopId: string) {
  const shopId = /^\d{1,10}$/.test(rawShopId) ? Number(rawShopId) : 0;
  if (shopId < 1 || shopId > MAX_SHOP_ID) return null;
  try {
    const shop = await loadShop(shopId);
    if (!shop.openForBusiness || shop.externalAppUri) redirect('/');
    return shop;
  } catch (error) {
    if (error instanceof AppError && error.code === 'SHOP_NOT_FOUND') return null;
    throw error;
  }
}
