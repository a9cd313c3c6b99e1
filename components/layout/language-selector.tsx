'use client';

import { useLocale, useTranslations } from 'next-intl';
import { useId, useState } from 'react';

import { useErrorPopup } from '@/components/errors/error-popup';
import { LOCALES } from '@/lib/domain/locale';

import styles from './top-bar.module.css';

/** Each language is named in itself, so a visitor can find their own. */
const NATIVE_NAMES = { sv: 'Svenska', fi: 'Suomi', en: 'English', ru: 'Русский', no: 'Norsk' } as const;

/** SPEC.md §4 language change: post the culture, then reload the page in the new language. */
export function LanguageSelector() {
  const t = useTranslations('Layout');
  const locale = useLocale();
  const id = useId();
  const { showError } = useErrorPopup();
  const [busy, setBusy] = useState(false);

  async function change(code: string) {
    if (busy) return;
    setBusy(true);
    try {
      const response = await fetch(`/api/cultures/changeculture?cultureCode=${encodeURIComponent(code)}`, { method: 'POST' });
      if (!response.ok) throw new Error(String(response.status));
      window.location.reload();
    } catch {
      setBusy(false);
      showError('SERVER');
    }
  }

  return (
    <>
      <label htmlFor={id} className="visually-hidden">
        {t('language')}
      </label>
      {/* Busy, not disabled: a disabled select loses focus, which the error popup must give back on close. */}
      <select id={id} className={styles.select} value={locale} aria-busy={busy} onChange={(e) => void change(e.target.value)}>
        {LOCALES.map((code) => (
          <option key={code} value={code} lang={code}>
            {NATIVE_NAMES[code]}
          </option>
        ))}
      </select>
    </>
  );
}
