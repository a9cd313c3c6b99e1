// The pages Next renders for each request (and streams), as opposed to pages it renders once and
// keeps in its page cache. Plain erasable TypeScript: server/steps/script-policy.ts imports it as it
// is, to give only these requests a CSP nonce. Next writes a request's nonce into every script
// and stylesheet tag of the page it renders for it, so a cached page rendered for a request with
// a nonce carries that stale nonce to everyone (about 1 kB of a menu page) and is sent with the
// hashes of its scripts anyway. lib/security/per-request-pages.test.ts derives the same list from
// app/ (force-dynamic pages and pages with a parameter of their own and no generateStaticParams).
// An id of another shape than the app writes names no page: the proxy answers it with the cached
// not-found page, which must never be rendered with a request's nonce.
import { ORDER_ID, SHOP_ID } from '../domain/address-shapes.ts';

const LANGUAGE = String.raw`(?:/_?(?:sv|fi|en|ru|no))?`;
/** What each parameter of those pages may be: shop and order ids have their shapes, names any segment. */
const PARAMETER: Record<string, string> = { shopId: SHOP_ID, orderId: ORDER_ID };
const SEGMENT = String.raw`[^/]+`;

/** Page paths under the language segment, with `:param` for a parameter. */
export const PER_REQUEST_PAGES = [
  '/confirm-email',
  '/order-history',
  '/order/:orderId',
  '/profile',
  '/reset-password',
  '/shop/:shopId',
  '/shop/:shopId/checkout/payment/:orderId',
  '/shop/:shopId/redirect/:articleId',
] as const;

const PATTERN = new RegExp(`^${LANGUAGE}(?:${PER_REQUEST_PAGES.map((p) => p.replace(/:(\w+)/g, (_, name: string) => `(?:${PARAMETER[name] ?? SEGMENT})`)).join('|')})/?$`);

/** Whether a request for this URL (path and query) may be answered by a page rendered for it. */
export function rendersPerRequest(url: string): boolean {
  return PATTERN.test(url.split('?')[0] ?? '/');
}
