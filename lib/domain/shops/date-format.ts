/**
 * One Intl.DateTimeFormat per language, time zone and options, made on first use and kept:
 * making one costs far more than formatting with it, and the shop list formats every shop's
 * clock on every tick. An unknown time zone throws here, as the constructor does, and is not kept.
 */
const formats = new Map<string, Intl.DateTimeFormat>();

export function dateFormat(locale: string, options: Intl.DateTimeFormatOptions): Intl.DateTimeFormat {
  const key = `${locale}|${JSON.stringify(options)}`;
  let format = formats.get(key);
  if (!format) {
    format = new Intl.DateTimeFormat(locale, options);
    formats.set(key, format);
  }
  return format;
}
