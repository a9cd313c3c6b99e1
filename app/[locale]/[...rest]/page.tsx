import type { Metadata } from 'next';
import { setRequestLocale } from 'next-intl/server';

import { NotFoundPage } from '@/components/errors/not-found-page';
import { DEFAULT_LOCALE, parseLocaleSegment } from '@/lib/domain/locale/locale';
import { notFoundMetadata } from '@/lib/seo/metadata';

// Cached like every page: Next answers a cached page's not-found signal with a 404 and the
// page's text, where a page rendered per request would answer 200 (see NotFoundPage).
export const revalidate = 300;
export function generateStaticParams() {
  return [];
}

type Props = PageProps<'/[locale]/[...rest]'>;

/** Any segment, even one that names no language (a path that never passed the proxy). */
async function restLocale({ params }: Props) {
  const locale = parseLocaleSegment((await params).locale)?.locale ?? DEFAULT_LOCALE;
  setRequestLocale(locale);
  return locale;
}

export async function generateMetadata(props: Props): Promise<Metadata> {
  return notFoundMetadata(await restLocale(props));
}

/** Any path without a page of its own is the localized not-found page. */
export default async function CatchAll(props: Props) {
  await restLocale(props);
  return <NotFoundPage />;
}
