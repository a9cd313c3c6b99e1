import { resolve } from 'node:path';

import type { NextConfig } from 'next';
import { PHASE_PRODUCTION_SERVER } from 'next/constants';
import createNextIntlPlugin from 'next-intl/plugin';

import { LOCALES } from './lib/domain/locale/locale';

const production = process.env.NODE_ENV === 'production';
// Screens in the restaurant may frame the digital-signage page: list their origins here.
const signageFrameAncestors = process.env.SIGNAGE_FRAME_ANCESTORS?.trim() || "'self'";

/**
 * The Content-Security-Policy: everything locked to our own origin. Pages are prerendered and
 * cached per language, so Next's inline scripts (flight data, bootstraps) cannot carry a nonce
 * and this static policy allows inline scripts; the server (server/steps/script-policy.ts) sends
 * each page this policy with 'unsafe-inline' replaced by the hashes of exactly the page's own
 * inline scripts. In production, strings reach HTML and script-URL sinks only through the
 * layout's Trusted Types policy (lib/security/trusted-types.ts); `next dev` runs without it.
 */
const csp = (frameAncestors: string) =>
  [
    "default-src 'self'",
    "script-src 'self' 'unsafe-inline'",
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: blob:",
    "font-src 'self'",
    "connect-src 'self'",
    "worker-src 'self'",
    "manifest-src 'self'",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    `frame-ancestors ${frameAncestors}`,
    ...(production ? ["require-trusted-types-for 'script'", 'trusted-types default'] : []),
  ].join('; ');

/** A proxied picture is never a document: even an SVG opened on its own runs and loads nothing. */
const IMAGE_CSP = "default-src 'none'; sandbox";

const common = [
  { key: 'X-Content-Type-Options', value: 'nosniff' },
  { key: 'Referrer-Policy', value: 'strict-origin-when-cross-origin' },
  { key: 'Permissions-Policy', value: 'geolocation=(self), camera=(), microphone=(), payment=(), usb=(), interest-cohort=()' },
  { key: 'Cross-Origin-Opener-Policy', value: 'same-origin' },
  ...(production ? [{ key: 'Strict-Transport-Security', value: 'max-age=63072000; includeSubDomains; preload' }] : []),
];

const signage = [{ key: 'Content-Security-Policy', value: csp(signageFrameAncestors) }, { key: 'X-Frame-Options', value: 'SAMEORIGIN' }];

const nextConfig: NextConfig = {
  poweredByHeader: false,
  // The server's pipeline compresses (brotli or gzip, server/steps/compress.ts), after its script
  // policy has read each page: Next's own compression would hide the page from it.
  compress: false,
  reactStrictMode: true,
  // Next's own trailing-slash redirect answers before the headers below are added: the proxy
  // redirects instead (proxy.ts), with them.
  skipTrailingSlashRedirect: true,
  typedRoutes: false,
  // A page's stylesheets go into its head as <style> (production builds; `next dev` links them),
  // so the first paint waits for no stylesheet request: on a phone that round trip let the
  // scripts run before the paint (docs/performance.md#the-first-paint-the-pages-css-inline).
  // The cost is in every HTML answer (the CSS, and its copy in the payload React hydrates from),
  // counted by the bench. style-src allows inline styles ('unsafe-inline', below).
  // cssChunking 'graph' (Turbopack): each route carries the CSS modules its own components
  // import, not one stylesheet of every module in the app (the home page's HTML went from 99.9 to
  // 57.9 kB); code loaded later (the basket panel, the checkout form) brings its own.
  // Next keeps a copy of every body the proxy sees, up to proxyClientMaxBodySize (10 MB by
  // default); the proxy reads none and no route takes more than 64 kB (lib/http/json-body.ts).
  experimental: { inlineCss: true, cssChunking: 'graph', proxyClientMaxBodySize: '64kb' },
  async headers() {
    return [
      { source: '/:path*', headers: [...common, { key: 'Content-Security-Policy', value: csp("'none'") }, { key: 'X-Frame-Options', value: 'DENY' }] },
      ...['/shop/:shopId/digital-signage', `/:locale(${LOCALES.join('|')})/shop/:shopId/digital-signage`].map((source) => ({ source, headers: signage })),
      // Menu pictures keep their own policy (the later rule wins): nothing in one may run or load.
      { source: '/api/images/:path*', headers: [{ key: 'Content-Security-Policy', value: IMAGE_CSP }] },
    ];
  },
};

/** What Next keeps of its page and data cache in one process's memory (its own default). */
const PAGE_CACHE_MEMORY_BYTES = 50 * 1024 * 1024;

/**
 * Next's data and page cache on the production server, from next-cache/ (what runs inside Next).
 * One instance keeps it in a bounded store of its own (next-cache/page-cache.ts: memory and disk
 * quotas, no not-found answer kept under the address of what was not found); several instances
 * share it through Redis when REDIS_URL is set (next-cache/cache-handler.mjs, Redis's own memory
 * limit). The build stays the same either way, so one build serves one instance or many, and
 * `next build` and `next dev` keep Next's own cache.
 */
const pageCache = (phase: string): NextConfig => {
  if (phase !== PHASE_PRODUCTION_SERVER) return {};
  return process.env.REDIS_URL
    ? { cacheHandler: resolve('next-cache/cache-handler.mjs'), cacheMaxMemorySize: 0 }
    : { cacheHandler: resolve('next-cache/page-cache.ts'), cacheMaxMemorySize: PAGE_CACHE_MEMORY_BYTES };
};

// Messages are compiled at build time (ICU syntax to a small tree), so no ICU parser ships to
// the browser and formatting a message is a walk over that tree.
const withNextIntl = createNextIntlPlugin({
  requestConfig: './lib/i18n/request.ts',
  experimental: { messages: { path: './messages', format: 'json', locales: 'infer', precompile: true } },
});

export default function config(phase: string): NextConfig {
  return withNextIntl({ ...nextConfig, ...pageCache(phase) });
}
