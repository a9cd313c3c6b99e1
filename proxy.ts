import { type NextRequest, NextResponse } from 'next/server';

import { QR_COOKIE, qrParamsFromQuery } from '@/lib/domain/basket/qr';
import { qrChipTwin } from '@/lib/domain/basket/qr-chip';
import { chooseLocale, LOCALE_COOKIE, negotiatedSegment, splitLocalePrefix } from '@/lib/domain/locale/locale';
import { problem } from '@/lib/http/problem';
import { href, keepLocale, NOT_FOUND_PAGE, pageAt, type RouteMatch } from '@/lib/routes';
import { PLAIN_SESSION_COOKIE, SESSION_COOKIE } from '@/lib/session/cookie-name';

const QR_PARAMS = ['orderType', 'spotId', 'note'];
/** What a page at a URL without a language prefix may be cached as (Next keeps a Cache-Control set here). */
export const PLAIN_URL_CACHE = 'private, no-cache';

/**
 * A redirect on the app's own origin: Next sends a same-origin Location as a relative path, so
 * the browser stays on the origin it used, and the Host header (which anyone can forge) never
 * names where it goes. Never cached: it depends on the cookies and the query.
 */
function redirectTo(request: NextRequest, location: string, status: 307 | 308 = 307) {
  const response = NextResponse.redirect(new URL(location, request.url), status);
  response.headers.set('cache-control', 'private, no-store');
  return response;
}

/**
 * Next 16's proxy (the middleware of earlier versions) does only what must happen before
 * rendering (the sign-in redirect and the QR values), then picks the language tree:
 * - a route that needs a session, without one, goes to login with a same-origin redirectUri
 *   (from a /{locale}/ URL, to that language's login page);
 * - QR values (orderType, spotId, note) leave the URL: they travel in a short-lived cookie
 *   that the page moves into the basket, and the guest lands on the clean URL;
 * - plain URLs carry no language: the culture cookie (else the browser language) chooses
 *   the app/[locale] tree by an internal rewrite, so each language is prerendered on its own;
 * - /{locale}/... URLs (what search engines index and hreflang names) show that language as
 *   they are, without touching the visitor's culture cookie;
 * - an address that names no page (no route, an id of another shape than the app writes, a broken
 *   %-escape) is answered by its language's one not-found page, rendered once and cached: no
 *   page of a route renders for it and nothing is cached under its address, however many such
 *   addresses arrive (an API path with a broken escape is a 400 problem; others skip the proxy).
 * Pages check the session again themselves: the proxy is not a security boundary. The shop
 * guards (an unknown shop, a shop not open for business, no shop chosen) need the shop's state,
 * which the proxy does not read (it runs apart from the render and its caches): the browser's
 * route effects apply them, and no cached page redirects.
 */
