import { href } from '@/lib/routes';

/** What the home page's query hands on through a shop's links: a same-origin way back, an article to open. */
export type Carry = { back: string | null; article: string | null };
export const NOTHING_CARRIED: Carry = { back: null, article: null };
/**
 * A shop's link, for a tap made before the page's scripts run (once they run, a tap chooses the
 * shop in place and goes on by shopTarget, ./shop-target.ts): its order-type page, carrying the
 * way back (the page goes there once the shop is chosen) or the article to open after the order
 * type.
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
