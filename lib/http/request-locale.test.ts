import { requestLocale } from './request-locale';

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
