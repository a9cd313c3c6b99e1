import { readFileSync } from 'node:fs';

import { chooseLocale, LOCALES } from '@/lib/domain/locale/locale';

import { LAST_RESORT, lastResortLocale } from './last-resort';

test.each(LOCALES)('the last-resort page says what %s\'s page error says', (locale) => {
  const messages = JSON.parse(readFileSync(`messages/${locale}.json`, 'utf8')) as { PageError: { title: string; retry: string } };
  expect(LAST_RESORT[locale]).toEqual({ title: messages.PageError.title, retry: messages.PageError.retry });
});

test('the language comes from the address, then the culture cookie, then the browser', () => {
  expect(lastResortLocale('/ru/shop/1/menu', 'fi', ['en'])).toBe('ru');
  expect(lastResortLocale('/shop/1/menu', 'fi', ['en'])).toBe('fi');
  expect(lastResortLocale('/shop/1/menu', 'xx', ['nb-NO', 'en'])).toBe('no');
  expect(lastResortLocale('/', undefined, [])).toBe('sv');
});

test.each([
  [undefined, ['de-DE', 'fi-FI', 'en']],
  ['ru', ['sv']],
  ['xx', ['nn', 'sv']],
  [undefined, ['de', 'fr']],
  [undefined, ['EN-us']],
  ['', ['fil', 'fi']],
] as const)('on a plain address it chooses as the proxy does (cookie %s, browser %j)', (cookie, languages) => {
  expect(lastResortLocale('/shop/1/menu', cookie, languages)).toBe(chooseLocale({ cookie, acceptLanguage: languages.join(',') }));
});
