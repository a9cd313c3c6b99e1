import type { Basket } from '@/lib/domain/basket/basket';
import type { RouteMatch } from '@/lib/routes';

/** Shown on showCart routes when it has items, on large screens, and on article and edit pages. */
export function isBasketVisible(route: RouteMatch | null, basket: Basket, large: boolean): boolean {
  if (!route?.meta.showCart) return false;
  return basket.items.length > 0 || large || route.name === 'editOrder' || route.name === 'menuArticlePage';
}
