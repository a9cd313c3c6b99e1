import { localeVary, requestLocale } from './request-locale';

const request = (headers: Record<string, string>) => new Request('http://app.test/api/shops/1/menu', { headers });

describe('requestLocale', () => {
  test('the culture cookie wins over the browser language', () => {
    expect(requestLocale(request({ cookie: 'a=1; culture=fi', 'accept-language': 'en' }))).toBe('fi');
  });

  test('a culture cookie with a broken %-escape falls back to the browser language instead of failing', () => {
    expect(requestLocale(request({ cookie: 'culture=%E0%A4%A', 'accept-language': 'en' }))).toBe('en');
    expect(requestLocale(request({ cookie: 'culture=%zz' }))).toBe('sv');
  });
});

describe('the language of the page that called', () => {
  test('wins over the culture cookie and the browser language: an English page with a Finnish cookie is answered in English', () => {
    expect(requestLocale(request({ 'x-page-language': 'en', cookie: 'culture=fi', 'accept-language': 'fi' }))).toBe('en');
  });

  test('one that is not ours is ignored', () => {
    expect(requestLocale(request({ 'x-page-language': 'de', cookie: 'culture=fi' }))).toBe('fi');
    expect(requestLocale(request({ 'x-page-language': '../sv', 'accept-language': 'ru' }))).toBe('ru');
  });

  test('an answer varies only on it when the call names it, else on what the language was read from', () => {
    expect(localeVary(request({ 'x-page-language': 'no', cookie: 'culture=fi' }))).toBe('x-page-language');
    expect(localeVary(request({ cookie: 'culture=fi' }))).toBe('x-page-language, Cookie, Accept-Language');
  });
});
