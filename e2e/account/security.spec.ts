import { E2E } from '../../playwright.config';
import { expect, test } from '../fixtures';
import { desktopOnly } from '../support/viewport';

desktopOnly('about what the server accepts');

/** Security checks against the running app: Origin on writes, forged sessions, no-store, sign-in lockout. */
const WRITES: Array<[string, string]> = [
  ['POST', '/api/identity/login'],
  ['POST', '/api/identity/register'],
  ['POST', '/api/identity/change-password'],
  ['POST', '/api/identity/change-email'],
  ['POST', '/api/identity/reset-password'],
  ['POST', '/api/user/logout'],
  ['POST', '/api/user/favorite'],
  ['DELETE', '/api/user/favorite'],
  ['PUT', '/api/user/profile'],
  ['DELETE', '/api/user'],
  ['POST', '/api/order'],
  ['POST', '/api/order/00000000-0000-4000-8000-000000000000/payment'],
  ['POST', '/api/order/00000000-0000-4000-8000-000000000000/receipt'],
  ['POST', '/api/cultures/changeculture?cultureCode=en'],
];

test('cross-site and Origin-less writes are refused with 403', async ({ request }) => {
  for (const [method, path] of WRITES) {
    for (const headers of [{ origin: 'https://evil.example' }, {}] as Array<Record<string, string>>) {
      const response = await request.fetch(path, { method, headers: { 'content-type': 'application/json', ...headers }, data: '{}' });
      expect(response.status(), `${method} ${path} ${JSON.stringify(headers)}`).toBe(403);
    }
  }
});

test('a tampered or foreign session cookie is simply signed out', async ({ request }) => {
  for (const value of ['Fe26.2*1*tampered*', 'x'.repeat(300), '']) {
    const response = await request.get('/api/user/profile', { headers: { cookie: `__Host-ordering_session=${value}` } });
    expect(response.status()).toBe(401);
    expect(await response.json()).toMatchObject({ code: 'NOT_AUTHENTICATED' });
  }
});

test('forging the internal middleware header reaches no personal data', async ({ request }) => {
  const forged = { 'x-middleware-subrequest': 'middleware:middleware:middleware:middleware:middleware', 'x-middleware-rewrite': '/sv/profile' };
  expect((await request.get('/api/user/profile', { headers: forged })).status()).toBe(401);
  const page = await request.get('/profile', { headers: forged, maxRedirects: 0 });
  expect(page.status()).toBe(307);
  expect(page.headers().location).toContain('/login?redirectUri=%2Fprofile');
});

test('personal responses are never cached', async ({ request }) => {
  for (const path of ['/api/user/profile', '/api/user/order-history?pageIndex=0&pageSize=5', '/api/order/00000000-0000-4000-8000-000000000000']) {
    expect((await request.get(path)).headers()['cache-control'], path).toContain('no-store');
  }
});

test('too many failed sign-ins for one account from one address: 429 with Retry-After, even for the right password', async ({ request }) => {
  const email = `locked-${Date.now()}@example.com`;
  const headers = { origin: E2E.appUrl, 'content-type': 'application/json' };
  const registered = await request.post('/api/identity/register', {
    headers,
    data: { email, password: 'Secret1!', name: 'Lo', lastName: 'Ck', phone: '+46701112233', favoriteShopId: 1, acceptTerms: true },
  });
  expect(registered.status()).toBe(204);
  let last = 0;
  let retryAfter: string | undefined;
  for (let i = 0; i < 7 && last !== 429; i++) {
    const response = await request.post('/api/identity/login', { headers, data: { email, password: 'Wrong1!x' } });
    last = response.status();
    retryAfter = response.headers()['retry-after'];
  }
  expect(last).toBe(429);
  expect(Number(retryAfter)).toBeGreaterThan(0);
  // Even the right password waits out the lockout.
  expect((await request.post('/api/identity/login', { headers, data: { email, password: 'Secret1!' } })).status()).toBe(429);
});
