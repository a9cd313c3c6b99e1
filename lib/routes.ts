import { isOrderId, isShopId, MAX_SEGMENT_LENGTH, MAX_SEGMENTS } from '@/lib/domain/address-shapes';
import { localizedPath, splitLocalePrefix } from '@/lib/domain/locale/locale';

/**
 * Every route's meta flags, each read by the code that applies it (lib/routes.test.ts checks that
 * none is left unread):
 * - requiresAuth: without a session the proxy sends the guest to login with a redirectUri;
 * - requiresShop: the shop must exist and be open for business, else home (the route effects);
 *   a route that names no shop needs one chosen, else home with a redirectUri (shopChoiceRedirect);
 * - showCart: the basket panel may show (basket-visibility);
 * - disableCart: the basket cannot be changed there (the basket panel);
 * - confirmCartReset: Back with items asks, then clears shop and basket (the back button);
 * - showAddItemButton (the article page) and editMode (an edited line, the suggestions): the
 *   guest builds an order line there, and Back asks before unsaved changes are lost.
 */
export const ROUTE_FLAGS = ['requiresAuth', 'requiresShop', 'showCart', 'editMode', 'showAddItemButton', 'disableCart', 'confirmCartReset'] as const;
export type RouteMeta = Partial<Record<(typeof ROUTE_FLAGS)[number], boolean>>;

export type RouteName =
  | 'home'
  | 'shopToOrderTypeRedirect'
  | 'offline'
  | 'login'
  | 'register'
  | 'favorites'
  | 'orderHistory'
  | 'profile'
  | 'forgotPassword'
  | 'resetPassword'
  | 'confirmEmail'
  | 'campaigns'
  | 'shopPage'
  | 'digitalSignage'
  | 'menuPage'
  | 'menuArticlePage'
  | 'articleRedirect'
  | 'editOrder'
  | 'suggestedArticlesPage'
  | 'checkoutPage'
  | 'groupPage'
  | 'paymentPage'
  | 'orderPage'
  | 'ordersPage'
  | 'termsAndConditions'
  | 'privacyPolicy'
  | 'accessibility';

type RouteDef = { name: RouteName; pattern: RegExp; meta: RouteMeta };

const SHOP = String.raw`/shop/(?<shopId>[^/]+)`;
const CATEGORY = String.raw`(?<categoryPath>(?:/[^/]+)*?)`;
const ARTICLE = String.raw`${SHOP}/menu${CATEGORY}/articles/(?<articleId>[^/]+)`;

