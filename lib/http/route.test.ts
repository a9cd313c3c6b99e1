import { AppError } from '@/lib/domain/app-error';
import { env } from '@/lib/env';
import { SERVER_ENTRY } from '@/lib/server-channels';

import { route } from './route';

const request = (method: string, headers: Record<string, string> = {}) =>
  new Request('http://app.test/api/thing', { method, headers: { host: 'app.test', ...headers } });
const ok = () => Response.json({ ok: true }, { headers: { 'cache-control': 'public, max-age=60' } });

const configured = { ...env };
/** Runs the rest of the test with these settings; afterEach puts the configuration back. */
const configure = (values: Partial<typeof env>) => Object.assign(env, values);

afterEach(() => {
  jest.restoreAllMocks();
  for (const key of Object.keys(env)) delete env[key as keyof typeof env];
  Object.assign(env, configured);
});

describe('the Origin check', () => {
  test.each(['POST', 'PUT', 'PATCH', 'DELETE'])('%s from a foreign or missing Origin is refused with 403 FORBIDDEN_ORIGIN', async (method) => {
    const handler = jest.fn(ok);
    const answer = route({}, handler);
    for (const headers of [{ origin: 'https://evil.example' }, {}, { origin: 'not a url' }] as Array<Record<string, string>>) {
      const response = await answer(request(method, headers), undefined);
      expect(response.status).toBe(403);
      expect(await response.json()).toMatchObject({ code: 'FORBIDDEN_ORIGIN', status: 403 });
    }
    expect(handler).not.toHaveBeenCalled();
  });

  test('a state-changing method from our own Origin reaches the handler', async () => {
    const response = await route({}, ok)(request('POST', { origin: 'http://app.test' }), undefined);
    expect(response.status).toBe(200);
  });

  test('the scheme counts: an https Origin is not the http app of the same host and port', async () => {
    const handler = jest.fn(ok);
    for (const origin of ['https://app.test', 'http://app.test:8080', 'http://evil.app.test']) {
      expect((await route({}, handler)(request('POST', { origin }), undefined)).status).toBe(403);
    }
    expect(handler).not.toHaveBeenCalled();
  });

  test('X-Forwarded-Host and -Proto are not believed without TRUSTED_PROXY', async () => {
    const forwarded = request('POST', { origin: 'https://shop.example', 'x-forwarded-host': 'shop.example', 'x-forwarded-proto': 'https' });
    expect((await route({}, ok)(forwarded, undefined)).status).toBe(403);
  });

  test("a client's X-Forwarded-Proto (which makes Next's request URL https) does not make the http app https", async () => {
    const spoofed = new Request('https://app.test/api/thing', {
      method: 'POST',
      headers: { host: 'app.test', origin: 'https://app.test', 'x-forwarded-proto': 'https' },
    });
    expect((await route({}, ok)(spoofed, undefined)).status).toBe(403);
    // Served over TLS itself (next dev --experimental-https), the app is https.
    const tls = new Request('https://app.test/api/thing', { method: 'POST', headers: { host: 'app.test', origin: 'https://app.test' } });
    expect((await route({}, ok)(tls, undefined)).status).toBe(200);
  });

  test('behind a trusted proxy its X-Forwarded-Host and -Proto name the origin; what the client prepended does not', async () => {
    configure({ TRUSTED_PROXY: 1 });
    const headers = { 'x-forwarded-host': 'evil.example, shop.example', 'x-forwarded-proto': 'http, https' };
    expect((await route({}, ok)(request('POST', { ...headers, origin: 'https://shop.example' }), undefined)).status).toBe(200);
    expect((await route({}, ok)(request('POST', { ...headers, origin: 'https://evil.example' }), undefined)).status).toBe(403);
    expect((await route({}, ok)(request('POST', { ...headers, origin: 'http://shop.example' }), undefined)).status).toBe(403);
  });

  describe('by mode', () => {
    /** The rest of the test runs inside the app's server started with `flag` (afterEach puts the command line back). */
    const inServer = (flag: string) => jest.replaceProperty(process, 'argv', [process.execPath, `/srv/app/${SERVER_ENTRY}`, flag]);

    test('in production only PUBLIC_BASE_URL\'s origin may write, whatever Host the request names', async () => {
      inServer('--production');
      configure({ PUBLIC_BASE_URL: 'https://order.example' });
      const own = request('POST', { origin: 'https://order.example', host: 'internal:3000' });
      expect((await route({}, ok)(own, undefined)).status).toBe(200);
      const hostMatch = request('POST', { origin: 'http://app.test', host: 'app.test' });
      expect((await route({}, ok)(hostMatch, undefined)).status).toBe(403);
    });

    test('in the demo the address the page was opened at may write (localhost, 127.0.0.1, a phone on the network), whatever PUBLIC_BASE_URL says', async () => {
      inServer('--demo');
      configure({ PUBLIC_BASE_URL: 'http://localhost:3000' });
      for (const host of ['localhost:3000', '127.0.0.1:3000', 'phone.test:3000', '192.168.1.20:3000']) {
        expect((await route({}, ok)(request('POST', { origin: `http://${host}`, host, 'sec-fetch-site': 'same-origin' }), undefined)).status).toBe(200);
        // …and a page of another origin still may not.
        expect((await route({}, ok)(request('POST', { origin: 'http://evil.example', host }), undefined)).status).toBe(403);
      }
    });
  });

  test.each(['cross-site', 'same-site', 'none'])('Sec-Fetch-Site: %s is refused even with our own Origin', async (site) => {
    const handler = jest.fn(ok);
    const response = await route({}, handler)(request('POST', { origin: 'http://app.test', 'sec-fetch-site': site }), undefined);
    expect(response.status).toBe(403);
    expect(await response.json()).toMatchObject({ code: 'FORBIDDEN_ORIGIN' });
    expect(handler).not.toHaveBeenCalled();
  });

  test('Sec-Fetch-Site: same-origin with our own Origin passes', async () => {
    const response = await route({}, ok)(request('POST', { origin: 'http://app.test', 'sec-fetch-site': 'same-origin' }), undefined);
    expect(response.status).toBe(200);
  });

  test('GET needs no Origin', async () => {
    expect((await route({}, ok)(request('GET'), undefined)).status).toBe(200);
  });

  test('anyOrigin lets a secret-checked route take writes without an Origin', async () => {
    expect((await route({ anyOrigin: true }, ok)(request('POST'), undefined)).status).toBe(200);
  });
});

