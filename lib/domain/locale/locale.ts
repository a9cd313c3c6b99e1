export const LOCALES = ['sv', 'fi', 'en', 'ru', 'no'] as const;
export type Locale = (typeof LOCALES)[number];
export const DEFAULT_LOCALE: Locale = 'sv';
export const FALLBACK_LOCALE: Locale = 'en';
export const LOCALE_COOKIE = 'culture';
/** The culture cookie is the visitor's preference for a year. */
export const LOCALE_COOKIE_MAX_AGE = 60 * 60 * 24 * 365;

// Norwegian browsers send nb or nn; the product calls the language 'no'.
const ALIASES: Record<string, Locale> = { nb: 'no', nn: 'no' };

export function isLocale(value: unknown): value is Locale {
  return typeof value === 'string' && (LOCALES as readonly string[]).includes(value);
}

/** The first two letters of a language tag as one of our locales, or undefined. */
export function localeFromTag(tag: string): Locale | undefined {
  const two = tag.trim().slice(0, 2).toLowerCase();
  return isLocale(two) ? two : ALIASES[two];
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

/**
 * A path's language prefix (/en/shop/1/menu → en and /shop/1/menu). Every language has its
 * own crawlable URL under its prefix; the unprefixed routes choose by cookie instead.
 */
export function splitLocalePrefix(pathname: string): { locale: Locale | null; path: string } {
  const match = /^\/([a-z]{2})(?=\/|$)(.*)$/.exec(pathname);
  if (!match || !isLocale(match[1])) return { locale: null, path: pathname };
  return { locale: match[1], path: match[2] || '/' };
}

/** The URL of a plain route in one language. */
export const localizedPath = (locale: Locale, path: string) => `/${locale}${path === '/' ? '' : path}`;
