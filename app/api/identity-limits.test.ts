/**
 * Rate limits on the account routes, through the route handlers against the reference ordering
 * API (free port, fresh demo data, its own account limits on). Guests are told apart by the
 * address the trusted reverse proxy names (TRUSTED_PROXY=1: the right-most X-Forwarded-For
 * entry; entries left of it are the client's own and prove nothing), and the API learns that
 * address from the app (X-Client-Address with the shared secret), so its limits count per
 * guest too.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

import { type FakeCookieStore, fakeCookieStore } from '@/lib/session/cookie-store.testing';
import { type ReferenceApi, startReferenceApi } from '@/ordering-api/src/server.ts';
import { FAST_SCRYPT } from '@/ordering-api/src/testing.ts';

let store: FakeCookieStore;
jest.mock('next/headers', () => ({ cookies: async () => store }));

const SECRET = 'jest-client-address-secret-0123456789';
const DEMO = { email: 'demo@nordicburger.example', password: 'Demo123!' };

let api: ReferenceApi;
let dataDir: string;
let loginRoute: typeof import('./identity/login/route');
let registerRoute: typeof import('./identity/register/route');
let forgotRoute: typeof import('./identity/forgot-password/route');
let changeEmailRoute: typeof import('./identity/change-email/route');
let resetRoute: typeof import('./identity/reset-password/route');
let resendRoute: typeof import('./identity/resend-confirmation/route');
let linkRoute: typeof import('./identity/sign-in-link/route');
let withLinkRoute: typeof import('./identity/sign-in-with-link/route');
let profileRoute: typeof import('./user/profile/route');
/** How far the reference API's clock runs ahead of the real one (a link's expiry). */
let apiClockAhead = 0;

beforeAll(async () => {
  process.env.SESSION_SECRET ??= 'a-test-session-secret-of-32-chars-or-more';
  process.env.TRUSTED_PROXY = '1';
  process.env.CLIENT_ADDRESS_SECRET = SECRET;
  dataDir = mkdtempSync(join(tmpdir(), 'bff-identity-limits-'));
  api = await startReferenceApi({
    dataDir, identity: { rateLimits: true, clientAddressSecret: SECRET, scrypt: FAST_SCRYPT }, now: () => new Date(Date.now() + apiClockAhead),
  });
  process.env.ORDERING_API_URL = api.url;
  loginRoute = await import('./identity/login/route');
  registerRoute = await import('./identity/register/route');
  forgotRoute = await import('./identity/forgot-password/route');
  changeEmailRoute = await import('./identity/change-email/route');
  resetRoute = await import('./identity/reset-password/route');
  resendRoute = await import('./identity/resend-confirmation/route');
  linkRoute = await import('./identity/sign-in-link/route');
  withLinkRoute = await import('./identity/sign-in-with-link/route');
  profileRoute = await import('./user/profile/route');
});

afterAll(async () => {
  await api.close();
  rmSync(dataDir, { recursive: true, force: true });
});

beforeEach(() => {
  store = fakeCookieStore();
});

/** A POST from `address`, as the reverse proxy forwards it (with a forged entry the client added itself). */
const post = (path: string, address: string, body: unknown) =>
  new Request(`http://app.test${path}`, {
    method: 'POST',
    headers: { host: 'app.test', origin: 'http://app.test', 'content-type': 'application/json', 'x-forwarded-for': `192.0.2.1, ${address}` },
    body: JSON.stringify(body),
  });
const signIn = (address: string, email: string, password: string) => loginRoute.POST(post('/api/identity/login', address, { email, password }), undefined);
const answer = async (response: Response) => ({
  status: response.status,
  retryAfter: response.headers.get('retry-after'),
  code: response.status === 200 ? null : ((await response.json()) as { code: string }).code,
});

test("10 failed sign-ins from one address lock that address out (429, Retry-After), never another customer's correct sign-in", async () => {
  const attacker = '203.0.113.66';
  for (let i = 0; i < 10; i++) {
    expect(await answer(await signIn(attacker, `random-${i}-${Date.now()}@example.com`, 'Wrong1!x'))).toMatchObject({ status: 401, code: 'USER_INVALID_PASSWORD' });
  }
  const locked = await answer(await signIn(attacker, 'random-more@example.com', 'Wrong1!x'));
  expect(locked).toMatchObject({ status: 429, code: 'RATE_LIMITED' });
  expect(Number(locked.retryAfter)).toBeGreaterThan(0);
  // Even with the right password of a real account, the attacker's address waits.
  expect((await signIn(attacker, DEMO.email, DEMO.password)).status).toBe(429);

  // Another customer, from another address, signs in: neither the app nor the API counted the
  // attacker's failures against them.
  const customer = await signIn('198.51.100.20', DEMO.email, DEMO.password);
  expect(customer.status).toBe(200);
});