describe('the content type of a write', () => {
  test.each(['text/plain', 'text/plain;charset=UTF-8', 'application/x-www-form-urlencoded', 'multipart/form-data; boundary=x'])(
    '%s from our own Origin is a 415 UNSUPPORTED_MEDIA_TYPE, before the handler runs',
    async (type) => {
      const handler = jest.fn(ok);
      const response = await route({}, handler)(request('POST', { origin: 'http://app.test', 'content-type': type }), undefined);
      expect(response.status).toBe(415);
      expect(await response.json()).toMatchObject({ code: 'UNSUPPORTED_MEDIA_TYPE', status: 415 });
      expect(handler).not.toHaveBeenCalled();
    },
  );

  test('JSON, or no body and no content type at all, reaches the handler', async () => {
    for (const headers of [{ 'content-type': 'application/json; charset=utf-8' }, {}] as Array<Record<string, string>>) {
      expect((await route({}, ok)(request('POST', { origin: 'http://app.test', ...headers }), undefined)).status).toBe(200);
    }
  });

  test('a foreign Origin is a 403 first, whatever the content type', async () => {
    const response = await route({}, ok)(request('POST', { origin: 'https://evil.example', 'content-type': 'text/plain' }), undefined);
    expect(response.status).toBe(403);
  });
});

describe('personal answers', () => {
  test('carry private, no-store and Vary: Cookie, whatever the handler set', async () => {
    const response = await route({ personal: true }, ok)(request('GET'), undefined);
    expect(response.headers.get('cache-control')).toBe('private, no-store');
    expect(response.headers.get('vary')).toBe('Cookie');
  });

  test('problems of a personal route are not stored either', async () => {
    const failing = route({ personal: true }, () => {
      throw new AppError('NOT_AUTHENTICATED', 401);
    });
    const response = await failing(request('GET'), undefined);
    expect(response.status).toBe(401);
    expect(response.headers.get('cache-control')).toBe('private, no-store');
    expect(response.headers.get('vary')).toBe('Cookie');
  });

  test('a public answer keeps the cache header its handler chose', async () => {
    const response = await route({}, ok)(request('GET'), undefined);
    expect(response.headers.get('cache-control')).toBe('public, max-age=60');
    expect(response.headers.get('vary')).toBeNull();
  });
});

