import { DEFAULT_LOCALE, isLocale, type Locale, localeFromTag, localeOfLanguageTag, LOCALES, splitLocalePrefix } from './locales.ts';

export {
  DEFAULT_LOCALE,
  isLocale,
  type Locale,
  LOCALE_COOKIE,
  localeFromTag,
  localeOfLanguageTag,
  LOCALES,
  splitLocalePrefix,
} from './locales.ts';

/**
 * Each language with the territory its guests read dates and numbers in: English as in Britain
 * (28 Nov 2026, 15:29), not the US; Norwegian as Bokmål in Norway.
 */
export const REGION_LOCALES: Readonly<Record<Locale, string>> = { sv: 'sv-SE', fi: 'fi-FI', en: 'en-GB', ru: 'ru-RU', no: 'nb-NO' };

/** The territory-qualified tag to format dates in for a page's language (English as in Britain for anything else). */
export const regionLocale = (locale: string): string => REGION_LOCALES[isLocale(locale) ? locale : 'en'];
export const FALLBACK_LOCALE: Locale = 'en';
/** The header the browser's BFF calls carry: the language of the page that makes them. */
export const PAGE_LANGUAGE_HEADER = 'x-page-language';
/** The culture cookie is the visitor's preference for a year. */
export const LOCALE_COOKIE_MAX_AGE = 60 * 60 * 24 * 365;

/**
 * The languages the language selector offers: those of the restaurant's list (GET
 * /api/cultures/languages, any tag form: sv-SE, nb-NO) that the app speaks, in the app's order,
 * and always the page's own. No list, or none the app speaks: all of the app's languages.
 */
export function offeredLocales(restaurant: readonly string[] | null, current: Locale): Locale[] {
  const wanted = new Set((restaurant ?? []).map(localeOfLanguageTag).filter((l): l is Locale => l !== undefined));
  if (wanted.size === 0) return [...LOCALES];
  wanted.add(current);
  return LOCALES.filter((locale) => wanted.has(locale));
}

/** Accept-Language entries in the browser's order of preference (q-values respected). */
function preferredTags(acceptLanguage: string): string[] {
  return acceptLanguage
    .split(',')
    .slice(0, 20)
    .map((part, index) => {
      const [tag = '', ...params] = part.trim().split(';');
      const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
      const weight = q ? Number(q.slice(2)) : 1;
      return { tag, weight: Number.isFinite(weight) ? weight : 0, index };
    })
    .filter((entry) => entry.tag && entry.weight > 0)
    .sort((a, b) => b.weight - a.weight || a.index - b.index)
    .map((entry) => entry.tag);
}

/**
 * Initial language: the culture cookie, else the browser language's first two
 * letters if supported, else the first configured language.
 */
export function chooseLocale(input: {
  cookie?: string | null;
  acceptLanguage?: string | null;
  configured?: readonly Locale[];
}): Locale {
  const configured = input.configured?.length ? input.configured : LOCALES;
  if (isLocale(input.cookie) && configured.includes(input.cookie)) return input.cookie;
  for (const tag of preferredTags(input.acceptLanguage ?? '')) {
    const locale = localeFromTag(tag);
    if (locale && configured.includes(locale)) return locale;
  }
  return configured[0] ?? DEFAULT_LOCALE;
}

/** A path under a prefix ('' or /{locale}): /shop/1 → /en/shop/1, / → /en, /?x=1 → /en?x=1. */
const underPrefix = (prefix: string, path: string) => (prefix && /^\/(?=[?#]|$)/.test(path) ? prefix + path.slice(1) : prefix + path);

/** The URL of a plain route in one language. */
export const localizedPath = (locale: Locale, path: string) => underPrefix(`/${locale}`, path);

/** What app/[locale] renders under: the page's language, and the prefix its links keep ('' or /{locale}). */
export type LocaleSegment = { locale: Locale; prefix: '' | `/${Locale}` };

/**
 * The app/[locale] segment of a plain URL. A language URL (/en/shop/1/menu) renders as it is,
 * under `en`, and its links keep the /en prefix; the proxy renders a plain route (/shop/1/menu)
 * under its negotiated language's `_sv`, whose links stay plain. Two segments, so the two kinds
 * of page are rendered and cached apart, and a language URL needs no rewrite (nor the proxy).
 */
export const negotiatedSegment = (locale: Locale) => `_${locale}`;

/** The language and link prefix of an app/[locale] segment; null when it names no language. */
export function parseLocaleSegment(segment: string): LocaleSegment | null {
  if (isLocale(segment)) return { locale: segment, prefix: `/${segment}` };
  const negotiated = segment.startsWith('_') ? segment.slice(1) : null;
  return isLocale(negotiated) ? { locale: negotiated, prefix: '' } : null;
}

/**
 * A link's path on a page under `prefix`: the app's own pages get the prefix; paths that
 * already name a language, API and asset paths, and anything not a root-relative path stay as they are.
 */
export function linkPath(prefix: string, path: string): string {
  if (!prefix || !path.startsWith('/') || path.startsWith('//')) return path;
  if (/^\/(api|_next|og)(\/|$)/.test(path) || splitLocalePrefix(path.split(/[?#]/, 1)[0]!).locale) return path;
  return underPrefix(prefix, path);
}
