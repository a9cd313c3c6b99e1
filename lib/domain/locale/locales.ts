// The languages the app speaks and how a tag or an address names one: what the last-resort
// error page (app/global-error.tsx) needs, apart from the rest of ./locale.ts, which re-exports it.

export const LOCALES = ['sv', 'fi', 'en', 'ru', 'no'] as const;
export type Locale = (typeof LOCALES)[number];

export const DEFAULT_LOCALE: Locale = 'sv';

export const LOCALE_COOKIE = 'culture';

// Norwegian browsers send nb or nn; the product calls the language 'no'.
const ALIASES: Record<string, Locale> = { nb: 'no', nn: 'no' };

export function isLocale(value: unknown): value is Locale {
  return typeof value === 'string' && (LOCALES as readonly string[]).includes(value);
}

/**
 * A language tag's primary language as one of our locales (`sv-SE` → sv, `nb-NO` and `nn` → no,
 * `fi_FI` → fi), or undefined (`fil` is Filipino, not Finnish).
 */
export function localeOfLanguageTag(tag: string): Locale | undefined {
  const primary = tag.trim().split(/[-_]/, 1)[0]!.toLowerCase();
  return isLocale(primary) ? primary : ALIASES[primary];
}

/**
 * The first two letters of a language tag as one of our locales, or undefined: SPEC.md's rule for
 * the browser's language (so `fil` reads as Finnish here, unlike localeOfLanguageTag above, which
 * reads the restaurant's own language tags by their language part).
 */
export function localeFromTag(tag: string): Locale | undefined {
  const two = tag.trim().slice(0, 2).toLowerCase();
  return isLocale(two) ? two : ALIASES[two];
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
