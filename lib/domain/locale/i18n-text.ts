export type I18nText = ReadonlyArray<{ language: string; text: string }>;

/** The text in the visitor's language, else English, else the given default. */
export function localize(texts: I18nText | undefined, locale: string, fallback: string): string {
  const pick = (language: string) =>
    texts?.find((t) => t.language.toLowerCase() === language && t.text.trim())?.text;
  return pick(locale) ?? pick('en') ?? fallback;
}
