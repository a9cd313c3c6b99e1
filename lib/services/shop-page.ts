import 'server-only';

import { notFound, redirect } from 'next/navigation';

import { AppError } from '@/lib/domain/app-error';
import { parseShopId } from '@/lib/http/params';

import { loadShop } from './catalog';

/**
 * The shop a /shop/{shopId}/... page is about: unknown ids are the not-found page, and a
 * shop that is not open for business sends the guest home (SPEC.md §2 guard, step 5).
 */
export async function requireShop(rawShopId: string) {
  try {
    const shop = await loadShop(parseShopId(rawShopId));
    if (!shop.openForBusiness || shop.externalAppUri) redirect('/');
    return shop;
  } catch (error) {
    if (error instanceof AppError && error.code === 'SHOP_NOT_FOUND') notFound();
    throw error;
  }
}
