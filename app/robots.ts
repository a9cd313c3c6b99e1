import type { MetadataRoute } from 'next';

import { LOCALES } from '@/lib/domain/locale/locale';
import { siteUrl } from '@/lib/seo/metadata';

export const dynamic = 'force-dynamic';

// Checkout and digital signage sit under /shop/{id}/: robots.txt patterns match them with '*'.
const PERSONAL = [
  '/shop/*/checkout',
  '/shop/*/digital-signage',
  '/order/',
  '/orders',
  '/profile',
  '/order-history',
  '/favorites',
];

/** Shops, menus and the legal pages are for search engines; the API, checkout and personal pages are not. */
export default function robots(): MetadataRoute.Robots {
  const personal = PERSONAL.flatMap((path) => [path, ...LOCALES.map((l) => `/${l}${path}`)]);
  return {
    rules: { userAgent: '*', allow: ['/', '/api/images/', '/og/'], disallow: ['/api/', ...personal] },
    sitemap: `${siteUrl().origin}/sitemap.xml`,
  };
}
