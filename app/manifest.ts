import type { MetadataRoute } from 'next';

/** The web app manifest: installable from the browser, opening straight into the ordering app. */
export default function manifest(): MetadataRoute.Manifest {
  return {
    name: 'Nordic Burger',
    short_name: 'Nordic Burger',
    description: 'Order take-away or eat in at Nordic Burger.',
    start_url: '/',
    scope: '/',
    display: 'standalone',
    background_color: '#f6f3ef',
    theme_color: '#b3261e',
    icons: [
      { src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png', purpose: 'any' },
      { src: '/icons/icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'any' },
      { src: '/icons/maskable-192.png', sizes: '192x192', type: 'image/png', purpose: 'maskable' },
      { src: '/icons/maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
    ],
  };
}