// Order matters: the first match wins, so the specific article routes precede the menu page.
const ROUTES: RouteDef[] = [
  { name: 'home', pattern: /^\/$/, meta: {} },
  { name: 'offline', pattern: /^\/offline$/, meta: {} },
  { name: 'login', pattern: /^\/login$/, meta: {} },
  { name: 'register', pattern: /^\/register$/, meta: {} },
  { name: 'favorites', pattern: /^\/favorites$/, meta: { showCart: true } },
  { name: 'orderHistory', pattern: /^\/order-history$/, meta: { requiresAuth: true, showCart: true } },
  { name: 'profile', pattern: /^\/profile$/, meta: { requiresAuth: true } },
  { name: 'forgotPassword', pattern: /^\/forgot-password$/, meta: {} },
  { name: 'resetPassword', pattern: /^\/reset-password$/, meta: {} },
  { name: 'confirmEmail', pattern: /^\/confirm-email$/, meta: {} },
  { name: 'campaigns', pattern: /^\/campaigns$/, meta: { showCart: true } },
  { name: 'termsAndConditions', pattern: /^\/terms-and-conditions$/, meta: {} },
  { name: 'privacyPolicy', pattern: /^\/privacy-policy$/, meta: {} },
  { name: 'accessibility', pattern: /^\/accessibility$/, meta: {} },
  { name: 'orderPage', pattern: /^\/order\/(?<orderId>[^/]+)$/, meta: {} },
  { name: 'ordersPage', pattern: /^\/orders$/, meta: { requiresShop: true } },
  { name: 'shopToOrderTypeRedirect', pattern: new RegExp(`^${SHOP}$`), meta: {} },
  { name: 'shopPage', pattern: new RegExp(`^${SHOP}/order-type$`), meta: { requiresShop: true, confirmCartReset: true } },
  { name: 'digitalSignage', pattern: new RegExp(`^${SHOP}/digital-signage$`), meta: { requiresShop: true } },
  { name: 'articleRedirect', pattern: new RegExp(`^${SHOP}/redirect/(?<articleId>[^/]+)$`), meta: { requiresShop: true } },
  {
    name: 'suggestedArticlesPage',
    pattern: new RegExp(`^${ARTICLE}/suggested$`),
    meta: { requiresShop: true, showCart: true, editMode: true },
  },
  {
    name: 'editOrder',
    pattern: new RegExp(`^${ARTICLE}/(?<lineId>[^/]+)$`),
    meta: { requiresShop: true, showCart: true, editMode: true },
  },
  {
    name: 'menuArticlePage',
    pattern: new RegExp(`^${ARTICLE}$`),
    meta: { requiresShop: true, showCart: true, showAddItemButton: true, disableCart: true },
  },
  { name: 'menuPage', pattern: new RegExp(`^${SHOP}/menu${CATEGORY}/?$`), meta: { requiresShop: true, showCart: true } },
  { name: 'checkoutPage', pattern: new RegExp(`^${SHOP}/checkout$`), meta: { requiresShop: true, showCart: true, disableCart: true } },
  // A table's group order: who is ordering, the table's basket, the lock and who pays.
  { name: 'groupPage', pattern: new RegExp(`^${SHOP}/group$`), meta: { requiresShop: true } },
  // A guest back from paying sees the payment through even if the shop closed meanwhile: no shop guard.
  { name: 'paymentPage', pattern: new RegExp(`^${SHOP}/checkout/payment/(?<orderId>[^/]+)$`), meta: {} },
];

export type RouteMatch = {
  name: RouteName;
  meta: RouteMeta;
  params: { shopId?: string; categoryPath?: string[]; articleId?: string; lineId?: string; orderId?: string };
};

export const decodeSegment = (segment: string) => {
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment;
  }
};

/** The route of a path (without query), or null for paths that have no page. */
export function matchRoute(pathname: string): RouteMatch | null {
  const plain = splitLocalePrefix(pathname).path;
  const path = plain.length > 1 ? plain.replace(/\/+$/, '') : plain;
  for (const route of ROUTES) {
    const match = route.pattern.exec(path);
    if (!match) continue;
    const g = match.groups ?? {};
    return {
      name: route.name,
      meta: route.meta,
      params: {
        shopId: g.shopId,
        categoryPath: g.categoryPath === undefined ? undefined : g.categoryPath.split('/').filter(Boolean).map(decodeSegment),
        articleId: g.articleId === undefined ? undefined : decodeSegment(g.articleId),
        lineId: g.lineId,
        orderId: g.orderId,
      },
    };
  }
  return null;
}

/**
 * Where the not-found page of each language lives (`/en/page-not-found`): the proxy answers every
 * address that names no page with it, so one cached page per language serves them all.
 */
export const NOT_FOUND_PAGE = '/page-not-found';

/**
 * The route of an address that names a page the app could have: a route of the table whose ids
 * and names have the shapes the app writes (lib/domain/address-shapes.ts). Null for any other
 * address, which the proxy answers with the not-found page of its language before a page of the
 * route renders: an address that names nothing never reaches a page's render or its cache.
 * Whether the shop, category or article exists is the page's question (it needs their data).
 */