test('a wrong password on an existing account and an unknown e-mail get the same answers, and no account is locked for everyone', async () => {
  const email = `known-${Date.now()}@example.com`;
  const registered = await registerRoute.POST(
    post('/api/identity/register', '198.51.100.30', { email, password: 'Secret1!', name: 'Kn', lastName: 'Own', phone: '+46701112233', favoriteShopId: 1, acceptTerms: true }),
    undefined,
  );
  expect(registered.status).toBe(204);
  expect((await fetch(`${api.url}/api/identity/confirmEmail${mailLink(email).search}`)).status).toBe(200);

  const tries = async (address: string, who: string, password: string) => {
    const answers = [];
    for (let i = 0; i < 6; i++) answers.push(await answer(await signIn(address, who, i === 5 ? password : 'Wrong1!x')));
    return answers;
  };
  const known = await tries('198.51.100.31', email, 'Secret1!');
  const unknown = await tries('198.51.100.32', `nobody-${Date.now()}@example.com`, 'Secret1!');
  expect(known).toEqual(unknown);
  expect(known.slice(0, 5).every((a) => a.status === 401 && a.code === 'USER_INVALID_PASSWORD')).toBe(true);
  expect(known[5]).toMatchObject({ status: 429, code: 'RATE_LIMITED' });

  // The guesser's address waits for that account; the customer, elsewhere, signs in.
  expect((await signIn('198.51.100.33', email, 'Secret1!')).status).toBe(200);
});

test('registrations are limited per address: junk from one address does not stop a valid registration from another', async () => {
  const junk = (i: number) => ({ email: `junk-${i}-${Date.now()}@example.com`, password: 'weak', name: 'J', lastName: 'Unk', phone: '+46701112233', favoriteShopId: 1, acceptTerms: true });
  const statuses = [];
  for (let i = 0; i < 11; i++) statuses.push((await registerRoute.POST(post('/api/identity/register', '203.0.113.70', junk(i)), undefined)).status);
  // Refused as invalid, until one of the limits (the API's 5 a minute, the app's 10 an hour) says wait.
  expect(statuses.slice(0, 5)).toEqual([400, 400, 400, 400, 400]);
  expect(statuses[10]).toBe(429);
  const valid = { ...junk(99), password: 'Secret1!' };
  expect((await registerRoute.POST(post('/api/identity/register', '198.51.100.40', valid), undefined)).status).toBe(204);
});

const forgot = (address: string, email: string) => forgotRoute.POST(post('/api/identity/forgot-password', address, { email }), undefined);

test("a forgot-password limited by the caller's own address says so: 429 with Retry-After, for known and unknown e-mails alike", async () => {
  for (let i = 0; i < 10; i++) expect((await forgot('198.51.100.50', `someone-${i}-${Date.now()}@example.com`)).status).toBe(204);
  for (const email of [DEMO.email, `nobody-${Date.now()}@example.com`]) {
    const limited = await forgot('198.51.100.50', email);
    expect(limited.status).toBe(429);
    expect(Number(limited.headers.get('retry-after'))).toBeGreaterThan(60);
    expect(await limited.json()).toMatchObject({ code: 'RATE_LIMITED', retryAfterSeconds: expect.any(Number) });
  }
});

/** The link of the newest mail of `kind` to `to` in the reference API's outbox. */
const mailLink = (to: string, kind = 'confirm-email') => {
  const row = api.db.prepare('SELECT body_text FROM outbox_mail WHERE to_address = ? AND kind = ? ORDER BY id DESC LIMIT 1').get(to, kind) as { body_text: string };
  return new URL(/https?:\/\/\S+/.exec(row.body_text)![0]);
};

/** A new customer, registered through the app and confirmed through the mailed link, signed in from `address`. */
async function newCustomer(address: string) {
  const email = `customer-${Date.now()}-${Math.random().toString(36).slice(2, 7)}@example.com`;
  const body = { email, password: 'Secret1!', name: 'Ny', lastName: 'Kund', phone: '+46701112233', favoriteShopId: 1, acceptTerms: true };
  expect((await registerRoute.POST(post('/api/identity/register', address, body), undefined)).status).toBe(204);
  expect((await fetch(`${api.url}/api/identity/confirmEmail${mailLink(email).search}`)).status).toBe(200);
  expect((await signIn(address, email, body.password)).status).toBe(200);
  return { email, password: body.password };
}

/** How many mails of `kind` the reference API has sent to `to`. */
const mailsTo = (to: string, kind = 'confirm-email') =>
  (api.db.prepare('SELECT count(*) AS n FROM outbox_mail WHERE to_address = ? AND kind = ?').get(to, kind) as { n: number }).n;

