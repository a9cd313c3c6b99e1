import { sealData, unsealData } from 'iron-session';

import { SIGNED_IN_HINT_COOKIE } from '@/lib/domain/account/signed-in-hint';
import { sessionSecretId } from '@/lib/security/session-secrets';

import { sessionCookieName } from './cookie-name';
import { type FakeCookieStore, fakeCookieStore } from './cookie-store.testing';
import { getSession, LAST_SEEN_RESOLUTION_MS, saveSession, SESSION_TTL_SECONDS, type SessionData, SIGNED_IN_IDLE_MS } from './session';

let store: FakeCookieStore;
jest.mock('next/headers', () => ({ cookies: async () => store }));

const SECRET = 'a-test-session-secret-of-32-chars-or-more';
const saved = { ...process.env };
const setEnv = (values: Record<string, string | undefined>) => Object.assign(process.env, values);

beforeEach(() => {
  store = fakeCookieStore();
  setEnv({ SESSION_SECRET: SECRET });
  delete process.env.COOKIE_SECURE;
});
afterEach(() => {
  for (const key of Object.keys(process.env)) if (!(key in saved)) delete process.env[key];
  Object.assign(process.env, saved);
});

/** The cookies a browser would send: `data` sealed under the current name, and the signed-in hint with a sign-in. */
async function holdSession(data: SessionData, hint = Boolean(data.accessToken)) {
  store.jar.set(sessionCookieName(), { value: await sealData(data, { password: SECRET, ttl: SESSION_TTL_SECONDS }), options: {} });
  if (hint) store.jar.set(SIGNED_IN_HINT_COOKIE, { value: '1', options: {} });
  else store.jar.delete(SIGNED_IN_HINT_COOKIE);
  store.state.writes = 0;
}
/** The stored session, opened with exactly these secrets (by default the one of these tests). */
const storedData = async (secrets = [SECRET]) =>
  unsealData<SessionData>(store.jar.get(sessionCookieName())!.value, {
    password: Object.fromEntries(secrets.map((s) => [sessionSecretId(s), s])),
    ttl: SESSION_TTL_SECONDS,
  });

describe('the cookie', () => {
  test('in production it is __Host-ordering_session: Secure, HttpOnly, SameSite=Lax, Path=/, no Domain', async () => {
    setEnv({ NODE_ENV: 'production' });
    const session = await getSession();
    session.customerCode = 'guest-code-0123456789ab';
    await session.save();
    expect([...store.jar.keys()]).toEqual(['__Host-ordering_session']);
    const { options } = store.jar.get('__Host-ordering_session')!;
    expect(options).toMatchObject({ secure: true, httpOnly: true, sameSite: 'lax', path: '/', maxAge: SESSION_TTL_SECONDS - 60 });
    expect(options).not.toHaveProperty('domain');
  });

  test('without Secure (COOKIE_SECURE=0, or development over http) it keeps the plain name: __Host- requires Secure', () => {
    expect(sessionCookieName({ NODE_ENV: 'production', COOKIE_SECURE: '0' })).toBe('ordering_session');
    expect(sessionCookieName({ NODE_ENV: 'development' })).toBe('ordering_session');
    expect(sessionCookieName({ NODE_ENV: 'development', COOKIE_SECURE: '1' })).toBe('__Host-ordering_session');
    expect(sessionCookieName({ NODE_ENV: 'production' })).toBe('__Host-ordering_session');
  });
});

describe('the idle timeout of a signed-in session', () => {
  const now = Date.now();
  const signedIn = (lastSeenAt: number | undefined): SessionData => ({
    customerCode: 'guest-code-0123456789ab',
    accessToken: 'access',
    refreshToken: 'refresh',
    expiresAt: now + 3_600_000,
    ...(lastSeenAt === undefined ? {} : { lastSeenAt }),
  });

  test('14 days without use sign it out; the guest key stays', async () => {
    await holdSession(signedIn(now - SIGNED_IN_IDLE_MS - 60_000));
    const session = await getSession();
    expect(session.accessToken).toBeUndefined();
    expect(session.customerCode).toBe('guest-code-0123456789ab');
    expect(await storedData()).toEqual({ customerCode: 'guest-code-0123456789ab' });
  });

  test('a signed-in session with no record of its last use counts as idle', async () => {
    await holdSession(signedIn(undefined));
    expect((await getSession()).accessToken).toBeUndefined();
  });

  test('use refreshes the clock, at most once an hour', async () => {
    await holdSession(signedIn(now - 10 * 60_000));
    expect((await getSession()).accessToken).toBe('access');
    expect(store.state.writes).toBe(0);

    await holdSession(signedIn(now - LAST_SEEN_RESOLUTION_MS - 60_000));
    const session = await getSession();
    expect(session.accessToken).toBe('access');
    expect(store.state.writes).toBe(1);
    expect((await storedData()).lastSeenAt).toBeGreaterThanOrEqual(now);
  });

  test('a 13-day-old session is still signed in', async () => {
    await holdSession(signedIn(now - 13 * 24 * 60 * 60_000));
    expect((await getSession()).accessToken).toBe('access');
  });

  test('while a page renders (cookies read-only) an idle session reads as signed out, without an error', async () => {
    await holdSession(signedIn(now - SIGNED_IN_IDLE_MS - 60_000));
    store.state.readOnly = true;
    await expect(getSession()).resolves.toMatchObject({ customerCode: 'guest-code-0123456789ab' });
    expect((await getSession()).accessToken).toBeUndefined();
  });

  test("a guest's session has no idle clock", async () => {
    await holdSession({ customerCode: 'guest-code-0123456789ab' });
    expect((await getSession()).customerCode).toBe('guest-code-0123456789ab');
    expect(store.state.writes).toBe(0);
  });
});

