import { IntlMessageFormat } from 'intl-messageformat';

import { APP_ERROR_CODES } from '@/lib/domain/app-error';
import { LOCALES } from '@/lib/domain/locale/locale';

import en from './en.json';
import fi from './fi.json';
import no from './no.json';
import ru from './ru.json';
import sv from './sv.json';

type Tree = { [key: string]: string | Tree };
const files: Record<string, Tree> = { sv, fi, en, ru, no };

function flatten(tree: Tree, prefix = ''): Map<string, string> {
  const out = new Map<string, string>();
  for (const [key, value] of Object.entries(tree)) {
    if (typeof value === 'string') out.set(prefix + key, value);
    else for (const [k, v] of flatten(value, `${prefix}${key}.`)) out.set(k, v);
  }
  return out;
}
const placeholders = (text: string) => [...new Set([...text.matchAll(/\{(\w+)[,}]/g)].map((m) => m[1]))].sort();
const english = flatten(en);

test('there is a messages file for every language of the product', () => {
  expect(Object.keys(files).sort()).toEqual([...LOCALES].sort());
});

describe.each(Object.keys(files))('%s.json', (locale) => {
  const messages = flatten(files[locale]!);

  test('has every key of en.json and no others', () => {
    expect([...messages.keys()].filter((k) => !english.has(k))).toEqual([]);
    expect([...english.keys()].filter((k) => !messages.has(k))).toEqual([]);
  });

  test('every message is non-empty valid ICU with the same placeholders as English', () => {
    for (const [key, text] of messages) {
      expect(text.trim()).not.toBe('');
      expect(() => new IntlMessageFormat(text, locale)).not.toThrow();
      expect([key, placeholders(text)]).toEqual([key, placeholders(english.get(key)!)]);
    }
  });

  test('a message that counts ({count}) is a plural; in Russian with one, few and many', () => {
    for (const [key, text] of messages) {
      if (!placeholders(text).includes('count')) continue;
      expect([key, text]).toEqual([key, expect.stringMatching(/^\{count, plural,/)]);
      if (locale === 'ru') for (const form of ['one', 'few', 'many', 'other']) expect([key, text]).toEqual([key, expect.stringContaining(` ${form} {`)]);
    }
  });

  test("a plural writes its number as {count}, never '#': the browser writes '#' with an Intl.NumberFormat, whose first use on a phone costs 40-70 ms", () => {
    for (const [key, text] of messages) {
      if (/\{\w+, plural,/.test(text)) expect([key, text.includes('#')]).toEqual([key, false]);
    }
  });

  test('every error code has a message', () => {
    for (const code of APP_ERROR_CODES) expect(messages.get(`Errors.${code}`)).toBeTruthy();
  });

  if (locale !== 'en') {
    test('is translated, not a copy of English', () => {
      const same = [...messages].filter(([key, text]) => text === english.get(key) && !/^\{|Nordic Burger$/.test(text));
      expect(same.length).toBeLessThan(messages.size * 0.1);
    });
  }
});

test('choice limits are counts: "Max 1 choice" in the singular, "Max 4 choices" in the plural', () => {
  const format = (text: string, count: number) => new IntlMessageFormat(text, 'en').format({ count });
  expect(format(en.Article.maxChoices, 1)).toBe('Max 1 choice');
  expect(format(en.Article.maxChoices, 4)).toBe('Max 4 choices');
  expect(format(en.Article.minChoices, 1)).toBe('Choose at least 1 choice');
  expect(new IntlMessageFormat(ru.Article.maxChoices, 'ru').format({ count: 3 })).toBe('Не более 3 вариантов');
});