describe('the e-mail change mails an inbox the caller names: it goes through the mail limits of that inbox', () => {
  const changeEmail = (address: string, newEmail: string, oldPassword: string) =>
    changeEmailRoute.POST(post('/api/identity/change-email', address, { newEmail, oldPassword }), undefined);

  test('the 4th mail to one inbox within the hour is refused with RATE_LIMITED, and not sent', async () => {
    const inbox = `someone-else-${Date.now()}@example.com`;
    const { password } = await newCustomer('198.51.100.60');
    for (let i = 0; i < 3; i++) expect((await changeEmail('198.51.100.60', inbox, password)).status).toBe(200);
    const limited = await changeEmail('198.51.100.60', inbox, password);
    expect(limited.status).toBe(429);
    expect(Number(limited.headers.get('retry-after'))).toBeGreaterThan(60);
    expect(await limited.json()).toMatchObject({ code: 'RATE_LIMITED' });
    expect(mailsTo(inbox)).toBe(3);

    // The inbox is counted, not the caller: from another address it waits too, and so do the
    // other confirmations to it; a reset has a count of its own.
    store = fakeCookieStore();
    const other = await newCustomer('198.51.100.61');
    expect((await changeEmail('198.51.100.61', inbox, other.password)).status).toBe(429);
    expect((await resendRoute.POST(post('/api/identity/resend-confirmation', '198.51.100.61', { email: inbox }), undefined)).status).toBe(429);
    expect((await forgot('198.51.100.61', inbox)).status).toBe(204);
    expect(mailsTo(inbox)).toBe(3);
  });

  test('requests sent together cannot slip past the limit', async () => {
    const inbox = `burst-${Date.now()}@example.com`;
    const { password } = await newCustomer('198.51.100.62');
    const statuses = await Promise.all(Array.from({ length: 8 }, () => changeEmail('198.51.100.62', inbox, password).then((r) => r.status)));
    expect(statuses.filter((s) => s === 200)).toHaveLength(3);
    expect(statuses.filter((s) => s === 429)).toHaveLength(5);
    expect(mailsTo(inbox)).toBe(3);
  });

  test('a wrong current password sends nothing and costs the inbox nothing', async () => {
    const inbox = `typo-${Date.now()}@example.com`;
    const { password } = await newCustomer('198.51.100.63');
    for (let i = 0; i < 4; i++) expect(await answer(await changeEmail('198.51.100.63', inbox, 'Wrong1!x'))).toMatchObject({ status: 400, code: 'WRONG_CURRENT_PASSWORD' });
    expect(mailsTo(inbox)).toBe(0);
    expect((await changeEmail('198.51.100.63', inbox, password)).status).toBe(200);
    expect(mailsTo(inbox)).toBe(1);
  });
});

test('50 failed guesses from 10 addresses cannot lock the owner out: the browser they signed in on before still signs in with the right password', async () => {
  // The owner signs in on their phone once (registered and confirmed); the phone keeps its
  // session cookie after that.
  const phone = fakeCookieStore();
  store = phone;
  const { email, password } = await newCustomer('198.51.100.70');

  // Someone who knows the address guesses from ten addresses, five times each.
  const guesses = [];
  for (let n = 0; n < 10; n++) {
    store = fakeCookieStore();
    for (let i = 0; i < 5; i++) guesses.push(await answer(await signIn(`203.0.113.${100 + n}`, email, `Guess${n}${i}!x`)));
  }
  expect(guesses.filter((g) => g.status === 401)).toHaveLength(20);
  // A browser the account never signed in on is stopped, even with the right password…
  store = fakeCookieStore();
  expect(await answer(await signIn('198.51.100.72', email, password))).toMatchObject({ status: 429, code: 'RATE_LIMITED' });
  // …but the owner's phone, from yet another address, signs in.
  store = phone;
  expect(await answer(await signIn('198.51.100.73', email, password))).toMatchObject({ status: 200 });
});

