'use client';

import { useEffect, useState } from 'react';

import { useErrorPopup } from '@/components/errors/error-popup';
import styles from '@/components/ui/top-bar.module.css';
import { readCookie } from '@/lib/client/cookies';
import { type Locale, LOCALE_COOKIE, LOCALE_COOKIE_MAX_AGE, splitLocalePrefix } from '@/lib/domain/locale/locale';
import { popupCodeFor } from '@/lib/domain/popup-errors';

type Props = { id: string; locale: string; options: readonly { code: Locale; name: string }[] };

/**
 * The language selector's one control: the native select. A change posts the culture and opens the
 * page in the new language (./change-language.ts, loaded with the first change: most visits never
 * change the language).
 */
export function LanguageSelect({ id, locale, options }: Props) {
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
      const { changeLanguage } = await import('./change-language');
      await changeLanguage(code);
    } catch (error) {
      setBusy(false);
      showError(popupCodeFor(error));
    }
  }

  return (
    // Busy, not disabled: a disabled select loses focus, which the error popup must give back on close.
    <select id={id} className={styles.select} value={locale} aria-busy={busy} onChange={(e) => void change(e.target.value)}>
      {options.map(({ code, name }) => (
        <option key={code} value={code} lang={code}>
          {name}
        </option>
      ))}
    </select>
  );
}