export function proxy(request: NextRequest) {
  const { pathname, search, searchParams } = request.nextUrl;
  const isApi = pathname.startsWith('/api/');
  // Next cannot decode the params of a path with a broken %-escape and answers a bare 500.
  if (hasBrokenEscape(pathname)) return isApi ? problem('INVALID_INPUT', 400) : notFoundPage(request, pathname);
  // One URL per page: `/shop/1/` is `/shop/1` (leading slashes collapse too: never `//host`).
  if (pathname.length > 1 && pathname.endsWith('/')) return redirectTo(request, `/${pathname.replace(/^\/+|\/+$/g, '')}${search}`, 308);
  if (isApi) return NextResponse.next();
  const route = pageAt(pathname);
  if (!route) return notFoundPage(request, pathname);

  if (route?.meta.requiresAuth && !request.cookies.has(SESSION_COOKIE) && !request.cookies.has(PLAIN_SESSION_COOKIE)) {
    return redirectTo(request, keepLocale(pathname, href.login(pathname + search)));
  }

  if (route?.params.shopId && QR_PARAMS.some((p) => searchParams.has(p))) {
    const rest = new URLSearchParams(searchParams);
    QR_PARAMS.forEach((p) => rest.delete(p));
    const qr = /^\d{1,9}$/.test(route.params.shopId) ? qrParamsFromQuery(Number(route.params.shopId), searchParams) : null;
    // A QR code that says how the guest eats skips the question: from the shop's address or its
    // order-type page straight to the menu (or to the article it names).
    const asked = route.name === 'shopToOrderTypeRedirect' || route.name === 'shopPage';
    const article = rest.get('redirectToArticle');
    if (qr?.orderType && asked) rest.delete('redirectToArticle');
    const path =
      qr?.orderType && asked
        ? keepLocale(pathname, article ? href.articleRedirect(qr.shopId, article) : href.menu(qr.shopId))
        : pathname;
    const response = redirectTo(request, rest.size ? `${path}?${rest}` : path);
    if (qr) response.cookies.set(QR_COOKIE, JSON.stringify(qr), { path: '/', maxAge: 600, sameSite: 'lax' });
    return response;
  }

  // A page whose links must carry a value of its query renders as its twin that reads the query,
  // so a tap before the scripts run keeps it; the page itself stays prerendered.
  // While a QR code's values wait in their cookie, the menu and article pages render as their twin
  // that draws the order-type chip in the first paint (cached per set of values).
  // Every order's payment page renders as its shop's one cached page, which reads the order from the address.
  const twin =
    carryingTwin(route, searchParams) ?? paymentTwin(route) ?? qrChipTwin(splitLocalePrefix(pathname).path, request.cookies.get(QR_COOKIE)?.value);
  if (twin) {
    const { locale } = splitLocalePrefix(pathname);
    return locale ? NextResponse.rewrite(new URL(`/${locale}${twin}${search}`, request.url)) : plainRewrite(request, `${twin}${search}`);
  }

  // A language URL renders as it is: app/[locale] under /en is the English page whose links keep the prefix.
  if (splitLocalePrefix(pathname).locale) return NextResponse.next();

  return plainRewrite(request, `${pathname === '/' ? '' : pathname}${search}`);
}

/**
 * The twin that renders a page for a query its links must carry: home with a way back
 * (`redirectUri`) or an article to open (`redirectToArticle`), the order-type page with an article.
 * The twins have no address of their own: only this rewrite reaches them.
 */
function carryingTwin(route: RouteMatch, query: URLSearchParams): string | null {
  if (route.name === 'home' && (query.has('redirectUri') || query.has('redirectToArticle'))) return '/shop-choice';
  if (route.name === 'shopPage' && query.has('redirectToArticle')) return `/shop/${route.params.shopId}/order-type/carry`;
  return null;
}

/** `/shop/1/checkout/payment/{orderId}` → `/shop/1/checkout/payment`: one page per shop for every order's payment. */
function paymentTwin(route: RouteMatch): string | null {
  return route.name === 'paymentPage' ? `/shop/${route.params.shopId}/checkout/payment` : null;
}

/** The negotiated language's tree for a plain URL (`/shop/1/menu` → `/_fi/shop/1/menu`). */
function plainRewrite(request: NextRequest, path: string) {
  const locale = chooseLocale({
    cookie: request.cookies.get(LOCALE_COOKIE)?.value,
    acceptLanguage: request.headers.get('accept-language'),
  });
  const response = NextResponse.rewrite(new URL(`/${negotiatedSegment(locale)}${path}`, request.url));
  // The same URL renders per language, chosen by the cookie and Accept-Language. Next replaces
  // a Vary set here with its own, and many CDNs ignore Vary anyway: so no shared cache may keep
  // these answers at all. Only this browser may, and it asks again each time. The /{locale}/…
  // URLs, one language each, keep Next's shared caching (s-maxage); the app's own page cache
  // serves both alike.
  response.headers.set('cache-control', PLAIN_URL_CACHE);
  return response;
}

/** The not-found page of the address's language: `/en/nope` → `/en/page-not-found`, `/nope` → `/_sv/page-not-found`. */
function notFoundPage(request: NextRequest, pathname: string) {
  const { locale } = splitLocalePrefix(pathname);
  return locale ? NextResponse.rewrite(new URL(`/${locale}${NOT_FOUND_PAGE}`, request.url)) : plainRewrite(request, NOT_FOUND_PAGE);
}

