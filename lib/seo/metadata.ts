import 'server-only';

import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';

import { type Locale, LOCALES, localizedPath, REGION_LOCALES } from '@/lib/domain/locale/locale';
import { env } from '@/lib/env';
import { pageLocale } from '@/lib/i18n/page-locale';

import type { ShareImage } from './share-cards';

/**
 * The app's public address (PUBLIC_BASE_URL) for canonical URLs, the sitemap and share cards:
 * cached pages are rendered once for every visitor, so it cannot come from a request.
 */
export const siteUrl = () => new URL(env.PUBLIC_BASE_URL ?? `http://localhost:${process.env.PORT ?? 3000}`);

/** Open Graph wants a territory with the language. */
const OG_LOCALE = Object.fromEntries(LOCALES.map((l) => [l, REGION_LOCALES[l].replace('-', '_')])) as Record<Locale, string>;

export { SHARE_IMAGE_SIZES, type ShareFormat, type ShareImage, shopShareImages } from './share-cards';

/** hreflang of a plain route: each language's URL, and the plain route itself as x-default. */
export const languageAlternates = (path: string): Record<Locale | 'x-default', string> => ({
  ...(Object.fromEntries(LOCALES.map((l) => [l, localizedPath(l, path)])) as Record<Locale, string>),
  'x-default': path,
});

/**
 * The search and share metadata of a public page: its canonical URL is the page in this
 * language under its /{locale} prefix; hreflang names every language's URL and the plain
 * unprefixed route as x-default (it follows the visitor's culture cookie or browser language).
 * Pass `path` without query: QR and tracking parameters never reach a canonical URL.
 */
export async function pageMetadata(input: {
  locale: Locale;
  path: string;
  title: string;
  description?: string;
  images?: ShareImage[];
}): Promise<Metadata> {
  const { locale, path, title, description, images } = input;
  const t = await getTranslations({ locale, namespace: 'Layout' });
  const url = localizedPath(locale, path);
  return {
    title,
    description,
    alternates: {
      canonical: url,
      languages: languageAlternates(path),
    },
    openGraph: {
      type: 'website',
      siteName: t('brand'),
      title,
      description,
      url,
      // No og:locale:alternate: Facebook asks for an alternate with ?fb_locale=, which this app does
      // not read (each language has its own address, named by the hreflang alternates above).
      locale: OG_LOCALE[locale],
      images,
    },
    // Title and description are not given again: Next copies them from Open Graph.
    twitter: {
      card: images?.length ? 'summary_large_image' : 'summary',
      // X shows one picture, the first it is given: the wide one, with its alt text
      // (twitter:image:alt describes the picture to screen-reader users).
      images: images?.slice(0, 1).map(({ url, alt }) => ({ url, alt })),
    },
  };
}

/** generateMetadata of a page that found nothing to show: its title (Next adds noindex to every 404). */
export async function notFoundMetadata(locale: Locale): Promise<Metadata> {
  const t = await getTranslations({ locale, namespace: 'NotFound' });
  return { title: t('title') };
}

type AccountTitle = 'forgotTitle' | 'resetTitle' | 'confirmTitle' | 'profile' | 'orderHistory' | 'favorites';

/** generateMetadata of an account page: its title, and never in a search index. */
export const accountPageMetadata =
  (title: AccountTitle) =>
  async ({ params }: { params: Promise<{ locale: string }> }): Promise<Metadata> => {
    const t = await getTranslations({ locale: pageLocale((await params).locale), namespace: 'Account' });
    return { title: t(title), robots: { index: false } };
  };
