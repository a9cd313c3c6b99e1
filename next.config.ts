import { resolve } from 'node:path';

import type { NextConfig } from 'next';
import { PHASE_PRODUCTION_SERVER } from 'next/constants';
import createNextIntlPlugin from 'next-intl/plugin';

import { LOCALES, NEGOTIATED_LANGUAGE_HEADER } from './lib/domain/locale/locale';

const production = process.env.NODE_ENV === 'production';
// Screens in the restaurant may frame the digital-signage page: list their origins here.
const signageFrameAncestors = process.env.SIGNAGE_FRAME_ANCESTORS?.trim() || "'self'";

/**
 * A static Content-Security-Policy: pages are prerendered and cached per language, and a
 * per-request nonce would make every page dynamic. Next's inline bootstrap scripts therefore
 * need 'unsafe-inline' for scripts; everything else is locked to our own origin.
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
  ].join('; ');

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
  reactStrictMode: true,
  typedRoutes: false,
  // A handful of small CSS chunks inline: each would be a render-blocking request on a phone.
  // Next keeps a copy of every body the proxy sees, up to proxyClientMaxBodySize (10 MB by
  // default); the proxy reads none and no route takes more than 64 kB (lib/http/json-body.ts).
  experimental: { inlineCss: false, proxyClientMaxBodySize: '64kb' },
  // A language URL (/en/x) renders under its own segment (/_en/x), so its links keep the prefix;
  // a rewrite does that without running the proxy (proxy.ts handles the language URLs it acts on).
  async rewrites() {
    // The proxy's own rewrite of a plain URL to /{negotiated locale}/... passes here too: marked, it stays.
    const locale = `:locale(${LOCALES.join('|')})`;
    const missing = [{ type: 'header' as const, key: NEGOTIATED_LANGUAGE_HEADER }];
    return {
      beforeFiles: [
        { source: `/${locale}`, destination: '/_:locale', missing },
        { source: `/${locale}/:path*`, destination: '/_:locale/:path*', missing },
      ],
    };
  },
  async headers() {
    return [
      { source: '/:path*', headers: [...common, { key: 'Content-Security-Policy', value: csp("'none'") }, { key: 'X-Frame-Options', value: 'DENY' }] },
      ...['/shop/:shopId/digital-signage', `/:locale(${LOCALES.join('|')})/shop/:shopId/digital-signage`].map((source) => ({ source, headers: signage })),
    ];
  },
};

/**
 * Several instances share Next's data and page cache through Redis when REDIS_URL is set
 * (cache-handler.mjs). Only `next start` uses it: the build stays the same with or without
 * Redis, so one build serves one instance or many, and `next dev` keeps its own cache. Without
 * REDIS_URL, Next's own file and memory cache, as for a single instance.
 */
const sharedCache = (phase: string): NextConfig =>
  process.env.REDIS_URL && phase === PHASE_PRODUCTION_SERVER
    ? { cacheHandler: resolve('cache-handler.mjs'), cacheMaxMemorySize: 0 }
    : {};

// Messages are compiled at build time (ICU syntax to a small tree), so no ICU parser ships to
// the browser and formatting a message is a walk over that tree.
const withNextIntl = createNextIntlPlugin({
  requestConfig: './lib/i18n/request.ts',
  experimental: { messages: { path: './messages', format: 'json', locales: 'infer', precompile: true } },
});

export default function config(phase: string): NextConfig {
  return withNextIntl({ ...nextConfig, ...sharedCache(phase) });
}
