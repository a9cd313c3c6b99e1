import { localeOfLanguageTag } from './locale';

export type I18nText = ReadonlyArray<{ language: string; text: string }>;

/**
 * The text in the visitor's language, else English, else the given default. A restaurant may tag
 * its texts with a region (`sv-SE`, `nb-NO`): an entry counts for its primary language, and one
 * tagged exactly as asked wins over one that only shares the language.
 */
export function localize(texts: I18nText | undefined, locale: string, fallback: string): string {
  const usable = texts?.filter((t) => t.text.trim()) ?? [];
  const pick = (language: string) =>
    (usable.find((t) => t.language.toLowerCase() === language) ?? usable.find((t) => localeOfLanguageTag(t.language) === language))?.text;
  return pick(locale) ?? pick('en') ?? fallback;
}
