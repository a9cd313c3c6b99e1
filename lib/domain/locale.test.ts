import { chooseLocale, localeFromTag } from './locale';

describe('chooseLocale', () => {
  test('the culture cookie wins over the browser', () => {
    expect(chooseLocale({ cookie: 'fi', acceptLanguage: 'en-US,en;q=0.9' })).toBe('fi');
  });
  test('an unsupported cookie falls through to the browser language', () => {
    expect(chooseLocale({ cookie: 'de', acceptLanguage: 'ru-RU,ru;q=0.9' })).toBe('ru');
  });
  test('the browser language uses its first two letters', () => {
    expect(chooseLocale({ acceptLanguage: 'en-GB' })).toBe('en');
  });
  test('Norwegian Bokmål and Nynorsk map to no', () => {
    expect(chooseLocale({ acceptLanguage: 'nb-NO,nb;q=0.9' })).toBe('no');
    expect(localeFromTag('nn')).toBe('no');
  });
  test('q-values decide the order, not the position', () => {
    expect(chooseLocale({ acceptLanguage: 'de;q=0.9,fi;q=0.8,en;q=0.85' })).toBe('en');
  });
  test('no usable cookie or browser language gives Swedish', () => {
    expect(chooseLocale({})).toBe('sv');
    expect(chooseLocale({ acceptLanguage: 'de-DE,fr;q=0.5' })).toBe('sv');
    expect(chooseLocale({ acceptLanguage: ';;;,q=abc' })).toBe('sv');
  });
  test('the first configured language is the default when sv is not configured', () => {
    expect(chooseLocale({ acceptLanguage: 'de', configured: ['fi', 'en'] })).toBe('fi');
    expect(chooseLocale({ cookie: 'sv', configured: ['fi', 'en'] })).toBe('fi');
  });
});
