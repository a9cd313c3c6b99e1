import type { Metadata } from 'next';

import { NotFoundPage } from '@/components/errors/not-found-page';
import { pageLocale } from '@/lib/i18n/page-locale';
import { notFoundMetadata } from '@/lib/seo/metadata';

// One page per language, rendered once and cached like every page: Next answers a cached page's
// not-found signal with a 404 and the page's text (see NotFoundPage). The proxy answers every
// address that names no page with it (lib/routes.ts NOT_FOUND_PAGE), so none of those addresses
// renders a page or gets a cache entry of its own.
export const revalidate = 300;

type Props = PageProps<'/[locale]/page-not-found'>;

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  return notFoundMetadata(pageLocale((await params).locale));
}

export default async function PageNotFound({ params }: Props) {
  pageLocale((await params).locale);
  return <NotFoundPage />;
}
