import { accessTokenResponseSchema, manageInfoResponseSchema, profileSchema } from '../../../lib/upstream/schemas/index.ts';
import { DEFAULT_SCRYPT } from '../accounts/config.ts';
import { all, one, run } from '../db/database.ts';
import { DEMO_EMAIL, DEMO_PASSWORD } from '../seed/demo-account.ts';
import {
  bearer,
  confirmByMail,
  FAST_SCRYPT,
  lastMail,
  login,
  postJson,
  registerAndLogin,
  registerBody,
  TEST_APP_URL,
  TEST_PASSWORD,
  useTestApi,
} from '../testing.ts';

type ValidationProblem = { type: string; title: string; status: number; errors: Record<string, string[]> };

async function validationProblemOf(res: Response): Promise<ValidationProblem> {
  expect(res.status).toBe(400);
  expect(res.headers.get('content-type')).toBe('application/problem+json');
  const body = (await res.json()) as ValidationProblem;
  expect(body).toMatchObject({
    type: 'https://tools.ietf.org/html/rfc9110#section-15.5.1',
    title: 'One or more validation errors occurred.',
    status: 400,
  });
  for (const messages of Object.values(body.errors)) {
    expect(messages.length).toBeGreaterThan(0);
    for (const m of messages) expect(typeof m).toBe('string');
  }
  return body;
}

async function expectEmpty(res: Response, status: number): Promise<void> {
  expect(res.status).toBe(status);
  expect(await res.text()).toBe('');
}

const HOUR = 60 * 60 * 1000;

