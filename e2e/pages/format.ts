import { IntlMessageFormat } from 'intl-messageformat';

/** A message as the page shows it: ICU plurals and placeholders filled in for the locale. */
export const formatMessage = (message: string, locale: string, values: Record<string, string | number>) =>
  String(new IntlMessageFormat(message, locale).format(values));

/** Text matched however the page spaces it (Intl puts a no-break space in "0 kr" and "10,0 km"). */
export const loosely = (text: string) =>
  new RegExp(
    text
      .trim()
      .replace(/[.*+?^${}()|[\]\\]/g, '\\$&')
      .replace(/\s+/g, '\\s*'),
  );
