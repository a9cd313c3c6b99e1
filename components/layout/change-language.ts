import { keepDraftsForLanguageChange } from '@/components/navigation/page-draft';
import { bff } from '@/lib/client/api';
import { isLocale, localizedPath, splitLocalePrefix } from '@/lib/domain/locale/locale';

/**
 * Post the culture, then show the page in the new language: the same page under the new prefix
 * when the address names a language, else a reload. The drafts on the page (the article's
 * choices, checkout's typed fields) are kept for it. Loaded with the first change, with the BFF
 * client: most visits never change the language.
 */
export async function changeLanguage(code: string): Promise<void> {
  await bff.changeCulture(code);
  const { locale: prefix, path } = splitLocalePrefix(window.location.pathname);
  keepDraftsForLanguageChange();
  if (prefix && isLocale(code)) window.location.assign(localizedPath(code, path) + window.location.search);
  else window.location.reload();
}
