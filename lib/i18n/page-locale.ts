import { notFound } from 'next/navigation';
import { setRequestLocale } from 'next-intl/server';

import { isLocale, type Locale } from '@/lib/domain/locale/locale';

/** The [locale] segment of a page, made the request's locale; anything else is not found. */
export function pageLocale(value: string): Locale {
  if (!isLocale(value)) notFound();
  setRequestLocale(value);
  return value;
}
