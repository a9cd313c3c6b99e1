import type { Locale } from '@/lib/domain/locale/locale';
import en from '@/messages/en.json';

/** A message is a string, or (compiled at build time) an array; a namespace is a plain object. */
type Tree = { [key: string]: unknown };
const isNamespace = (value: unknown): value is Tree => typeof value === 'object' && value !== null && !Array.isArray(value);

function mergeDeep(base: Tree, override: Tree): Tree {
  const result: Tree = { ...base };
  for (const [key, value] of Object.entries(override)) {
    const current = result[key];
    result[key] = isNamespace(value) && isNamespace(current) ? mergeDeep(current, value) : value;
  }
  return result;
}

/** A locale's messages over the English ones, so a missing key falls back to English. */
export async function loadMessages(locale: Locale): Promise<typeof en> {
  if (locale === 'en') return en;
  const own = (await import(`../../messages/${locale}.json`)).default as Tree;
  return mergeDeep(en as Tree, own) as typeof en;
}