describe('the signed-in hint (a readable cookie that only says "signed in", so guest pages ask for no profile)', () => {
  test('saving a signed-in session sets it for as long as the seal lasts, readable by page scripts; signing out removes it', async () => {
    const session = await getSession();
    session.accessToken = 'access';
    session.lastSeenAt = Date.now();
    await saveSession(session);
    expect(store.jar.get(SIGNED_IN_HINT_COOKIE)).toEqual({ value: '1', options: expect.objectContaining({ path: '/', maxAge: SESSION_TTL_SECONDS }) });
    expect(store.jar.get(SIGNED_IN_HINT_COOKIE)!.options).not.toHaveProperty('httpOnly');
    delete session.accessToken;
    await saveSession(session);
    expect(store.jar.has(SIGNED_IN_HINT_COOKIE)).toBe(false);
  });

  test('a hint without a sign-in behind it (a lost seal) is removed by the next route that reads the session', async () => {
    await holdSession({ customerCode: 'guest-code-0123456789ab' }, true);
    await getSession();
    expect(store.jar.has(SIGNED_IN_HINT_COOKIE)).toBe(false);
  });

  test('an expired sign-in takes the hint with it; a guest session never gets one', async () => {
    await holdSession({ accessToken: 'access', refreshToken: 'r', lastSeenAt: Date.now() - SIGNED_IN_IDLE_MS - 60_000 });
    await getSession();
    expect(store.jar.has(SIGNED_IN_HINT_COOKIE)).toBe(false);
    await holdSession({ customerCode: 'guest-code-0123456789ab' });
    const guest = await getSession();
    await saveSession(guest);
    expect(store.jar.has(SIGNED_IN_HINT_COOKIE)).toBe(false);
    expect(store.state.writes).toBe(1); // the session itself, nothing for the hint
  });
});

