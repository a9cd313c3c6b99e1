// The pages Next renders for each request (and streams), as opposed to pages it renders once and
// keeps in its page cache: server/steps/script-policy.ts gives only requests for these a CSP
// nonce. Next writes a request's nonce into every script and stylesheet tag of the page it renders
// for it, so a cached page rendered for a request with a nonce carries that stale nonce to
// everyone (about 1 kB of a menu page) and is sent with the hashes of its scripts anyway.
//
// The list is what the build says, read once at start from Next's build output: every page route
// of `app-path-routes-manifest.json` that `prerender-manifest.json` lists neither as prerendered
// (`routes`) nor as rendered once per set of parameters and then cached (`dynamicRoutes`). So a
// page that becomes force-dynamic, or loses its generateStaticParams, gets its nonce without
// anyone keeping a list. Plain erasable TypeScript: the server imports it as it is.
//
// An id of another shape than the app writes names no page: the proxy answers it with the cached
// not-found page, which must never be rendered with a request's nonce.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';

import { ORDER_ID, SHOP_ID } from '../domain/address-shapes.ts';
import { LOCALES } from '../domain/locale/locale.ts';

/** The parts of `.next/prerender-manifest.json` read here: the routes Next keeps in its page cache. */
export type PrerenderManifest = { routes: Record<string, unknown>; dynamicRoutes: Record<string, unknown> };
/** `.next/app-path-routes-manifest.json`: each app entry (`/[locale]/order/[orderId]/page`) and its route. */
export type AppPathRoutesManifest = Record<string, string>;

/** The language segment: a language URL (`/en`), the proxy's rewrite of a plain URL (`/_en`), or none. */
const LANGUAGE = String.raw`(?:/_?(?:${LOCALES.join('|')}))?`;
/** What a parameter of those pages may be: shop and order ids have their shapes, others any segment. */
const PARAMETER: Record<string, string> = { shopId: SHOP_ID, orderId: ORDER_ID };
const SEGMENT = '[^/]+';

/**
 * The page routes Next renders per request, as the build's manifests name them
 * (`/[locale]/order/[orderId]`), sorted. Route handlers (`…/route`) are not pages.
 */
export function perRequestRoutes(appPaths: AppPathRoutesManifest, prerender: PrerenderManifest): string[] {
  const cached = new Set([...Object.keys(prerender.routes), ...Object.keys(prerender.dynamicRoutes)]);
  return Object.entries(appPaths)
    .filter(([entry, route]) => entry.endsWith('/page') && !cached.has(route))
    .map(([, route]) => route)
    .sort();
}

/** One segment of a route as a pattern: `[locale]`, `[name]`, `[...name]`, `[[...name]]`, a group, or a literal. */
function segmentPattern(segment: string): string {
  if (segment === '[locale]') return LANGUAGE;
  if (/^\(.*\)$/.test(segment) || segment.startsWith('@')) return '';
  const optionalRest = segment.match(/^\[\[\.\.\.(\w+)\]\]$/);
  if (optionalRest) return `(?:/${SEGMENT})*`;
  const rest = segment.match(/^\[\.\.\.(\w+)\]$/);
  if (rest) return `(?:/${SEGMENT})+`;
  const parameter = segment.match(/^\[(\w+)\]$/);
  if (parameter) return `/(?:${PARAMETER[parameter[1]!] ?? SEGMENT})`;
  return `/${segment.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`;
}

/** Whether a request for a URL (path and query) may be answered by one of `routes` rendered for it. */
export function perRequestMatcher(routes: readonly string[]): (url: string) => boolean {
  if (routes.length === 0) return () => false;
  const patterns = routes.map((route) => route.split('/').filter(Boolean).map(segmentPattern).join('') || '/?');
  const pattern = new RegExp(`^(?:${patterns.join('|')})/?$`);
  return (url) => pattern.test(url.split('?')[0] ?? '/');
}

const readJson = (file: string): unknown => JSON.parse(readFileSync(file, 'utf8'));

/**
 * The build's per-request pages, from the manifests in Next's build folder (`.next`). Throws with
 * the file's name when a manifest is missing or not of the shape read here: a server that cannot
 * tell which pages get a nonce does not start.
 */
export function readPerRequestPages(distDir: string): { routes: string[]; rendersPerRequest: (url: string) => boolean } {
  const appPathsFile = join(distDir, 'app-path-routes-manifest.json');
  const prerenderFile = join(distDir, 'prerender-manifest.json');
  const appPaths = readJson(appPathsFile) as AppPathRoutesManifest;
  const prerender = readJson(prerenderFile) as PrerenderManifest;
  if (typeof appPaths !== 'object' || appPaths === null || Object.values(appPaths).some((route) => typeof route !== 'string')) {
    throw new Error(`${appPathsFile} is not a map of app entries to routes`);
  }
  if (typeof prerender?.routes !== 'object' || typeof prerender?.dynamicRoutes !== 'object' || !prerender.routes || !prerender.dynamicRoutes) {
    throw new Error(`${prerenderFile} has no routes and dynamicRoutes`);
  }
  const routes = perRequestRoutes(appPaths, prerender);
  return { routes, rendersPerRequest: perRequestMatcher(routes) };
}
