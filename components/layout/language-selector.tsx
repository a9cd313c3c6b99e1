'use client';

import { useLocale, useTranslations } from 'next-intl';
import { useEffect, useId, useState } from 'react';

import { useErrorPopup } from '@/components/errors/error-popup';
import { keepDraftsForLanguageChange } from '@/components/navigation/page-draft';
import styles from '@/components/ui/top-bar.module.css';
import { readCookie } from '@/lib/client/cookies';
import { isLocale, type Locale, LOCALE_COOKIE, LOCALE_COOKIE_MAX_AGE, localizedPath, splitLocalePrefix } from '@/lib/domain/locale/locale';
import { popupCodeFor } from '@/lib/domain/popup-errors';

/** Each language is named in itself, so a visitor can find their own. */
const NATIVE_NAMES = { sv: 'Svenska', fi: 'Suomi', en: 'English', ru: 'Русский', no: 'Norsk' } as const;

/**
 * Language change: post the culture, then show the page in the new language (the
 * same page under the new prefix when the address names a language, else a reload). The bar
 * shows the language's own name, or its code where the bar is narrow; the native select lies
 * over it, so the choices are always the languages' own names. It offers the restaurant's
 * languages (lib/domain/locale/locale.ts offeredLocales).
 */
export function LanguageSelector({ languages }: { languages: readonly Locale[] }) {
  const t = useTranslations('Layout');
  const locale = useLocale();
  const id = useId();
  const { showError } = useErrorPopup();
  const [busy, setBusy] = useState(false);

  // A first visit through a /{locale}/ address (a search result, a shared link) keeps that
  // language on the plain routes it links to; a preference the visitor already has is kept.
  useEffect(() => {
    if (splitLocalePrefix(window.location.pathname).locale && readCookie(LOCALE_COOKIE) === undefined) {
      document.cookie = `${LOCALE_COOKIE}=${locale}; path=/; max-age=${LOCALE_COOKIE_MAX_AGE}; samesite=lax`;
    }
  }, [locale]);

  async function change(code: string) {
    if (busy) return;
    setBusy(true);
    try {
      // The BFF client loads with the first change: most visits never change the language.
      const { bff } = await import('@/lib/client/api');
      await bff.changeCulture(code);
      const { locale: prefix, path } = splitLocalePrefix(window.location.pathname);
      // The article's choices and checkout's typed fields come back in the new language.
      keepDraftsForLanguageChange();
      if (prefix && isLocale(code)) window.location.assign(localizedPath(code, path) + window.location.search);
      else window.location.reload();
    } catch (error) {
      setBusy(false);
      showError(popupCodeFor(error));
    }
  }

  return (
    <>
      <label htmlFor={id} className="visually-hidden">
        {t('language')}
      </label>
      <span className={styles.language}>
        <span className={styles.languageFace} aria-hidden="true">
          <svg className={styles.icon} width="20" height="20" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2">
            <circle cx="12" cy="12" r="10" />
            <path d="M2 12h20M12 2a15 15 0 0 1 0 20M12 2a15 15 0 0 0 0 20" />
          </svg>
          <span className={styles.words} lang={locale}>
            {isLocale(locale) ? NATIVE_NAMES[locale] : locale}
          </span>
          <span className={styles.short}>{locale.toUpperCase()}</span>
          <span>▾</span>
        </span>
        {/* Busy, not disabled: a disabled select loses focus, which the error popup must give back on close. */}
        <select id={id} className={styles.select} value={locale} aria-busy={busy} onChange={(e) => void change(e.target.value)}>
          {languages.map((code) => (
            <option key={code} value={code} lang={code}>
              {NATIVE_NAMES[code]}
            </option>
          ))}
        </select>
      </span>
    </>
  );
}
