import type en from '@/content/legal/en.json';
import type { Locale } from '@/lib/domain/locale/locale';

export type LegalContent = typeof en;
export type LegalPage = keyof LegalContent;

/** The terms, privacy policy and accessibility statement in one language. */
export async function loadLegal(locale: Locale): Promise<LegalContent> {
  return (await import(`../../content/legal/${locale}.json`)).default as LegalContent;
}