describe('/api/identity', () => {
  const api = useTestApi({ identity: { scrypt: FAST_SCRYPT, appUrl: TEST_APP_URL, rateLimits: true } });

  const post = (path: string, body: unknown, headers: Record<string, string> = {}) => postJson(api.app, `/api/identity${path}`, body, headers);
  const register = (overrides: Parameters<typeof registerBody>[0] = {}) => post('/register', registerBody(overrides));
  /** Registered, and the address confirmed through the mailed link: an account that signs in. */
  const registerConfirmed = async (overrides: Parameters<typeof registerBody>[0] = {}) => {
    await expectEmpty(await register(overrides), 200);
    await confirmByMail(api.app, registerBody(overrides).email);
  };
  const account = (email: string) =>
    one<{ id: number; password_hash: string; email_confirmed: number; name: string; phone: string | null; favourite_shop_id: number | null }>(
      api.db, 'SELECT * FROM accounts WHERE email = ?', email);

  /* ------------------------------------------------------------ register */
  describe('POST /register', () => {
    test('200 empty; scrypt hash with its parameters; unconfirmed; a confirmation mail to the app page', async () => {
      await expectEmpty(await register(), 200);
      const row = account('erik@example.com')!;
      expect(row).toMatchObject({ email_confirmed: 0, name: 'Erik', phone: '+46 70 111 22 33', favourite_shop_id: 2 });
      expect(row.password_hash).toMatch(/^scrypt\$1024\$8\$1\$[A-Za-z0-9_-]{22}\$[A-Za-z0-9_-]{43}$/);
      expect(row.password_hash).not.toContain(TEST_PASSWORD);
      const mail = lastMail(api.db, 'confirm-email', 'erik@example.com')!;
      expect(mail.link.origin + mail.link.pathname).toBe(`${TEST_APP_URL}/confirm-email`);
      expect(mail.link.searchParams.get('userId')).toBe(String(row.id));
      expect(mail.link.searchParams.get('code')).toMatch(/^[A-Za-z0-9_-]{43}$/);
      // Only the hash of the code is stored.
      expect(JSON.stringify(all(api.db, 'SELECT * FROM tokens'))).not.toContain(mail.link.searchParams.get('code'));
    });

    test('two registrations with one password get different salts', async () => {
      await register();
      await register({ email: 'other@example.com' });
      expect(account('erik@example.com')!.password_hash.split('$')[4]).not.toBe(account('other@example.com')!.password_hash.split('$')[4]);
    });

    test('password rules as ASP.NET Identity: keyed by code, in the validator order', async () => {
      const body = await validationProblemOf(await register({ password: 'abc' }));
      expect(body.errors).toEqual({
        PasswordTooShort: ['Passwords must be at least 6 characters.'],
        PasswordRequiresNonAlphanumeric: ['Passwords must have at least one non alphanumeric character.'],
        PasswordRequiresDigit: ["Passwords must have at least one digit ('0'-'9')."],
        PasswordRequiresUpper: ["Passwords must have at least one uppercase ('A'-'Z')."],
      });
      expect(Object.keys(body.errors)).toEqual(['PasswordTooShort', 'PasswordRequiresNonAlphanumeric', 'PasswordRequiresDigit', 'PasswordRequiresUpper']);
    });

    test.each([
      ['Ab1!', 'PasswordTooShort'],
      ['Abcdefg1', 'PasswordRequiresNonAlphanumeric'],
      ['Abcdefg!', 'PasswordRequiresDigit'],
      ['ABCDEF1!', 'PasswordRequiresLower'],
      ['abcdef1!', 'PasswordRequiresUpper'],
      ['      ', 'PasswordTooShort'],
    ])('password %j → %s', async (password, code) => {
      const body = await validationProblemOf(await register({ password }));
      expect(Object.keys(body.errors)).toContain(code);
      if (password !== '      ') expect(Object.keys(body.errors)).toEqual([code]);
    });

    test('InvalidEmail for an address that is not one', async () => {
      expect((await validationProblemOf(await register({ email: 'not-an-email' }))).errors).toEqual({ InvalidEmail: ["Email 'not-an-email' is invalid."] });
    });

    test('a known e-mail (any case) gets the very answer a new one gets; its owner is mailed instead, and nothing changes', async () => {
      const fresh = await register();
      const known = await register({ email: 'ERIK@Example.com', password: 'Other2!x', name: 'Someone', phone: '+46 70 999 88 77' });
      for (const res of [fresh, known]) await expectEmpty(res, 200);
      expect([...known.headers.entries()]).toEqual([...fresh.headers.entries()]);

      // The owner learns of it, with the way in; no confirmation mail, no second account.
      const notice = lastMail(api.db, 'account-exists', 'erik@example.com')!;
      expect(notice.text).toContain(`${TEST_APP_URL}/login`);
      expect(notice.text).toContain(`${TEST_APP_URL}/forgot-password`);
      expect(all(api.db, "SELECT kind FROM outbox_mail WHERE to_address = 'erik@example.com' ORDER BY id")).toEqual([{ kind: 'confirm-email' }, { kind: 'account-exists' }]);
      expect(all(api.db, "SELECT id FROM accounts WHERE lower(email) = 'erik@example.com'")).toHaveLength(1);
      expect(account('erik@example.com')).toMatchObject({ name: 'Erik', phone: '+46 70 111 22 33' });
      // The account's password is still its own.
      await confirmByMail(api.app, 'erik@example.com');
      expect((await post('/login', { email: 'erik@example.com', password: 'Other2!x' })).status).toBe(401);
      await login(api.app, 'erik@example.com');
    });

    test('validation answers alike for a known and a new e-mail: the form problems come first', async () => {
      await register();
      const known = await validationProblemOf(await register({ password: 'weak', phone: '' }));
      const fresh = await validationProblemOf(await register({ email: 'new@example.com', password: 'weak', phone: '' }));
      expect(known).toEqual(fresh);
    });

    test("the upstream's own codes: invalid-phone, requires-phone, requires-shop, acceptTerms", async () => {
      // A restaurant that requires a phone and a favourite shop (the demo requires neither).
      run(api.db, "UPDATE settings SET value = 'true' WHERE key IN ('phoneNumberRequired', 'favoriteShopRequired')");
      const register = (overrides: Parameters<typeof registerBody>[0]) => {
        api.clock.advance(61_000); // stay under the register rate limit
        return post('/register', registerBody(overrides));
      };
      expect((await validationProblemOf(await register({ phone: '12ab' }))).errors).toHaveProperty('invalid-phone');
      expect((await validationProblemOf(await register({ phone: '123' }))).errors).toHaveProperty('invalid-phone');
      expect((await validationProblemOf(await register({ phone: '' }))).errors).toHaveProperty('requires-phone');
      expect((await validationProblemOf(await register({ favoriteShopId: null }))).errors).toHaveProperty('requires-shop');
      expect((await validationProblemOf(await register({ favoriteShopId: 999 }))).errors).toHaveProperty('requires-shop');
      expect((await validationProblemOf(await register({ favoriteShopId: 1.5 } as never))).errors).toHaveProperty('requires-shop');
      expect((await validationProblemOf(await register({ acceptTerms: false }))).errors).toHaveProperty('acceptTerms');
      const all5 = await validationProblemOf(await register({ phone: '', favoriteShopId: null, acceptTerms: false, password: 'x' }));
      expect(Object.keys(all5.errors)).toEqual(expect.arrayContaining(['acceptTerms', 'requires-phone', 'requires-shop', 'PasswordTooShort']));
      expect(account('erik@example.com')).toBeUndefined();
    });

    test('only the e-mail, the password and the accepted terms are required: no name, phone or shop', async () => {
      await expectEmpty(await post('/register', { email: 'only@example.com', password: TEST_PASSWORD, acceptTerms: true }), 200);
      expect(account('only@example.com')).toMatchObject({ name: null, phone: null, favourite_shop_id: null, email_confirmed: 0 });
      expect(lastMail(api.db, 'confirm-email', 'only@example.com')).toBeDefined();
      // Null and blank are "not given" too.
      const blanks = { email: 'blank@example.com', password: TEST_PASSWORD, name: ' ', lastName: null, phone: '', favoriteShopId: null, acceptTerms: true };
      await expectEmpty(await post('/register', blanks), 200);
      expect(account('blank@example.com')).toMatchObject({ name: null, phone: null, favourite_shop_id: null });
      // Once confirmed it signs in like any account.
      await confirmByMail(api.app, 'only@example.com');
      await login(api.app, 'only@example.com');
    });

    test('phone and shop are optional when the settings do not require them', async () => {
      run(api.db, "UPDATE settings SET value = 'false' WHERE key IN ('phoneNumberRequired', 'favoriteShopRequired')");
      await expectEmpty(await register({ phone: '', favoriteShopId: null }), 200);
      expect(account('erik@example.com')).toMatchObject({ phone: null, favourite_shop_id: null });
      // A given phone must still be plausible, a given shop must exist.
      expect((await validationProblemOf(await register({ email: 'b@example.com', phone: 'abc' }))).errors).toHaveProperty('invalid-phone');
      expect((await validationProblemOf(await register({ email: 'b@example.com', favoriteShopId: 999 }))).errors).toHaveProperty('requires-shop');
    });

    test('a missing member, a wrong JSON type or a malformed body → 400 empty', async () => {
      const noTerms: Partial<ReturnType<typeof registerBody>> = registerBody();
      delete noTerms.acceptTerms;
      await expectEmpty(await post('/register', noTerms), 400);
      await expectEmpty(await post('/register', { ...registerBody(), acceptTerms: 'yes' }), 400);
      await expectEmpty(await post('/register', '{"email":'), 400);
      await expectEmpty(await api.app.request('/api/identity/register', { method: 'POST' }), 400);
    });

    test('a registration mails its inbox: it waits while that inbox has had its confirmations, and creates nothing', async () => {
      for (let i = 0; i < 5; i += 1) expect((await post('/resendConfirmationEmail', { email: 'erik@example.com' })).status).toBe(200);
      const res = await register();
      expect(res.status).toBe(429);
      expect(await res.json()).toMatchObject({ code: 'rate-limited' });
      expect(account('erik@example.com')).toBeUndefined();
      expect(all(api.db, 'SELECT id FROM outbox_mail')).toEqual([]);
    });

    test('5 per minute per IP and e-mail → 429 rate-limited with Retry-After', async () => {
      for (let i = 0; i < 5; i += 1) expect((await register({ email: `r${i}@example.com`, password: 'weak' })).status).toBe(400);
      const res = await register({ email: 'r9@example.com' });
      expect(res.status).toBe(429);
      expect(res.headers.get('retry-after')).toMatch(/^\d+$/);
      expect(await res.json()).toMatchObject({ status: 429, code: 'rate-limited' });
      api.clock.advance(61_000);
      expect((await register({ email: 'r9@example.com' })).status).toBe(200);
    });
  });

  /* ------------------------------------------------------------ login */
  describe('POST /login', () => {
    test('bearer tokens: accessTokenResponseSchema, 3600 s, stored only as hashes with expiry', async () => {
      await registerConfirmed();
      const res = await post('/login?useCookies=false', { email: 'Erik@Example.com', password: TEST_PASSWORD });
      expect(res.status).toBe(200);
      expect(res.headers.get('cache-control')).toBe('no-store');
      const tokens = accessTokenResponseSchema.parse(await res.json());
      expect(tokens).toMatchObject({ tokenType: 'Bearer', expiresIn: 3600 });
      expect(tokens.accessToken).not.toBe(tokens.refreshToken);
      const rows = all<{ kind: string; token_hash: string; expires_at: string }>(api.db, "SELECT kind, token_hash, expires_at FROM tokens WHERE kind IN ('access', 'refresh') ORDER BY kind");
      expect(rows.map((r) => r.kind)).toEqual(['access', 'refresh']);
      expect(JSON.stringify(rows)).not.toContain(tokens.accessToken);
      expect(JSON.stringify(rows)).not.toContain(tokens.refreshToken);
      expect(rows[0]!.expires_at).toBe(new Date(api.clock.now().getTime() + HOUR).toISOString());
      expect(rows[1]!.expires_at).toBe(new Date(api.clock.now().getTime() + 14 * 24 * HOUR).toISOString());
    });

    test('wrong password and unknown user: the same 401 problem with detail Failed', async () => {
      await register();
      const wrong = await post('/login', { email: 'erik@example.com', password: 'Wrong1!x' });
      const unknown = await post('/login', { email: 'nobody@example.com', password: 'Wrong1!x' });
      for (const res of [wrong, unknown]) {
        expect(res.status).toBe(401);
        expect(res.headers.get('content-type')).toBe('application/problem+json');
      }
      const expected = { type: 'https://tools.ietf.org/html/rfc9110#section-15.5.2', title: 'Unauthorized', status: 401, detail: 'Failed' };
      expect(await wrong.json()).toEqual(expected);
      expect(await unknown.json()).toEqual(expected);
    });

    test('no account is locked: the fifth failure for an e-mail from one IP answers 429 for known and unknown e-mails alike', async () => {
      await registerConfirmed();
      api.clock.advance(61_000); // stay under the per-minute sign-in limit
      const answers: Array<{ status: number; retryAfter: string | null; body: unknown }> = [];
      for (const email of ['erik@example.com', 'nobody@example.com']) {
        for (let i = 0; i < 5; i += 1) expect((await post('/login', { email, password: 'Wrong1!x' })).status).toBe(401);
        const res = await post('/login', { email, password: TEST_PASSWORD });
        answers.push({ status: res.status, retryAfter: res.headers.get('retry-after'), body: await res.json() });
        api.clock.advance(61_000);
      }
      // The same answer, known account or not: nothing to learn about who has one.
      expect(answers[0]).toEqual(answers[1]);
      expect(answers[0]).toMatchObject({ status: 429, body: { code: 'rate-limited' } });
      expect(Number(answers[0]!.retryAfter)).toBeGreaterThan(0);
      api.clock.advance(15 * 60 * 1000);
      expect((await post('/login', { email: 'erik@example.com', password: TEST_PASSWORD })).status).toBe(200);
      expect(one<{ locked_until: string | null }>(api.db, 'SELECT locked_until FROM accounts WHERE email = ?', 'erik@example.com')!.locked_until).toBeNull();
    });

    test('a success forgets that e-mail\'s failures from that IP', async () => {
      await registerConfirmed();
      for (let i = 0; i < 4; i += 1) await post('/login', { email: 'erik@example.com', password: 'Wrong1!x' });
      await login(api.app, 'erik@example.com');
      api.clock.advance(61_000);
      for (let i = 0; i < 4; i += 1) expect((await post('/login', { email: 'erik@example.com', password: 'Wrong1!x' })).status).toBe(401);
    });

    test('an unconfirmed e-mail does not sign in: 401 NotAllowed, told only for the right password; after the link it does', async () => {
      await register();
      const wrong = await post('/login', { email: 'erik@example.com', password: 'Wrong1!x' });
      expect(await wrong.json()).toMatchObject({ status: 401, detail: 'Failed' });
      const right = await post('/login', { email: 'erik@example.com', password: TEST_PASSWORD });
      expect(right.status).toBe(401);
      expect(right.headers.get('content-type')).toBe('application/problem+json');
      expect(await right.json()).toEqual({ type: 'https://tools.ietf.org/html/rfc9110#section-15.5.2', title: 'Unauthorized', status: 401, detail: 'NotAllowed' });
      expect(all(api.db, "SELECT id FROM tokens WHERE kind IN ('access', 'refresh')")).toEqual([]);

      await confirmByMail(api.app, 'erik@example.com');
      const tokens = await login(api.app, 'erik@example.com');
      const res = await api.app.request('/api/identity/manage/info', { headers: bearer(tokens.accessToken) });
      expect(manageInfoResponseSchema.parse(await res.json())).toEqual({ email: 'erik@example.com', isEmailConfirmed: true });
    });

    test('a reset by the mailed link proves the address: the account then signs in', async () => {
      await register();
      await post('/forgotPassword', { email: 'erik@example.com' });
      const resetCode = lastMail(api.db, 'reset-password', 'erik@example.com')!.link.searchParams.get('code')!;
      await expectEmpty(await post('/resetPassword', { email: 'erik@example.com', resetCode, newPassword: 'Brand3New!' }), 200);
      await login(api.app, 'erik@example.com', 'Brand3New!');
    });

    test('useCookies=true → 400 (bearer only); bad body → 400 empty', async () => {
      await register();
      const res = await post('/login?useCookies=true&useSessionCookies=false', { email: 'erik@example.com', password: TEST_PASSWORD });
      expect(Object.keys((await validationProblemOf(res)).errors)).toEqual(['useCookies']);
      await expectEmpty(await post('/login', { email: 'erik@example.com' }), 400);
      await expectEmpty(await post('/login', 'nope'), 400);
    });

    test('only failures count per IP: right sign-ins never use up the address; the 11th failure in 15 minutes → 429 with Retry-After', async () => {
      await registerConfirmed();
      for (let i = 0; i < 25; i += 1) expect((await post('/login', { email: 'erik@example.com', password: TEST_PASSWORD })).status).toBe(200);
      for (let i = 0; i < 10; i += 1) expect((await post('/login', { email: `u${i}@example.com`, password: 'x' })).status).toBe(401);
      const res = await post('/login', { email: 'u99@example.com', password: 'x' });
      expect(res.status).toBe(429);
      expect(Number(res.headers.get('retry-after'))).toBeGreaterThan(0);
      expect(Number(res.headers.get('retry-after'))).toBeLessThanOrEqual(15 * 60);
    });

    test('the demo account signs in and has its profile', async () => {
      const tokens = await login(api.app, DEMO_EMAIL, DEMO_PASSWORD);
      const profile = profileSchema.parse(await (await api.app.request('/api/user/profile', { headers: bearer(tokens.accessToken) })).json());
      expect(profile).toEqual({
        isAuthenticated: true,
        favorites: [{ code: 'B102', type: 'article' }, { code: '4', type: 'shop' }],
        name: 'Anna',
        lastName: 'Andersson',
        email: DEMO_EMAIL,
        phone: '+46701234567',
        favoriteShopId: 1,
      });
      const info = await (await api.app.request('/api/identity/manage/info', { headers: bearer(tokens.accessToken) })).json();
      expect(info).toEqual({ email: DEMO_EMAIL, isEmailConfirmed: true });
    });
  });

  /* ------------------------------------------------------------ refresh */
  describe('POST /refresh', () => {
    test('a new pair; the older refresh token keeps working; garbage → 401 empty', async () => {
      const first = await registerAndLogin(api.app);
      const res = await post('/refresh', { refreshToken: first.refreshToken });
      expect(res.status).toBe(200);
      const second = accessTokenResponseSchema.parse(await res.json());
      expect(second.accessToken).not.toBe(first.accessToken);
      expect(second.refreshToken).not.toBe(first.refreshToken);
      expect((await api.app.request('/api/user/profile', { headers: bearer(second.accessToken) })).status).toBe(200);
      expect((await post('/refresh', { refreshToken: first.refreshToken })).status).toBe(200);
      await expectEmpty(await post('/refresh', { refreshToken: 'x'.repeat(43) }), 401);
      await expectEmpty(await post('/refresh', { refreshToken: first.accessToken }), 401); // an access token is no refresh token
      await expectEmpty(await post('/refresh', {}), 400);
    });

    test('expires after 14 days; the access token after 1 hour', async () => {
      const tokens = await registerAndLogin(api.app);
      api.clock.advance(HOUR + 1);
      expect((await api.app.request('/api/user/profile', { headers: bearer(tokens.accessToken) })).status).toBe(401);
      expect((await post('/refresh', { refreshToken: tokens.refreshToken })).status).toBe(200);
      api.clock.advance(14 * 24 * HOUR);
      await expectEmpty(await post('/refresh', { refreshToken: tokens.refreshToken }), 401);
    });

    test('a password change kills every refresh (and access) token: security stamp', async () => {
      const tokens = await registerAndLogin(api.app);
      const other = await login(api.app, 'erik@example.com');
      const res = await post('/manage/info', { oldPassword: TEST_PASSWORD, newPassword: 'Changed2?' }, bearer(tokens.accessToken));
      expect(res.status).toBe(200);
      await expectEmpty(await post('/refresh', { refreshToken: tokens.refreshToken }), 401);
      await expectEmpty(await post('/refresh', { refreshToken: other.refreshToken }), 401);
      expect((await api.app.request('/api/user/profile', { headers: bearer(other.accessToken) })).status).toBe(401);
      expect((await post('/login', { email: 'erik@example.com', password: TEST_PASSWORD })).status).toBe(401);
      await login(api.app, 'erik@example.com', 'Changed2?');
    });
  });

  /* ------------------------------------------------------------ confirmEmail, resend */
  describe('GET /confirmEmail and POST /resendConfirmationEmail', () => {
    test('the mailed link confirms: 200 text/plain; a bad code or user → 401 empty', async () => {
      await register();
      const { link } = lastMail(api.db, 'confirm-email', 'erik@example.com')!;
      const query = link.search;
      await expectEmpty(await api.app.request(`/api/identity/confirmEmail?userId=${link.searchParams.get('userId')}&code=${'A'.repeat(43)}`), 401);
      await expectEmpty(await api.app.request(`/api/identity/confirmEmail?userId=999&code=${link.searchParams.get('code')}`), 401);
      await expectEmpty(await api.app.request('/api/identity/confirmEmail?userId=abc&code=x'), 401);
      const res = await api.app.request(`/api/identity/confirmEmail${query}`);
      expect(res.status).toBe(200);
      expect(res.headers.get('content-type')).toMatch(/^text\/plain/);
      expect(await res.text()).toBe('Thank you for confirming your email.');
      expect(account('erik@example.com')!.email_confirmed).toBe(1);
    });

    test('a confirmation link expires after 24 hours', async () => {
      await register();
      const { link } = lastMail(api.db, 'confirm-email', 'erik@example.com')!;
      api.clock.advance(24 * HOUR);
      await expectEmpty(await api.app.request(`/api/identity/confirmEmail${link.search}`), 401);
    });

    test('resend: always 200 empty; a new mail only for a known unconfirmed account', async () => {
      await register();
      const mails = () => all(api.db, "SELECT id FROM outbox_mail WHERE kind = 'confirm-email'").length;
      const before = mails();
      const known = await post('/resendConfirmationEmail', { email: 'erik@example.com' });
      const unknown = await post('/resendConfirmationEmail', { email: 'nobody@example.com' });
      for (const res of [known, unknown]) await expectEmpty(res, 200);
      expect([...known.headers.entries()]).toEqual([...unknown.headers.entries()]);
      expect(mails()).toBe(before + 1);
      await expectEmpty(await post('/resendConfirmationEmail', { email: 'bad' }), 400);
    });
  });

  /* ------------------------------------------------------------ forgot / reset */
  describe('POST /forgotPassword and /resetPassword', () => {
    const forgot = (email: string) => post('/forgotPassword', { email });

    test('no enumeration: identical answers for known and unknown e-mails; a mail only for the known one', async () => {
      await register();
      const known = await forgot('erik@example.com');
      const unknown = await forgot('nobody@example.com');
      expect(known.status).toBe(200);
      expect(unknown.status).toBe(200);
      expect(await known.text()).toBe(await unknown.text());
      expect([...known.headers.entries()]).toEqual([...unknown.headers.entries()]);
      expect(all(api.db, "SELECT to_address FROM outbox_mail WHERE kind = 'reset-password'")).toEqual([{ to_address: 'erik@example.com' }]);
    });

    test('reset by the mailed link (also for an unconfirmed account): single use; old password and refresh tokens dead', async () => {
      const tokens = await registerAndLogin(api.app);
      await forgot('erik@example.com');
      const mail = lastMail(api.db, 'reset-password', 'erik@example.com')!;
      expect(mail.link.origin + mail.link.pathname).toBe(`${TEST_APP_URL}/reset-password`);
      expect(mail.link.searchParams.get('email')).toBe('erik@example.com');
      const resetCode = mail.link.searchParams.get('code')!;
      expect(mail.text).toContain(resetCode);
      await expectEmpty(await post('/resetPassword', { email: 'erik@example.com', resetCode, newPassword: 'Brand3New!' }), 200);
      const again = await validationProblemOf(await post('/resetPassword', { email: 'erik@example.com', resetCode, newPassword: 'Other4New!' }));
      expect(again.errors).toEqual({ InvalidToken: ['Invalid token.'] });
      expect((await post('/login', { email: 'erik@example.com', password: TEST_PASSWORD })).status).toBe(401);
      await login(api.app, 'erik@example.com', 'Brand3New!');
      await expectEmpty(await post('/refresh', { refreshToken: tokens.refreshToken }), 401);
      expect(account('erik@example.com')!.email_confirmed).toBe(1);
    });

    test('a reset code is valid for 24 hours (injectable clock)', async () => {
      await register();
      await forgot('erik@example.com');
      const early = lastMail(api.db, 'reset-password', 'erik@example.com')!.link.searchParams.get('code')!;
      api.clock.advance(24 * HOUR - 1000);
      await expectEmpty(await post('/resetPassword', { email: 'erik@example.com', resetCode: early, newPassword: 'Brand3New!' }), 200);

      await forgot('erik@example.com');
      const late = lastMail(api.db, 'reset-password', 'erik@example.com')!.link.searchParams.get('code')!;
      api.clock.advance(24 * HOUR);
      const res = await post('/resetPassword', { email: 'erik@example.com', resetCode: late, newPassword: 'Other4New!' });
      expect((await validationProblemOf(res)).errors).toEqual({ InvalidToken: ['Invalid token.'] });
    });

    test('InvalidToken for an unknown user or a wrong code; Password* rules keep the code usable', async () => {
      await register();
      await forgot('erik@example.com');
      const resetCode = lastMail(api.db, 'reset-password', 'erik@example.com')!.link.searchParams.get('code')!;
      const unknown = await validationProblemOf(await post('/resetPassword', { email: 'nobody@example.com', resetCode, newPassword: 'Brand3New!' }));
      const wrong = await validationProblemOf(await post('/resetPassword', { email: 'erik@example.com', resetCode: 'B'.repeat(43), newPassword: 'Brand3New!' }));
      expect(unknown).toEqual(wrong);
      expect(wrong.errors).toEqual({ InvalidToken: ['Invalid token.'] });
      const weak = await validationProblemOf(await post('/resetPassword', { email: 'erik@example.com', resetCode, newPassword: 'weak' }));
      expect(Object.keys(weak.errors)).toEqual(['PasswordTooShort', 'PasswordRequiresNonAlphanumeric', 'PasswordRequiresDigit', 'PasswordRequiresUpper']);
      await expectEmpty(await post('/resetPassword', { email: 'erik@example.com', resetCode, newPassword: 'Brand3New!' }), 200);
      await expectEmpty(await post('/resetPassword', { email: 'erik@example.com' }), 400);
    });

    test('past 5 resets to one inbox in an hour nothing more is sent, the answer stays 200, and the codes already sent still work', async () => {
      await register();
      const resets = () => all(api.db, "SELECT id FROM outbox_mail WHERE kind = 'reset-password' AND to_address = 'erik@example.com'").length;
      for (const email of ['erik@example.com', 'nobody@example.com']) {
        for (let i = 0; i < 5; i += 1) expect((await forgot(email)).status).toBe(200);
        await expectEmpty(await forgot(email), 200);
      }
      expect(resets()).toBe(5);
      // Whoever spent the inbox's resets, its owner resets with the newest code there.
      const resetCode = lastMail(api.db, 'reset-password', 'erik@example.com')!.link.searchParams.get('code')!;
      await expectEmpty(await post('/resetPassword', { email: 'erik@example.com', resetCode, newPassword: 'Brand3New!' }), 200);
      // The other kinds of mail to that inbox have their own budgets.
      await expectEmpty(await post('/resendConfirmationEmail', { email: 'erik@example.com' }), 200);
      await expectEmpty(await post('/sendSignInLink', { email: 'erik@example.com' }), 200);
      expect(lastMail(api.db, 'sign-in-link', 'erik@example.com')).toBeDefined();
      api.clock.advance(HOUR);
      await forgot('erik@example.com');
      expect(resets()).toBe(6);
    });

    test("the caller's own mail budget answers 429 with Retry-After", async () => {
      for (let i = 0; i < 20; i += 1) expect((await forgot(`someone${i}@example.com`)).status).toBe(200);
      const res = await forgot('erik@example.com');
      expect(res.status).toBe(429);
      expect(Number(res.headers.get('retry-after'))).toBeGreaterThan(3000);
      expect(await res.json()).toMatchObject({ code: 'rate-limited' });
    });
  });

  /* ------------------------------------------------------------ sign-in link */
  describe('POST /sendSignInLink and /signInWithLink', () => {
    const sendLink = (email: string, redirectUri?: string) => post('/sendSignInLink', { email, redirectUri });
    const linkOf = (email: string) => {
      const link = lastMail(api.db, 'sign-in-link', email)!.link;
      return { link, code: link.searchParams.get('signInCode')! };
    };
    const useLink = (email: string, code: string) => post('/signInWithLink', { email, code });

    test('no enumeration: identical answers for known and unknown e-mails; a mail to the app\'s sign-in page only for the known one; only a hash stored', async () => {
      await registerConfirmed();
      const known = await sendLink('erik@example.com', '/order-history?page=2');
      const unknown = await sendLink('nobody@example.com');
      await expectEmpty(known, 200);
      await expectEmpty(unknown, 200);
      expect([...known.headers.entries()]).toEqual([...unknown.headers.entries()]);
      expect(all(api.db, "SELECT to_address FROM outbox_mail WHERE kind = 'sign-in-link'")).toEqual([{ to_address: 'erik@example.com' }]);
      const { link, code } = linkOf('erik@example.com');
      expect(link.origin + link.pathname).toBe(`${TEST_APP_URL}/login`);
      expect(link.searchParams.get('email')).toBe('erik@example.com');
      expect(link.searchParams.get('redirectUri')).toBe('/order-history?page=2');
      expect(code).toMatch(/^[A-Za-z0-9_-]{43}$/);
      expect(JSON.stringify(all(api.db, "SELECT token_hash FROM tokens WHERE kind = 'sign-in'"))).not.toContain(code);
    });

    test('another site as redirectUri, or a body that is not one → 400 empty, nothing sent', async () => {
      await registerConfirmed();
      await expectEmpty(await sendLink('erik@example.com', '//evil.example/'), 400);
      await expectEmpty(await sendLink('erik@example.com', 'https://evil.example/'), 400);
      await expectEmpty(await post('/sendSignInLink', {}), 400);
      await expectEmpty(await post('/signInWithLink', { email: 'erik@example.com' }), 400);
      expect(lastMail(api.db, 'sign-in-link', 'erik@example.com')).toBeUndefined();
    });

    test("the link signs in with a login's tokens, once; the links mailed before it end with it", async () => {
      await registerConfirmed();
      await sendLink('erik@example.com');
      const older = linkOf('erik@example.com').code;
      await sendLink('erik@example.com');
      const { code } = linkOf('erik@example.com');
      const res = await useLink('Erik@Example.com', code);
      expect(res.status).toBe(200);
      const tokens = accessTokenResponseSchema.parse(await res.json());
      expect(tokens).toMatchObject({ tokenType: 'Bearer', expiresIn: 3600 });
      const info = await api.app.request('/api/identity/manage/info', { headers: bearer(tokens.accessToken) });
      expect(await info.json()).toEqual({ email: 'erik@example.com', isEmailConfirmed: true });
      expect((await validationProblemOf(await useLink('erik@example.com', code))).errors).toEqual({ InvalidToken: ['Invalid token.'] });
      expect((await validationProblemOf(await useLink('erik@example.com', older))).errors).toEqual({ InvalidToken: ['Invalid token.'] });
    });

    test('a link works for 15 minutes; a wrong code, another account\'s code or an unknown e-mail answer alike', async () => {
      await registerConfirmed();
      await registerConfirmed({ email: 'other@example.com' });
      await sendLink('erik@example.com');
      const early = linkOf('erik@example.com').code;
      api.clock.advance(15 * 60 * 1000 - 1000);
      expect((await useLink('erik@example.com', early)).status).toBe(200);
      await sendLink('erik@example.com');
      const late = linkOf('erik@example.com').code;
      api.clock.advance(15 * 60 * 1000);
      const expired = await validationProblemOf(await useLink('erik@example.com', late));
      const wrong = await validationProblemOf(await useLink('erik@example.com', 'B'.repeat(43)));
      const unknown = await validationProblemOf(await useLink('nobody@example.com', late));
      await sendLink('other@example.com');
      const crossed = await validationProblemOf(await useLink('erik@example.com', linkOf('other@example.com').code));
      for (const answer of [expired, unknown, crossed]) expect(answer).toEqual(wrong);
      expect(wrong.errors).toEqual({ InvalidToken: ['Invalid token.'] });
    });

    test('an unconfirmed account: the link proves the address, and signs in', async () => {
      await register();
      await sendLink('erik@example.com');
      expect((await useLink('erik@example.com', linkOf('erik@example.com').code)).status).toBe(200);
      expect(account('erik@example.com')!.email_confirmed).toBe(1);
    });

    test('a password change ends the links mailed before it', async () => {
      const { accessToken } = await registerAndLogin(api.app);
      await sendLink('erik@example.com');
      const { code } = linkOf('erik@example.com');
      expect((await post('/manage/info', { oldPassword: TEST_PASSWORD, newPassword: 'Changed2?' }, bearer(accessToken))).status).toBe(200);
      expect((await useLink('erik@example.com', code)).status).toBe(400);
    });

    test('past 3 links to one inbox in 15 minutes nothing more is sent, the answer stays 200, and the newest link there still signs in', async () => {
      await registerConfirmed();
      for (let i = 0; i < 3; i += 1) await expectEmpty(await sendLink('erik@example.com'), 200);
      const newest = linkOf('erik@example.com').code;
      api.clock.advance(14 * 60 * 1000);
      await expectEmpty(await sendLink('erik@example.com'), 200);
      expect(all(api.db, "SELECT id FROM outbox_mail WHERE kind = 'sign-in-link'")).toHaveLength(3);
      expect((await useLink('erik@example.com', newest)).status).toBe(200);
      // Once the window has passed, a new link goes out.
      api.clock.advance(60 * 1000);
      await sendLink('erik@example.com');
      expect(all(api.db, "SELECT id FROM outbox_mail WHERE kind = 'sign-in-link'")).toHaveLength(4);
    });

  });

  /* ------------------------------------------------------------ manage/info */
  describe('/manage/info', () => {
    test('401 empty without or with a bad bearer token', async () => {
      await expectEmpty(await api.app.request('/api/identity/manage/info'), 401);
      await expectEmpty(await api.app.request('/api/identity/manage/info', { headers: bearer('x'.repeat(43)) }), 401);
      await expectEmpty(await post('/manage/info', {}), 401);
    });

    test('changing the password needs the old one: OldPasswordRequired, PasswordMismatch, Password*', async () => {
      const { accessToken } = await registerAndLogin(api.app);
      const change = (body: unknown) => post('/manage/info', body, bearer(accessToken));
      expect((await validationProblemOf(await change({ newPassword: 'Changed2?' }))).errors).toEqual({
        OldPasswordRequired: ['The old password is required to set a new password. If the old password is forgotten, use /resetPassword.'],
      });
      expect((await validationProblemOf(await change({ newPassword: 'Changed2?', oldPassword: 'Wrong1!x' }))).errors).toEqual({ PasswordMismatch: ['Incorrect password.'] });
      expect(Object.keys((await validationProblemOf(await change({ newPassword: 'changed', oldPassword: TEST_PASSWORD }))).errors)).toEqual([
        'PasswordRequiresNonAlphanumeric', 'PasswordRequiresDigit', 'PasswordRequiresUpper',
      ]);
      expect((await validationProblemOf(await change({ newEmail: 'nope' }))).errors).toEqual({ InvalidEmail: ["Email 'nope' is invalid."] });
      const ok = await change({ newPassword: 'Changed2?', oldPassword: TEST_PASSWORD });
      expect(manageInfoResponseSchema.parse(await ok.json())).toEqual({ email: 'erik@example.com', isEmailConfirmed: true });
    });

    test('a new e-mail needs the current password: none → OldPasswordRequired, a wrong one → PasswordMismatch; nothing is mailed', async () => {
      const { accessToken } = await registerAndLogin(api.app);
      const change = (body: unknown) => post('/manage/info', body, bearer(accessToken));
      expect((await validationProblemOf(await change({ newEmail: 'new@example.com' }))).errors).toEqual({
        OldPasswordRequired: ['The current password is required to change the email address.'],
      });
      expect((await validationProblemOf(await change({ newEmail: 'new@example.com', oldPassword: 'Wrong1!x' }))).errors).toEqual({
        PasswordMismatch: ['Incorrect password.'],
      });
      expect(lastMail(api.db, 'confirm-email', 'new@example.com')).toBeUndefined();
      expect(lastMail(api.db, 'email-change-requested', 'erik@example.com')).toBeUndefined();
      // The address it has already needs no password: nothing changes.
      expect(await (await change({ newEmail: 'erik@example.com' })).json()).toEqual({ email: 'erik@example.com', isEmailConfirmed: true });
    });

    test('a new e-mail changes only when the link sent to it is opened; the old address is told; every session ends then', async () => {
      const { accessToken, refreshToken } = await registerAndLogin(api.app);
      const other = await login(api.app, 'erik@example.com');
      const res = await post('/manage/info', { newEmail: 'new@example.com', oldPassword: TEST_PASSWORD }, bearer(accessToken));
      expect(await res.json()).toEqual({ email: 'erik@example.com', isEmailConfirmed: true });
      const notice = lastMail(api.db, 'email-change-requested', 'erik@example.com')!;
      expect(notice.text).toContain('new@example.com');
      expect(notice.link.href).toBe(`${TEST_APP_URL}/forgot-password`);
      const { link } = lastMail(api.db, 'confirm-email', 'new@example.com')!;
      expect(link.searchParams.get('changedEmail')).toBe('new@example.com');

      // Until the link is opened the old address signs in and the new one does not; sessions live on.
      expect((await post('/login', { email: 'new@example.com', password: TEST_PASSWORD })).status).toBe(401);
      expect((await post('/refresh', { refreshToken: other.refreshToken })).status).toBe(200);
      // Without changedEmail the code does not confirm the old address.
      const withoutChange = new URLSearchParams(link.search);
      withoutChange.delete('changedEmail');
      await expectEmpty(await api.app.request(`/api/identity/confirmEmail?${withoutChange.toString()}`), 401);

      expect((await api.app.request(`/api/identity/confirmEmail${link.search}`)).status).toBe(200);
      expect(account('new@example.com')).toMatchObject({ email_confirmed: 1 });
      expect(account('erik@example.com')).toBeUndefined();
      await expectEmpty(await post('/refresh', { refreshToken }), 401);
      await expectEmpty(await post('/refresh', { refreshToken: other.refreshToken }), 401);
      expect((await api.app.request('/api/user/profile', { headers: bearer(accessToken) })).status).toBe(401);
      expect((await post('/login', { email: 'erik@example.com', password: TEST_PASSWORD })).status).toBe(401);
      await login(api.app, 'new@example.com');
      // The link works once.
      await expectEmpty(await api.app.request(`/api/identity/confirmEmail${link.search}`), 401);
    });

    test('a password reset before the link is opened cancels the change', async () => {
      const { accessToken } = await registerAndLogin(api.app);
      await post('/manage/info', { newEmail: 'new@example.com', oldPassword: TEST_PASSWORD }, bearer(accessToken));
      const { link } = lastMail(api.db, 'confirm-email', 'new@example.com')!;
      await post('/forgotPassword', { email: 'erik@example.com' });
      const code = lastMail(api.db, 'reset-password', 'erik@example.com')!.link.searchParams.get('code')!;
      expect((await post('/resetPassword', { email: 'erik@example.com', resetCode: code, newPassword: 'Reset3!x' })).status).toBe(200);
      await expectEmpty(await api.app.request(`/api/identity/confirmEmail${link.search}`), 401);
      await login(api.app, 'erik@example.com', 'Reset3!x');
    });

    test('a new e-mail is a mail to an inbox the caller names: the 6th to one inbox within the hour → 429 rate-limited, nothing sent', async () => {
      const { accessToken } = await registerAndLogin(api.app);
      const mails = () => all(api.db, "SELECT id FROM outbox_mail WHERE to_address = 'new@example.com'").length;
      for (let i = 0; i < 5; i += 1) expect((await post('/manage/info', { newEmail: 'new@example.com', oldPassword: TEST_PASSWORD }, bearer(accessToken))).status).toBe(200);
      expect(mails()).toBe(5);
      const limited = await post('/manage/info', { newEmail: 'New@Example.com', oldPassword: TEST_PASSWORD, newPassword: 'Changed2?' }, bearer(accessToken));
      expect(limited.status).toBe(429);
      expect(Number(limited.headers.get('retry-after'))).toBeGreaterThan(0);
      expect(await limited.json()).toMatchObject({ code: 'rate-limited' });
      expect(mails()).toBe(5);
      // Refused before anything changed: the password is the old one.
      await login(api.app, 'erik@example.com');
      // The same inbox's other confirmations wait too; its resets have a budget of their own.
      expect((await post('/resendConfirmationEmail', { email: 'new@example.com' })).status).toBe(429);
      expect((await post('/forgotPassword', { email: 'new@example.com' })).status).toBe(200);
    });

    test('current-password checks are limited per account: the 11th within 15 minutes → 429 with Retry-After', async () => {
      const { accessToken } = await registerAndLogin(api.app);
      for (let i = 0; i < 10; i += 1) {
        expect((await post('/manage/info', { newEmail: 'new@example.com', oldPassword: `Wrong${i}!x` }, bearer(accessToken))).status).toBe(400);
      }
      const limited = await post('/manage/info', { newEmail: 'new@example.com', oldPassword: TEST_PASSWORD }, bearer(accessToken));
      expect(limited.status).toBe(429);
      expect(Number(limited.headers.get('retry-after'))).toBeGreaterThan(0);
      api.clock.advance(15 * 60 * 1000);
      expect((await post('/manage/info', { newEmail: 'new@example.com', oldPassword: TEST_PASSWORD }, bearer(accessToken))).status).toBe(200);
    });
  });

  test('tokens never appear in logs', async () => {
    const spies = (['log', 'info', 'warn', 'error', 'debug'] as const).map((m) => jest.spyOn(console, m).mockImplementation(() => {}));
    try {
      const tokens = await registerAndLogin(api.app);
      await post('/refresh', { refreshToken: tokens.refreshToken });
      await api.app.request('/api/user/profile', { headers: bearer(tokens.accessToken) });
      await post('/forgotPassword', { email: 'erik@example.com' });
      const logged = JSON.stringify(spies.flatMap((s) => s.mock.calls));
      expect(logged).not.toContain(tokens.accessToken);
      expect(logged).not.toContain(tokens.refreshToken);
    } finally {
      for (const s of spies) s.mockRestore();
    }
  });
});

