import { DEFAULT_LOCALE, isLocale, type Locale, localeFromTag, splitLocalePrefix } from '@/lib/domain/locale/locales';

/**
 * The words of the page shown when the document itself cannot render (app/global-error.tsx):
 * no messages provider is there then, and the whole message files would weigh on every page,
 * so these few are written here, equal to PageError's (last-resort.test.ts holds them to it).
 */
export const LAST_RESORT: Readonly<Record<Locale, { title: string; retry: string }>> = {
  sv: { title: 'Något gick fel', retry: 'Försök igen' },
  fi: { title: 'Jokin meni vikaan', retry: 'Yritä uudelleen' },
  en: { title: 'Something went wrong', retry: 'Try again' },
  ru: { title: 'Что-то пошло не так', retry: 'Повторить' },
  no: { title: 'Noe gikk galt', retry: 'Prøv igjen' },
};

/**
 * The guest's language as the proxy would choose it: the address's prefix, the culture cookie's
 * value, the browser's languages in its order (what chooseLocale reads from Accept-Language).
 * Built from ./locales only, so this page carries no more of the language code than it needs.
 */
export function lastResortLocale(pathname: string, cookie: string | undefined, languages: readonly string[]): Locale {
  const fromBrowser = languages.map(localeFromTag).find((locale) => locale !== undefined);
  return splitLocalePrefix(pathname).locale ?? (isLocale(cookie) ? cookie : undefined) ?? fromBrowser ?? DEFAULT_LOCALE;
}
