import { safeRedirectPath } from '@/lib/domain/account/redirect';
import { href } from '@/lib/routes';

/** What the home page's query hands on through a shop's links: a same-origin way back, an article to open. */
export type Carry = { back: string | null; article: string | null };
export const NOTHING_CARRIED: Carry = { back: null, article: null };
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
 * A shop's link, for a tap made before the page's scripts run (once they run, a tap chooses the
 * shop in place and goes on by shopTarget): its order-type page, carrying the way back (the page
 * goes there once the shop is chosen) or the article to open after the order type.
 */
export function shopLink(shopId: number, carry: Carry): string {
  if (carry.back) return `${href.orderType(shopId)}?redirectUri=${encodeURIComponent(carry.back)}`;
  if (carry.article) return `${href.orderType(shopId)}?redirectToArticle=${encodeURIComponent(carry.article)}`;
  return href.orderType(shopId);
}

/** The shop's own app, when its address is a web address (https) or an app's own scheme; never script. */
export function safeAppLink(uri: string | null): string | null {
  if (!uri) return null;
  try {
    const url = new URL(uri);
    return /^(javascript|data|vbscript|file|blob):$/i.test(url.protocol) || (url.protocol === 'http:' && url.hostname !== 'localhost') ? null : url.toString();
  } catch {
    return null;
  }
}
