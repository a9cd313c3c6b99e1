import { safeRedirectPath } from '@/lib/domain/account/redirect';
import type { OrderType } from '@/lib/domain/orders/order';
import { href } from '@/lib/routes';

import { type Carry, shopLink } from './shop-link';

/** An article code as a restaurant writes it (letters, digits, spaces, `.`, `_`, `-`): nothing else is carried. */
const ARTICLE_CODE = /^[A-Za-z0-9 ._-]{1,50}$/;

/** A query as Next hands it to a page: a repeated key is a list. */
type PageQuery = Record<string, string | string[] | undefined>;

/** The values worth carrying, validated: a same-origin path (safeRedirectPath), an article code. */
export function readCarry(query: URLSearchParams | PageQuery): Carry {
  const get = (key: string) => {
    if (query instanceof URLSearchParams) return query.get(key);
    const value = query[key];
    return (Array.isArray(value) ? value[0] : value) ?? null;
  };
  const article = get('redirectToArticle')?.trim() ?? '';
  return { back: safeRedirectPath(get('redirectUri'), '') || null, article: ARTICLE_CODE.test(article) ? article : null };
}

/**
 * Where a chosen shop leads: back to the page that asked for a shop (redirectUri, same-origin
 * paths only), else straight on when only one order type is on offer and one is already
 * set, else to the order-type page. A redirectToArticle value is never lost: the order-type page
 * takes it along, and going straight on leads to that article instead of the menu.
 */
export function shopTarget(shopId: number, orderTypes: readonly OrderType[], orderType: OrderType | null, search: string): string {
  const { back, article } = readCarry(new URLSearchParams(search));
  // A page that needed a chosen shop (the orders page) sent the guest here with the way back.
  if (back) return back;
  const skipOrderType = orderTypes.length === 1 && orderType !== null;
  if (skipOrderType) return article ? href.articleRedirect(shopId, article) : href.menu(shopId);
  return shopLink(shopId, { back: null, article });
}