export function pageAt(pathname: string): RouteMatch | null {
  const segments = pathname.split('/').filter(Boolean);
  if (segments.length > MAX_SEGMENTS || segments.some((s) => s.length > MAX_SEGMENT_LENGTH)) return null;
  const route = matchRoute(pathname);
  if (!route) return null;
  const { shopId, orderId } = route.params;
  if (shopId !== undefined && !isShopId(shopId)) return null;
  if (orderId !== undefined && !isOrderId(orderId)) return null;
  return route;
}

/** Where the guest builds an order line (article, edited line, suggestions): unsaved changes make Back ask. */
export const buildsOrderLine = (meta: RouteMeta) => Boolean(meta.showAddItemButton || meta.editMode);

/**
 * A route that requires a shop but names none in its path (the orders page) needs one chosen:
 * without it the guest goes home, and the path to come back to rides along as redirectUri.
 */
export function shopChoiceRedirect(route: RouteMatch | null, pathAndQuery: string, chosenShopId: number | null): string | null {
  if (!route?.meta.requiresShop || route.params.shopId !== undefined || chosenShopId !== null) return null;
  return keepLocale(pathAndQuery, href.home(pathAndQuery));
}

/** `path` (with any query) under the language prefix of `from`: a redirect from /en/... stays in /en. */
export function keepLocale(from: string, path: string): string {
  const { locale } = splitLocalePrefix(from.replace(/[?#].*$/, ''));
  if (!locale) return path;
  const cut = path.search(/[?#]/);
  return cut < 0 ? localizedPath(locale, path) : localizedPath(locale, path.slice(0, cut)) + path.slice(cut);
}

const encodePath = (segments: readonly string[]) => segments.map(encodeURIComponent).join('/');

/** Builders for the URLs the app links to, so no page hand-assembles a path. */
export const href = {
  /** Home; with a redirectUri, choosing a shop leads back there (a route that needed one). */
  home: (redirectUri?: string) => (redirectUri ? `/?redirectUri=${encodeURIComponent(redirectUri)}` : '/'),
  orderType: (shopId: number) => `/shop/${shopId}/order-type`,
  menu: (shopId: number, categoryPath: readonly string[] = []) =>
    `/shop/${shopId}/menu${categoryPath.length ? `/${encodePath(categoryPath)}` : ''}`,
  article: (shopId: number, categoryPath: readonly string[], articleId: string) =>
    `${href.menu(shopId, categoryPath)}/articles/${encodeURIComponent(articleId)}`,
  editLine: (shopId: number, categoryPath: readonly string[], articleId: string, lineId: string) =>
    `${href.article(shopId, categoryPath, articleId)}/${encodeURIComponent(lineId)}`,
  suggested: (shopId: number, categoryPath: readonly string[], articleId: string) =>
    `${href.article(shopId, categoryPath, articleId)}/suggested`,
  articleRedirect: (shopId: number, articleId: string) => `/shop/${shopId}/redirect/${encodeURIComponent(articleId)}`,
  checkout: (shopId: number) => `/shop/${shopId}/checkout`,
  /** The table's group order: at a table (`table`, the spot id) or joined by a share link (`join`, the group's id). */
  group: (shopId: number, at: { table?: number; join?: string } = {}) =>
    `/shop/${shopId}/group${at.table ? `?table=${at.table}` : at.join ? `?join=${encodeURIComponent(at.join)}` : ''}`,
  payment: (shopId: number, orderId: string) => `/shop/${shopId}/checkout/payment/${encodeURIComponent(orderId)}`,
  order: (orderId: string) => `/order/${encodeURIComponent(orderId)}`,
  orders: () => '/orders',
  campaigns: () => '/campaigns',
  terms: () => '/terms-and-conditions',
  privacy: () => '/privacy-policy',
  accessibility: () => '/accessibility',
  login: (redirectUri?: string) => (redirectUri ? `/login?redirectUri=${encodeURIComponent(redirectUri)}` : '/login'),
};

/** A menu picture's address on our own origin (app/api/images), from its upstream image path. */
export const imagePath = (path: string) => `/api/images/${path}`;
