import 'server-only';

import fi from 'hyphen/fi';
import ru from 'hyphen/ru';

import type { Locale } from '@/lib/domain/locale/locale';

/** U+00AD: invisible unless the line breaks there, then drawn as a hyphen; skipped by screen readers and search. */
export const SOFT_HYPHEN = '\u00ad';

/**
 * Words shorter than this fit on a line of a 320 px phone at the largest heading size: only
 * longer ones ("Juustohampurilainen", "Классический") get break points.
 */
const MIN_WORD_LENGTH = 10;

/**
 * Finnish and Russian: their long words ("Juustohampurilainen", "Классический") are the ones a
 * phone's own dictionary breaks badly or not at all. Swedish, Norwegian and English names are
 * left to the browser's `hyphens: auto`, which knows them, and keep their plain text for search.
 */
const HYPHENATORS: Partial<Record<Locale, (text: string, options: { minWordLength: number; hyphenChar: string }) => string>> = {
  fi: fi.hyphenateSync,
  ru: ru.hyphenateSync,
};

/**
 * A menu name with soft hyphens at the break points of its language's hyphenation patterns
 * (TeX's, shipped in the `hyphen` package), so a narrow screen breaks a long word with a hyphen
 * where the language allows, not wherever the phone's own dictionary (or none) says. Server only:
 * the patterns (up to 0.5 MB a language) never reach the browser.
 */
export function hyphenateName(name: string, locale: Locale): string {
  const hyphenate = HYPHENATORS[locale];
  if (!hyphenate || name.includes(SOFT_HYPHEN) || !/\p{L}{10}/u.test(name)) return name;
  return hyphenate(name, { minWordLength: MIN_WORD_LENGTH, hyphenChar: SOFT_HYPHEN });
}