function hasBrokenEscape(pathname: string): boolean {
  try {
    decodeURIComponent(pathname);
    return false;
  } catch {
    return true;
  }
}

/**
 * The proxy runs only where it has something to do. A language URL (/en/...) of a page renders
 * as it is, without the proxy; the proxy still sees the language URLs it acts on: the routes
 * that need a session, shop URLs with QR values, pages whose links carry a value of the query, a path with an escape (which may be broken),
 * a trailing slash, and every address that names no page (answered by the not-found page). It
 * never sees API routes, Next's files (`/_next/static/`, `/_next/image`) and the public files,
 * each named exactly (or as a file in its folder): `/favicon.icox`, `/ogre` or `/_next/login` is
 * an address like any other, and no page renders under a language segment that is not one
 * (such a path is a file's, with no page: Next's own static not-found page). `config` must be a
 * literal: the route names that require auth and the pages' shapes (lib/routes.ts `pageAt`,
 * lib/domain/address-shapes.ts) are written out, and proxy.test.ts checks them against those.
 */
export const config = {
  matcher: [
    '/((?!api/|_next/static/|_next/image$|favicon\\.ico$|icon\\.svg$|sw\\.js$|manifest\\.webmanifest$|robots\\.txt$|sitemap\\.xml$|icons/[^/]+\\.[^/]+$|images/[^/]+\\.[^/]+$|og/[^/]+/[^/]+$|(?:sv|fi|en|ru|no)(?:/|$)).*)',
    '/:locale(sv|fi|en|ru|no)/:route(profile|order-history)',
    // A language URL that is no page of the app: any path but the pages' own shapes.
    '/:locale(sv|fi|en|ru|no)/:path((?!(?:accessibility|campaigns|confirm-email|favorites|forgot-password|login|offline|orders|privacy-policy|register|reset-password|terms-and-conditions|order/[A-Za-z0-9_-]{1,64}|shop/\\d{1,10}(?:/(?:order-type|digital-signage|checkout|checkout/payment/[A-Za-z0-9_-]{1,64}|redirect/[^/]{1,200}|menu(?:/[^/]{1,200}){0,12}))?)$).+)',
    { source: '/:locale(sv|fi|en|ru|no)/shop/:path*', has: [{ type: 'query', key: 'orderType' }] },
    { source: '/:locale(sv|fi|en|ru|no)/shop/:path*', has: [{ type: 'query', key: 'spotId' }] },
    { source: '/:locale(sv|fi|en|ru|no)/shop/:path*', has: [{ type: 'query', key: 'note' }] },
    { source: '/:locale(sv|fi|en|ru|no)/shop/:shopId/menu/:path*', has: [{ type: 'cookie', key: 'ordering_qr' }] },
    // …every order's payment page (rendered by its shop's one payment page)…
    '/:locale(sv|fi|en|ru|no)/shop/:shopId/checkout/payment/:orderId',
    // …and the pages whose links carry a value of the query (rendered by their twins).
    { source: '/:locale(sv|fi|en|ru|no)', has: [{ type: 'query', key: 'redirectUri' }] },
    { source: '/:locale(sv|fi|en|ru|no)', has: [{ type: 'query', key: 'redirectToArticle' }] },
    { source: '/:locale(sv|fi|en|ru|no)/shop/:id/order-type', has: [{ type: 'query', key: 'redirectToArticle' }] },
    '/:locale(sv|fi|en|ru|no)/:path(.*%.*)',
    // …and one with a trailing slash, redirected with the security headers.
    '/:locale(sv|fi|en|ru|no)/',
    '/:locale(sv|fi|en|ru|no)/:path(.*/)',
    // API routes skip the proxy, except a path with an escape, which may be broken, or a trailing slash.
    '/api/:path(.*%.*)',
    '/api/:path(.*/)',
  ],
};
