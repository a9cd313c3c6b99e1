import { useLocale, useTranslations } from 'next-intl';

import styles from '@/components/ui/top-bar.module.css';
import { isLocale, type Locale } from '@/lib/domain/locale/locale';

import { LanguageSelect } from './language-select';

/** Each language is named in itself, so a visitor can find their own. */
const NATIVE_NAMES = { sv: 'Svenska', fi: 'Suomi', en: 'English', ru: 'Русский', no: 'Norsk' } as const;
/** One top bar per page, so one selector. */
const SELECT_ID = 'language-select';

/**
 * The top bar's language selector. The bar shows the language's own name, or its code where the
 * bar is narrow; the native select lies over it, so the choices are always the languages' own
 * names. It offers the restaurant's languages (lib/domain/locale/locale.ts offeredLocales). Drawn
 * on the server: only the select itself (./language-select.tsx) runs in the browser.
 */
export function LanguageSelector({ languages }: { languages: readonly Locale[] }) {
  const t = useTranslations('Layout');
  const locale = useLocale();
  return (
    <>
      <label htmlFor={SELECT_ID} className="visually-hidden">
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
        <LanguageSelect id={SELECT_ID} locale={locale} options={languages.map((code) => ({ code, name: NATIVE_NAMES[code] }))} />
      </span>
    </>
  );
}
