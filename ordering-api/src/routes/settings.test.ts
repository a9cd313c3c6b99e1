import { languagesSchema, settingsSchema } from '../../../lib/upstream/schemas/index.ts';
import { DESIGN_TOKENS, SHOP_OVERRIDES } from '../design.ts';
import { getJson, useTestApi } from '../testing.ts';

function luminance(hex: string): number {
  const [r, g, b] = [1, 3, 5].map((i) => {
    const c = parseInt(hex.slice(i, i + 2), 16) / 255;
    return c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  }) as [number, number, number];
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}
function contrast(a: string, b: string): number {
  const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (hi + 0.05) / (lo + 0.05);
}

describe('settings, design and cultures', () => {
  const api = useTestApi({}, 'all');

  test('GET /api/settings parses and has the demo values', async () => {
    const { status, type, body } = await getJson(api.app, '/api/settings');
    expect(status).toBe(200);
    expect(type).toMatch(/^application\/json/);
    expect(settingsSchema.parse(body)).toEqual({
      orderTypes: ['takeAway', 'dineInPlace'],
      enableCustomerLogin: true,
      externalLoginProviders: ['Google', 'Apple'],
      version: '1.0.0',
      phoneNumberRequired: false,
      favoriteShopRequired: false,
      smsEnabled: false,
      orders: { requireEmail: true, requirePhoneNumber: false },
      service: 'tableService',
    });
  });

  test("the restaurant's service is optional and can change: table service, counter pickup or not said", async () => {
    const put = (service: string | null) =>
      api.app.request('/_dev/settings/service', { method: 'PUT', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ service }) });
    expect((await put('counterPickup')).status).toBe(200);
    expect(settingsSchema.parse((await getJson(api.app, '/api/settings')).body).service).toBe('counterPickup');
    expect((await put(null)).status).toBe(200);
    const without = settingsSchema.parse((await getJson(api.app, '/api/settings')).body);
    expect(without).not.toHaveProperty('service');
    expect((await put('delivery')).status).toBe(400);
    expect((await put('tableService')).status).toBe(200);
  });

  test('GET /api/settings/design is a stylesheet of custom properties', async () => {
    const res = await api.app.request('/api/settings/design');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/^text\/css/);
    const css = await res.text();
    for (const name of ['--color-brand', '--color-brand-contrast', '--color-surface', '--color-text', '--radius']) {
      expect(css).toMatch(new RegExp(`:root \\{[^}]*${name}:`));
    }
    expect(css).toMatch(/body\.shop-\d+ \{/);
  });

  test('design colours meet WCAG AA contrast (4.5:1)', () => {
    const t = DESIGN_TOKENS as Record<string, string>;
    const pairs: [string, string][] = [
      [t['--color-brand-contrast']!, t['--color-brand']!],
      [t['--color-brand-contrast']!, t['--color-brand-hover']!],
      [t['--color-accent-contrast']!, t['--color-accent']!],
      [t['--color-text']!, t['--color-surface']!],
      [t['--color-text']!, t['--color-background']!],
      [t['--color-text-muted']!, t['--color-surface']!],
      [t['--color-text-muted']!, t['--color-background']!],
      [t['--color-danger']!, t['--color-surface']!],
      [t['--color-success']!, t['--color-surface']!],
      [t['--color-warning']!, t['--color-surface']!],
    ];
    for (const o of Object.values(SHOP_OVERRIDES)) pairs.push([o['--color-brand-contrast']!, o['--color-brand']!]);
    for (const [fg, bg] of pairs) expect({ fg, bg, ok: contrast(fg, bg) >= 4.5 }).toEqual({ fg, bg, ok: true });
  });

  test('GET /api/cultures/languages', async () => {
    const { status, body } = await getJson(api.app, '/api/cultures/languages');
    expect(status).toBe(200);
    expect(languagesSchema.parse(body)).toEqual(['sv', 'fi', 'en', 'ru', 'no']);
  });

  test('POST /api/cultures/changeculture accepts supported codes only', async () => {
    const ok = await api.app.request('/api/cultures/changeculture?cultureCode=fi', { method: 'POST' });
    expect(ok.status).toBe(204);
    expect(ok.headers.get('set-cookie')).toMatch(/^\.AspNetCore\.Culture=c%3Dfi%7Cuic%3Dfi;/);
    for (const query of ['?cultureCode=de', '?cultureCode=', '']) {
      const bad = await api.app.request(`/api/cultures/changeculture${query}`, { method: 'POST' });
      expect(bad.status).toBe(400);
      expect(bad.headers.get('content-type')).toBe('application/problem+json');
      expect(await bad.json()).toMatchObject({ status: 400, code: 'invalid-parameter' });
    }
  });

  test('languages not configured → 404 problem', async () => {
    api.db.prepare("DELETE FROM settings WHERE key = 'languages'").run();
    const { status, body } = await getJson(api.app, '/api/cultures/languages');
    expect(status).toBe(404);
    expect(body).toMatchObject({ title: 'No languages has been configured.' });
  });
});
