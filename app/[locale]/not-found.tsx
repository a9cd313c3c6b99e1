import type { Metadata } from 'next';
import { getLocale } from 'next-intl/server';

import { NotFoundView } from '@/components/errors/not-found-view';
import { DEFAULT_LOCALE, isLocale } from '@/lib/domain/locale/locale';
import { notFoundMetadata } from '@/lib/seo/metadata';

/**
 * The not-found page wherever Next's boundary shows it (a notFound() in a page, also one thrown
 * inside NotFoundPage's Suspense): Next then drops the page's own metadata for this boundary's, so
 * the title is set here too, in the request's language.
 */
export async function generateMetadata(): Promise<Metadata> {
  const locale = await getLocale();
  return notFoundMetadata(isLocale(locale) ? locale : DEFAULT_LOCALE);
}

export default NotFoundView;
