import 'server-only';

import { chooseLocale, isLocale, type Locale, LOCALE_COOKIE, PAGE_LANGUAGE_HEADER } from '@/lib/domain/locale/locale';

function readCookie(header: string | null, name: string): string | undefined {
  for (const part of (header ?? '').split(';')) {
    const [key, ...rest] = part.trim().split('=');
    if (key === name) return decoded(rest.join('='));
  }
  return undefined;
}

/** A cookie with a broken %-escape counts as absent: it is the visitor's garbage, not our error. */
function decoded(value: string): string | undefined {
  try {
    return decodeURIComponent(value);
  } catch {
    return undefined;
  }
}

/** The language of the page that made this call (lib/client/api.ts sends it), when it names one of ours. */
export function pageLanguage(request: Request): Locale | undefined {
  const value = request.headers.get(PAGE_LANGUAGE_HEADER)?.trim().toLowerCase();
  return isLocale(value) ? value : undefined;
}

/**
 * The visitor's locale for a route handler: the language of the page that called (so an English
 * page orders, reads and is mailed in English whatever cookie an earlier visit left), else the
 * culture cookie, then Accept-Language.
 */
export function requestLocale(request: Request): Locale {
  const page = pageLanguage(request);
  if (page) return page;
  return chooseLocale({
    cookie: readCookie(request.headers.get('cookie'), LOCALE_COOKIE),
    acceptLanguage: request.headers.get('accept-language'),
  });
}

/**
 * What an answer in the visitor's language varies on: only the page's language when the call
 * names it (so every guest's browser shares one cached answer per language), else what the
 * language was read from.
 */
export const localeVary = (request: Request): string =>
  pageLanguage(request) ? PAGE_LANGUAGE_HEADER : `${PAGE_LANGUAGE_HEADER}, Cookie, Accept-Language`;