describe('a way back in that nobody can block: the mailed sign-in link', () => {
  const requestLink = (address: string, email: string, redirectUri?: string) =>
    linkRoute.POST(post('/api/identity/sign-in-link', address, { email, redirectUri }), undefined);
  const useLink = (address: string, email: string, code: string) =>
    withLinkRoute.POST(post('/api/identity/sign-in-with-link', address, { email, code }), undefined);
  const profile = async () => (await profileRoute.GET(new Request('http://app.test/api/user/profile', { headers: { host: 'app.test' } }), undefined)).status;
  /** The newest sign-in link to `email` in the reference API's outbox, as the owner would open it. */
  const signInLink = (email: string) => {
    const link = mailLink(email, 'sign-in-link');
    return { link, email: link.searchParams.get('email')!, code: link.searchParams.get('signInCode')! };
  };

  /** Someone who knows the address: 20 failed sign-ins from 5 addresses, then the inbox's resets and confirmations spent. */
  async function attack(email: string) {
    for (let n = 0; n < 5; n++) {
      store = fakeCookieStore();
      for (let i = 0; i < 4; i++) expect((await signIn(`203.0.113.${150 + n}`, email, `Guess${n}${i}!x`)).status).toBe(401);
    }
    for (let i = 0; i < 4; i++) await forgot(`203.0.113.${160 + i}`, email);
    for (let i = 0; i < 4; i++) await resendRoute.POST(post('/api/identity/resend-confirmation', `203.0.113.${170 + i}`, { email }), undefined);
    expect(mailsTo(email, 'reset-password')).toBe(3);
  }

  test('after an attack on the account, the owner on a browser never used before gets back in through the mailed link, and that browser becomes a known device', async () => {
    const { email, password } = await newCustomer('198.51.100.80');
    await attack(email);

    // A new browser: the right password is held by the per-e-mail count…
    store = fakeCookieStore();
    expect(await answer(await signIn('198.51.100.81', email, password))).toMatchObject({ status: 429, code: 'RATE_LIMITED' });
    // …so the owner asks for a sign-in link, and it is mailed.
    expect((await requestLink('198.51.100.81', email, '/order-history')).status).toBe(204);
    const { link, code } = signInLink(email);
    expect(link.pathname).toBe('/login');
    expect(link.searchParams.get('redirectUri')).toBe('/order-history');

    expect(await profile()).toBe(401);
    const signedIn = await useLink('198.51.100.81', email, code);
    expect(signedIn.status).toBe(200);
    expect(await signedIn.json()).toEqual({ signedIn: true });
    expect(await profile()).toBe(200);

    // The link worked once: a second use is refused with its own code.
    expect(await answer(await useLink('198.51.100.81', email, code))).toMatchObject({ status: 400, code: 'SIGN_IN_LINK_INVALID' });
    // The browser is now a known device: after signing out, the password signs in there again,
    // while a browser the owner never used is still held.
    const knownBrowser = store;
    store = fakeCookieStore();
    expect((await signIn('198.51.100.82', email, password)).status).toBe(429);
    store = knownBrowser;
    expect(await answer(await signIn('198.51.100.83', email, password))).toMatchObject({ status: 200 });
  });

  test('an attacker who also spends the inbox\'s sign-in links cannot stop the owner: the answer is the same, and the newest link in the inbox signs in', async () => {
    const { email } = await newCustomer('198.51.100.84');
    await attack(email);
    for (let i = 0; i < 4; i++) expect((await requestLink(`203.0.113.${180 + i}`, email)).status).toBe(204);
    expect(mailsTo(email, 'sign-in-link')).toBe(3);
    store = fakeCookieStore();
    expect((await requestLink('198.51.100.85', email)).status).toBe(204);
    expect(mailsTo(email, 'sign-in-link')).toBe(3);
    expect((await useLink('198.51.100.85', email, signInLink(email).code)).status).toBe(200);
    expect(await profile()).toBe(200);
  });

  test('a link expires after 15 minutes, and a wrong code is refused with SIGN_IN_LINK_INVALID; neither signs in', async () => {
    const { email } = await newCustomer('198.51.100.86');
    store = fakeCookieStore();
    expect((await requestLink('198.51.100.87', email)).status).toBe(204);
    const { code } = signInLink(email);
    expect(await answer(await useLink('198.51.100.87', email, 'B'.repeat(43)))).toMatchObject({ status: 400, code: 'SIGN_IN_LINK_INVALID' });
    apiClockAhead = 16 * 60 * 1000;
    try {
      expect(await answer(await useLink('198.51.100.87', email, code))).toMatchObject({ status: 400, code: 'SIGN_IN_LINK_INVALID' });
    } finally {
      apiClockAhead = 0;
    }
    expect(await profile()).toBe(401);
  });

  test("wrong reset codes count per address and per address and e-mail: a guesser elsewhere cannot spend the owner's reset", async () => {
    const { email } = await newCustomer('198.51.100.88');
    const reset = (address: string, resetCode: string) =>
      resetRoute.POST(post('/api/identity/reset-password', address, { email, resetCode, newPassword: 'Brand3New!' }), undefined);
    for (let n = 0; n < 3; n++) {
      for (let i = 0; i < 5; i++) expect(await answer(await reset(`203.0.113.${190 + n}`, `Guess${n}${i}`.padEnd(43, 'x')))).toMatchObject({ status: 400, code: 'INVALID_TOKEN' });
      expect((await reset(`203.0.113.${190 + n}`, 'x'.repeat(43))).status).toBe(429);
    }
    expect((await forgot('198.51.100.89', email)).status).toBe(204);
    expect((await reset('198.51.100.89', mailLink(email, 'reset-password').searchParams.get('code')!)).status).toBe(204);
  });
});