describe('rotating SESSION_SECRET (several secrets, comma-separated, the newest last)', () => {
  const OLD = 'the-old-session-secret-of-32-chars-or-more';
  const NEW = 'the-new-session-secret-of-32-chars-or-more';
  const guest = { customerCode: 'guest-code-0123456789ab' };

  /** A session saved by a route handler while SESSION_SECRET was `secret`. */
  async function savedUnder(secret: string, data: SessionData) {
    setEnv({ SESSION_SECRET: secret });
    const session = await getSession();
    Object.assign(session, data);
    await saveSession(session);
    store.state.writes = 0;
  }

  test('a cookie sealed with the old secret still reads after the new one is added, and is sealed again with the new one', async () => {
    await savedUnder(OLD, guest);
    setEnv({ SESSION_SECRET: `${OLD},${NEW}` });
    expect((await getSession()).customerCode).toBe(guest.customerCode);
    // Sealed again at once (a route handler may write cookies), with the new secret alone.
    expect(store.state.writes).toBe(1);
    expect(await storedData([NEW])).toEqual(guest);
    expect(await storedData([OLD])).toEqual({});
    // Read again: nothing more to do.
    await getSession();
    expect(store.state.writes).toBe(1);
    // Once the old secret is dropped the session still reads: the new one sealed it.
    setEnv({ SESSION_SECRET: NEW });
    expect((await getSession()).customerCode).toBe(guest.customerCode);
  });

  test('while a page renders (cookies read-only) it reads, and the next save seals it with the new secret', async () => {
    await savedUnder(OLD, { ...guest, accessToken: 'access', lastSeenAt: Date.now() });
    setEnv({ SESSION_SECRET: `${OLD},${NEW}` });
    store.state.readOnly = true;
    const session = await getSession();
    expect(session).toMatchObject({ ...guest, accessToken: 'access' });
    expect(store.state.writes).toBe(0);
    store.state.readOnly = false;
    session.accessToken = 'renewed';
    await saveSession(session);
    expect(await storedData([NEW])).toMatchObject({ ...guest, accessToken: 'renewed' });
  });

  test('a cookie sealed before rotation existed (a single secret, id 1) reads after rotation, whichever place its secret has', async () => {
    store.jar.set(sessionCookieName(), { value: await sealData(guest, { password: OLD, ttl: SESSION_TTL_SECONDS }), options: {} });
    setEnv({ SESSION_SECRET: `${OLD},${NEW}` });
    expect((await getSession()).customerCode).toBe(guest.customerCode);
    expect(await storedData([NEW])).toEqual(guest);

    // Its secret listed last (the newest): it reads, and needs no new seal.
    store.jar.set(sessionCookieName(), { value: await sealData(guest, { password: OLD, ttl: SESSION_TTL_SECONDS }), options: {} });
    store.state.writes = 0;
    setEnv({ SESSION_SECRET: `${NEW},${OLD}` });
    expect((await getSession()).customerCode).toBe(guest.customerCode);
    expect(store.state.writes).toBe(0);
  });

  test('adding a newer secret, then dropping the oldest, keeps every session that was sealed meanwhile', async () => {
    const NEWER = 'the-newer-session-secret-of-32-chars-or-more';
    await savedUnder(`${OLD},${NEW}`, guest);
    setEnv({ SESSION_SECRET: `${OLD},${NEW},${NEWER}` });
    store.state.readOnly = true;
    expect((await getSession()).customerCode).toBe(guest.customerCode);
    setEnv({ SESSION_SECRET: `${NEW},${NEWER}` });
    expect((await getSession()).customerCode).toBe(guest.customerCode);
  });

  test('a cookie sealed with a secret no longer listed reads as a new session', async () => {
    await savedUnder(OLD, guest);
    setEnv({ SESSION_SECRET: NEW });
    expect(await getSession()).toEqual({});
  });

  test('a list with a short or empty secret is refused, as at start', async () => {
    setEnv({ SESSION_SECRET: `${OLD},short` });
    await expect(getSession()).rejects.toThrow(/secret 2 of 2 is too short/);
    setEnv({ SESSION_SECRET: `${OLD},,${NEW}` });
    await expect(getSession()).rejects.toThrow(/secret 2 of 3 is empty/);
  });
});

describe('a seal opened before is not opened again (for a minute)', () => {
  const guest = { customerCode: 'guest-code-0123456789ab' };

  test('it gives the same session, and one request changing its session does not change the next one’s', async () => {
    await holdSession(guest);
    const first = await getSession();
    first.customerCode = 'changed-in-memory-only';
    const second = await getSession();
    expect(second.customerCode).toBe(guest.customerCode);
    expect(store.state.writes).toBe(0);
  });

  test('a session read from a kept seal saves and signs out as any other', async () => {
    await holdSession(guest);
    await getSession();
    const kept = await getSession();
    kept.deviceId = 'device-1';
    await saveSession(kept);
    expect(await storedData()).toEqual({ ...guest, deviceId: 'device-1' });
    // The new seal reads as saved, and the old one still reads as it was.
    expect((await getSession()).deviceId).toBe('device-1');
    (await getSession()).destroy();
    expect(store.jar.get(sessionCookieName())?.value ?? '').toBe('');
    expect((await getSession()).customerCode).toBeUndefined();
  });

  test('once SESSION_SECRET no longer lists its secret, a kept seal reads as a new session', async () => {
    const OTHER = 'another-session-secret-of-32-chars-or-more';
    await holdSession(guest);
    expect((await getSession()).customerCode).toBe(guest.customerCode);
    setEnv({ SESSION_SECRET: OTHER });
    expect((await getSession()).customerCode).toBeUndefined();
  });

  test('after a minute the seal is opened again: one that expired meanwhile is not read', async () => {
    const now = Date.now();
    const clock = jest.spyOn(Date, 'now').mockReturnValue(now);
    try {
      store.jar.set(sessionCookieName(), { value: await sealData(guest, { password: SECRET, ttl: 30 }), options: {} });
      expect((await getSession()).customerCode).toBe(guest.customerCode);
      // Past the seal's 30 s and iron's 60 s of allowed clock skew, and past the minute it is kept.
      clock.mockReturnValue(now + 150_000);
      expect((await getSession()).customerCode).toBeUndefined();
    } finally {
      clock.mockRestore();
    }
  });
});
