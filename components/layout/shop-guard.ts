'use client';

import { ApiProblem, bff } from '@/lib/client/api';
import { isOpenForBusiness } from '@/lib/domain/shops/shop-status';

/** The shop this tab last found open for business: moving within it asks nothing again. */
let admitted: number | null = null;

/**
 * Whether a page's shop may be shown: a shop id that names no shop, or a shop that is not open
 * for business, sends the guest home. The shop is loaded when the route names another shop than
 * the one last admitted in this tab; a load that fails for another reason (offline, a server
 * error) lets the page be, and `unreachable` is told so the guest can be (SHOP_LOAD_FAILED).
 */
export async function admitsShop(rawShopId: string, unreachable: () => void = () => {}): Promise<boolean> {
  if (!/^\d{1,10}$/.test(rawShopId)) return false;
  const shopId = Number(rawShopId);
  if (shopId === admitted) return true;
  try {
    if (!isOpenForBusiness(await bff.shop(shopId))) return false;
    admitted = shopId;
    return true;
  } catch (error) {
    if (error instanceof ApiProblem && error.status === 404) return false;
    unreachable();
    return true;
  }
}