describe('the request id', () => {
  test('a safe incoming x-request-id is echoed', async () => {
    const response = await route({}, ok)(request('GET', { 'x-request-id': 'abc-123-DEF' }), undefined);
    expect(response.headers.get('x-request-id')).toBe('abc-123-DEF');
  });

  test('a missing or unsafe one is replaced by a fresh UUID', async () => {
    const unsafe: Array<Record<string, string>> = [{}, { 'x-request-id': 'a'.repeat(65) }, { 'x-request-id': 'id with spaces' }, { 'x-request-id': 'x\u00e9' }];
    for (const headers of unsafe) {
      const response = await route({}, ok)(request('GET', headers), undefined);
      expect(response.headers.get('x-request-id')).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/);
    }
  });

  test('is on problems, and in the log line the wrapper writes', async () => {
    const log = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const failing = route({}, () => {
      throw new Error('boom');
    });
    const response = await failing(request('GET', { 'x-request-id': 'req-42' }), undefined);
    expect(response.headers.get('x-request-id')).toBe('req-42');
    expect(log).toHaveBeenCalledTimes(1);
    expect(String(log.mock.calls[0]![0])).toContain('req-42');
    expect(String(log.mock.calls[0]![0])).toContain('GET /api/thing');
  });

  test('reaches answers whose headers are immutable', async () => {
    const response = await route({}, () => Response.redirect('http://app.test/elsewhere', 307))(request('GET'), undefined);
    expect(response.status).toBe(307);
    expect(response.headers.get('location')).toBe('http://app.test/elsewhere');
    expect(response.headers.get('x-request-id')).toBeTruthy();
  });
});

describe('errors', () => {
  test('an unexpected throw is a 500 UNEXPECTED problem without message or stack', async () => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const failing = route({}, () => {
      throw new Error('secret upstream detail at /srv/app.js:1:1');
    });
    const response = await failing(request('GET'), undefined);
    expect(response.status).toBe(500);
    expect(response.headers.get('content-type')).toContain('application/problem+json');
    const text = await response.text();
    expect(JSON.parse(text)).toEqual({ type: '/problems/unexpected', title: 'UNEXPECTED', status: 500, code: 'UNEXPECTED' });
    expect(text).not.toMatch(/secret|stack|\.js/);
  });

  test('an AppError keeps its code and status', async () => {
    const failing = route({}, () => {
      throw new AppError('SHOP_NOT_FOUND', 404);
    });
    const response = await failing(request('GET'), undefined);
    expect(response.status).toBe(404);
    expect(await response.json()).toMatchObject({ code: 'SHOP_NOT_FOUND' });
  });
});

describe('the accounts switch', () => {
  test('when the restaurant has accounts off the route is a 404, and the handler never runs', async () => {
    const handler = jest.fn(ok);
    const response = await route({ accountsEnabled: async () => false }, handler)(request('GET'), undefined);
    expect(response.status).toBe(404);
    expect(await response.json()).toMatchObject({ code: 'NOT_FOUND' });
    expect(handler).not.toHaveBeenCalled();
  });

  test('when accounts are on the handler answers', async () => {
    expect((await route({ accountsEnabled: async () => true }, ok)(request('GET'), undefined)).status).toBe(200);
  });

  test('a foreign Origin is refused before the switch is even asked', async () => {
    const accountsEnabled = jest.fn(async () => true);
    const response = await route({ accountsEnabled }, ok)(request('POST', { origin: 'https://evil.example' }), undefined);
    expect(response.status).toBe(403);
    expect(accountsEnabled).not.toHaveBeenCalled();
  });
});

test("Next's route params reach the handler", async () => {
  const answer = route({}, async (_request, ctx: { params: Promise<{ shopId: string }> }) => Response.json(await ctx.params));
  const response = await answer(request('GET'), { params: Promise.resolve({ shopId: '7' }) });
  expect(await response.json()).toEqual({ shopId: '7' });
});
