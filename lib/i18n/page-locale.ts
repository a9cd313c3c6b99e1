import { notFound } from 'next/navigation';
import { setRequestLocale } from 'next-intl/server';

import { type Locale, type LocaleSegment, parseLocaleSegment } from '@/lib/domain/locale/locale';

/** The [locale] segment of a page with its link prefix, made the request's locale; anything else is not found. */
export function pageSegment(value: string): LocaleSegment {
  const segment = parseLocaleSegment(value);
  if (!segment) notFound();
  setRequestLocale(segment.locale);
  return segment;
}

/** The [locale] segment of a page as its language, made the request's locale; anything else is not found. */
export const pageLocale = (value: string): Locale => pageSegment(value).locale;
