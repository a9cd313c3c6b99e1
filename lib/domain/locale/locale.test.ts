import { chooseLocale, linkPath, localeFromTag, localizedPath, negotiatedSegment, offeredLocales, parseLocaleSegment, splitLocalePrefix } from './locale';

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

describe('language prefixes (each language at its own URL)', () => {
  test.each([
    ['/en/shop/1/menu', 'en', '/shop/1/menu'],
    ['/fi', 'fi', '/'],
    ['/no/', 'no', '/'],
    ['/shop/1/menu', null, '/shop/1/menu'],
    ['/de/shop/1', null, '/de/shop/1'],
    ['/enx/shop', null, '/enx/shop'],
    ['/', null, '/'],
  ])('%s → %s %s', (path, locale, rest) => {
    expect(splitLocalePrefix(path)).toEqual({ locale, path: rest });
  });

  test('a plain route in a language, and back', () => {
    expect(localizedPath('ru', '/shop/2/menu')).toBe('/ru/shop/2/menu');
    expect(localizedPath('sv', '/')).toBe('/sv');
    expect(splitLocalePrefix(localizedPath('sv', '/')).path).toBe('/');
  });
});

describe('links on a language URL keep its prefix', () => {
  test('a language URL renders as it is, keeping its prefix; a plain route under its negotiated language’s own segment', () => {
    expect(parseLocaleSegment('fi')).toEqual({ locale: 'fi', prefix: '/fi' });
    expect(parseLocaleSegment(negotiatedSegment('en'))).toEqual({ locale: 'en', prefix: '' });
    expect(parseLocaleSegment('_xx')).toBeNull();
    expect(parseLocaleSegment('images')).toBeNull();
  });

  test.each([
    ['/shop/8/menu/Burgare', '/en/shop/8/menu/Burgare'],
    ['/', '/en'],
    ['/?redirectToArticle=S305', '/en?redirectToArticle=S305'],
    ['/login?redirectUri=%2Fen%2Fshop%2F1%2Fmenu', '/en/login?redirectUri=%2Fen%2Fshop%2F1%2Fmenu'],
    ['/en/shop/1/menu', '/en/shop/1/menu'],
    ['/fi?x=1', '/fi?x=1'],
    ['/api/images/menu/fries.webp', '/api/images/menu/fries.webp'],
    ['/og/1/wide.png', '/og/1/wide.png'],
    ['#main', '#main'],
    ['https://pay.example/checkout', 'https://pay.example/checkout'],
    ['//elsewhere.example/', '//elsewhere.example/'],
  ])('%s → %s', (path, expected) => {
    expect(linkPath('/en', path)).toBe(expected);
  });

  test('a plain route links to plain routes', () => {
    expect(linkPath('', '/shop/8/menu')).toBe('/shop/8/menu');
  });
});

describe("the languages offered: the restaurant's, as far as the app speaks them", () => {
  test('tags of any form name their language; the page language is always there; the order is the app’s', () => {
    expect(offeredLocales(['fi-FI', 'sv-SE', 'de-DE'], 'fi')).toEqual(['sv', 'fi']);
    expect(offeredLocales(['nb-NO', 'en'], 'sv')).toEqual(['sv', 'en', 'no']);
    expect(offeredLocales(['nn'], 'no')).toEqual(['no']);
  });
  test('no list, or none the app speaks: every language of the app', () => {
    expect(offeredLocales(null, 'sv')).toEqual(['sv', 'fi', 'en', 'ru', 'no']);
    expect(offeredLocales(['de', 'fr'], 'en')).toEqual(['sv', 'fi', 'en', 'ru', 'no']);
  });
});
