/**
 * Registration through the route handler against the reference ordering API (free port, fresh
 * data folder): an address that already has an account gets the very answer a new one gets, and
 * its owner is mailed instead. Nobody learns from the answer who has an account.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

import { type FakeCookieStore, fakeCookieStore } from '@/lib/session/cookie-store.testing';
import { type ReferenceApi, startReferenceApi } from '@/ordering-api/src/server.ts';
import { FAST_SCRYPT } from '@/ordering-api/src/testing.ts';

let store: FakeCookieStore;
jest.mock('next/headers', () => ({ cookies: async () => store }));

let api: ReferenceApi;
let dataDir: string;
let registerRoute: typeof import('./identity/register/route');

beforeAll(async () => {
  process.env.SESSION_SECRET ??= 'a-test-session-secret-of-32-chars-or-more';
  dataDir = mkdtempSync(join(tmpdir(), 'bff-registration-'));
  api = await startReferenceApi({ dataDir, identity: { rateLimits: false, scrypt: FAST_SCRYPT } });
  process.env.ORDERING_API_URL = api.url;
  registerRoute = await import('./identity/register/route');
});

afterAll(async () => {
  await api.close();
  rmSync(dataDir, { recursive: true, force: true });
});

beforeEach(() => {
  store = fakeCookieStore();
});

const FULL = { name: 'Sara', lastName: 'Lind', phone: '+46701112233', favoriteShopId: 1, acceptTerms: true };

const register = async (email: string, address: string, password = 'Secret1!', rest: Record<string, unknown> = FULL) => {
  const response = await registerRoute.POST(
    new Request('http://app.test/api/identity/register', {
      method: 'POST',
      headers: { host: 'app.test', origin: 'http://app.test', 'content-type': 'application/json', 'x-forwarded-for': address },
      body: JSON.stringify({ email, password, ...rest }),
    }),
    undefined,
  );
  const headers = Object.fromEntries([...response.headers].filter(([name]) => name !== 'x-request-id'));
  return { status: response.status, body: await response.text(), headers };
};

const mailsTo = (to: string) =>
  (api.db.prepare('SELECT kind FROM outbox_mail WHERE to_address = ? ORDER BY id').all(to) as Array<{ kind: string }>).map((m) => m.kind);

test('an address that has an account gets the answer a new one gets (204, no body, the same headers); its owner is mailed instead', async () => {
  const taken = `taken-${Date.now()}@example.com`;
  const fresh = `fresh-${Date.now()}@example.com`;
  expect(await register(taken, '198.51.100.80')).toMatchObject({ status: 204, body: '' });

  const again = await register(taken.toUpperCase(), '198.51.100.81', 'Another1!');
  const first = await register(fresh, '198.51.100.82');
  expect(again).toEqual(first);
  expect(first).toMatchObject({ status: 204, body: '' });

  expect(mailsTo(taken)).toEqual(['confirm-email', 'account-exists']);
  expect(mailsTo(fresh)).toEqual(['confirm-email']);
});

const accountOf = (email: string) =>
  api.db.prepare('SELECT name, last_name, phone, favourite_shop_id FROM accounts WHERE email = ?').get(email) as Record<string, unknown> | undefined;

test('an e-mail and a password (the terms accepted) are all a registration needs: no name, phone or favourite restaurant', async () => {
  const email = `only-${Date.now()}@example.com`;
  expect(await register(email, '198.51.100.83', 'Secret1!', { acceptTerms: true })).toMatchObject({ status: 204, body: '' });
  expect(accountOf(email)).toEqual({ name: null, last_name: null, phone: null, favourite_shop_id: null });
  expect(mailsTo(email)).toEqual(['confirm-email']);
});

test("the register form's blanks count as not given: the account has no name, phone or restaurant", async () => {
  const email = `blanks-${Date.now()}@example.com`;
  const blanks = { name: '', lastName: ' ', phone: '', favoriteShopId: null, acceptTerms: true };
  expect(await register(email, '198.51.100.84', 'Secret1!', blanks)).toMatchObject({ status: 204, body: '' });
  expect(accountOf(email)).toEqual({ name: null, last_name: null, phone: null, favourite_shop_id: null });
});

test('the terms must still be accepted, and a weak password is still refused', async () => {
  const refused = await register(`terms-${Date.now()}@example.com`, '198.51.100.85', 'Secret1!', { acceptTerms: false });
  expect(refused.status).toBe(400);
  const weak = await register(`weak-${Date.now()}@example.com`, '198.51.100.86', 'weak', { acceptTerms: true });
  expect(weak.status).toBe(400);
  expect(JSON.parse(weak.body)).toMatchObject({ code: 'PASSWORD_TOO_SHORT' });
});