describe('registration with the production password hash', () => {
  const api = useTestApi({ identity: { scrypt: DEFAULT_SCRYPT, appUrl: TEST_APP_URL, rateLimits: false } });
  const timed = async (email: string): Promise<number> => {
    const started = performance.now();
    const res = await postJson(api.app, '/api/identity/register', registerBody({ email }));
    expect(res.status).toBe(200);
    return performance.now() - started;
  };
  const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

  test('takes about as long for a known e-mail as for a new one: the password is hashed either way', async () => {
    await timed('erik@example.com');
    const known: number[] = [];
    const fresh: number[] = [];
    for (let i = 0; i < 5; i += 1) {
      known.push(await timed('erik@example.com'));
      fresh.push(await timed(`new${i}@example.com`));
    }
    // A known address used to answer at once, without hashing (some 100 times faster); the
    // bounds leave room for a busy machine.
    expect(median(known) / median(fresh)).toBeGreaterThan(0.25);
    expect(median(known) / median(fresh)).toBeLessThan(4);
  }, 60_000);
});

describe('the client address the app forwards', () => {
  const SECRET = 'client-address-secret-0123456789';
  const api = useTestApi({ identity: { scrypt: FAST_SCRYPT, appUrl: TEST_APP_URL, rateLimits: true, clientAddressSecret: SECRET } });
  const fromApp = (address: string, secret = SECRET) => ({ 'x-client-address': address, 'x-client-address-secret': secret });
  const signIn = (email: string, password: string, headers: Record<string, string>) => postJson(api.app, '/api/identity/login', { email, password }, headers);

  test("with the shared secret, limits count per guest: one guest's failed sign-ins do not stop another's", async () => {
    await postJson(api.app, '/api/identity/register', registerBody());
    await confirmByMail(api.app, registerBody().email);
    for (let i = 0; i < 10; i += 1) expect((await signIn(`guess${i}@example.com`, 'Wrong1!x', fromApp('203.0.113.9'))).status).toBe(401);
    const attacker = await signIn('guess10@example.com', 'Wrong1!x', fromApp('203.0.113.9'));
    expect(attacker.status).toBe(429);
    expect(Number(attacker.headers.get('retry-after'))).toBeGreaterThan(0);
    expect((await signIn('erik@example.com', TEST_PASSWORD, fromApp('198.51.100.20'))).status).toBe(200);
  });

  test("wrong reset codes and sign-in links count per guest and per guest and e-mail, never per e-mail alone: the guesser waits, the owner does not", async () => {
    const email = registerBody().email;
    await postJson(api.app, '/api/identity/register', registerBody());
    await confirmByMail(api.app, email);
    const attacker = fromApp('203.0.113.9');
    for (let i = 0; i < 5; i += 1) {
      const path = i % 2 ? '/api/identity/resetPassword' : '/api/identity/signInWithLink';
      const body = i % 2 ? { email, resetCode: `Guess${i}`.padEnd(43, 'x'), newPassword: 'Brand3New!' } : { email, code: `Guess${i}`.padEnd(43, 'x') };
      expect((await postJson(api.app, path, body, attacker)).status).toBe(400);
    }
    const limited = await postJson(api.app, '/api/identity/signInWithLink', { email, code: 'x'.repeat(43) }, attacker);
    expect(limited.status).toBe(429);
    expect(Number(limited.headers.get('retry-after'))).toBeGreaterThan(0);
    expect((await postJson(api.app, '/api/identity/resetPassword', { email, resetCode: 'x'.repeat(43), newPassword: 'Brand3New!' }, attacker)).status).toBe(429);

    const owner = fromApp('198.51.100.20');
    await postJson(api.app, '/api/identity/forgotPassword', { email }, owner);
    const resetCode = lastMail(api.db, 'reset-password', email)!.link.searchParams.get('code')!;
    expect((await postJson(api.app, '/api/identity/resetPassword', { email, resetCode, newPassword: 'Brand3New!' }, owner)).status).toBe(200);
    await postJson(api.app, '/api/identity/sendSignInLink', { email }, owner);
    const code = lastMail(api.db, 'sign-in-link', email)!.link.searchParams.get('signInCode')!;
    expect((await postJson(api.app, '/api/identity/signInWithLink', { email, code }, owner)).status).toBe(200);
  });

  test('after 20 failed sign-ins for the e-mail from 5 guests and its resets spent, the sign-in link is still mailed and signs in', async () => {
    const email = registerBody().email;
    await postJson(api.app, '/api/identity/register', registerBody());
    await confirmByMail(api.app, email);
    for (let i = 0; i < 20; i += 1) expect((await signIn(email, `Guess${i}!x`, fromApp(`203.0.113.${i % 5}`))).status).toBe(401);
    for (let i = 0; i < 6; i += 1) expect((await postJson(api.app, '/api/identity/forgotPassword', { email }, fromApp('203.0.113.50'))).status).toBe(200);
    const owner = fromApp('198.51.100.20');
    expect((await postJson(api.app, '/api/identity/sendSignInLink', { email }, owner)).status).toBe(200);
    const code = lastMail(api.db, 'sign-in-link', email)!.link.searchParams.get('signInCode')!;
    expect((await postJson(api.app, '/api/identity/signInWithLink', { email, code }, owner)).status).toBe(200);
  });

  test('without the secret, or with a wrong one, the header is ignored: every such caller is one client', async () => {
    for (let i = 0; i < 10; i += 1) {
      const headers = i % 2 ? { 'x-client-address': `203.0.113.${i}` } : fromApp(`203.0.113.${i}`, 'wrong-secret-0123456789');
      expect((await signIn(`guess${i}@example.com`, 'Wrong1!x', headers)).status).toBe(401);
    }
    expect((await signIn('someone@example.com', 'Wrong1!x', { 'x-client-address': '198.51.100.20' })).status).toBe(429);
  });
});

describe('an API in SPEC.md shapes only', () => {
  const api = useTestApi({ shape: 'spec', identity: { scrypt: FAST_SCRYPT, appUrl: TEST_APP_URL, rateLimits: true } });

  test('has no sign-in links (an optional capability): both calls answer 404, and nothing is mailed', async () => {
    await postJson(api.app, '/api/identity/register', registerBody());
    expect((await postJson(api.app, '/api/identity/sendSignInLink', { email: registerBody().email })).status).toBe(404);
    expect((await postJson(api.app, '/api/identity/signInWithLink', { email: registerBody().email, code: 'x'.repeat(43) })).status).toBe(404);
    expect(lastMail(api.db, 'sign-in-link', registerBody().email)).toBeUndefined();
  });
});
