/// <reference lib="webworker" />
import { defaultCache } from '@serwist/next/worker';
import { CacheFirst, ExpirationPlugin, NetworkFirst, NetworkOnly, type PrecacheEntry, Serwist, type SerwistGlobalConfig, StaleWhileRevalidate } from 'serwist';

import { isPersonalPath } from '../lib/domain/offline/personal-paths';

declare global {
  interface WorkerGlobalScope extends SerwistGlobalConfig {
    __SW_MANIFEST: (PrecacheEntry | string)[] | undefined;
  }
}
declare const self: ServiceWorkerGlobalScope;

const serwist = new Serwist({
  precacheEntries: self.__SW_MANIFEST,
  // A new version waits until the guest presses Update in the banner, so a basket is never
  // interrupted by a reload they did not ask for.
  skipWaiting: false,
  clientsClaim: true,
  navigationPreload: true,
  runtimeCaching: [
    // Personal or state-changing traffic is never cached: orders, payments, accounts, checkout.
    { matcher: ({ url, sameOrigin }) => sameOrigin && isPersonalPath(url.pathname), handler: new NetworkOnly() },
    {
      matcher: ({ url, sameOrigin }) => sameOrigin && url.pathname.startsWith('/api/images/'),
      handler: new CacheFirst({
        cacheName: 'menu-images',
        plugins: [new ExpirationPlugin({ maxEntries: 300, maxAgeSeconds: 30 * 24 * 60 * 60 })],
      }),
    },
    {
      matcher: ({ url, sameOrigin }) => sameOrigin && /^\/api\/(shops(\/[^/]+(\/menu|\/delivery-spots)?)?|settings(\/design)?)$/.test(url.pathname),
      handler: new StaleWhileRevalidate({ cacheName: 'catalogue', plugins: [new ExpirationPlugin({ maxEntries: 100 })] }),
    },
    {
      // Pages visited once still open offline (menus in particular); on a very slow network the
      // cached copy is shown after 5 s. Vary is ignored so the stored page matches any request.
      matcher: ({ request, sameOrigin }) => sameOrigin && request.mode === 'navigate',
      handler: new NetworkFirst({
        cacheName: 'pages',
        networkTimeoutSeconds: 5,
        matchOptions: { ignoreVary: true },
        plugins: [new ExpirationPlugin({ maxEntries: 64, maxAgeSeconds: 7 * 24 * 60 * 60 })],
      }),
    },
    // Everything else under /api is live data: never served from a cache.
    { matcher: ({ url, sameOrigin }) => sameOrigin && url.pathname.startsWith('/api/'), handler: new NetworkOnly() },
    ...defaultCache,
  ],
  fallbacks: { entries: [{ url: '/offline', matcher: ({ request }) => request.destination === 'document' }] },
});

self.addEventListener('message', (event) => {
  const type = (event.data as { type?: unknown } | null)?.type;
  if (type === 'SKIP_WAITING') void self.skipWaiting();
  // On sign-out nothing of the session may stay behind in the worker's caches.
  if (type === 'CLEAR_RUNTIME_CACHES') {
    event.waitUntil(caches.keys().then((keys) => Promise.all(keys.filter((k) => !k.includes('precache')).map((k) => caches.delete(k)))));
  }
});

serwist.addEventListeners();
