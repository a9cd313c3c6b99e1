import type { Basket } from '@/lib/domain/basket/basket';
import type { RouteMatch } from '@/lib/routes';

/**
 * Shown on showCart routes beside the page on large screens; on a phone the basket bar shows only
 * when the basket has items, so an empty basket never competes with the page's own action, and
 * never on checkout, whose pinned Pay bar already says what the basket costs.
 */
export function isBasketVisible(route: RouteMatch | null, basket: Basket, large: boolean): boolean {
  if (!route?.meta.showCart) return false;
  if (!large && route.name === 'checkoutPage') return false;
  return basket.items.length > 0 || large;
}
