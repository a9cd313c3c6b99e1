import 'server-only';

import { randomBytes } from 'node:crypto';

import { getIronSession, type IronSession, type SessionOptions, unsealData } from 'iron-session';
import { cookies, headers } from 'next/headers';

import { SIGNED_IN_HINT_COOKIE } from '@/lib/domain/account/signed-in-hint';
import { originOfHeaders } from '@/lib/http/origin';
import { LEGACY_SEAL_ID, openingPasswords, readSessionSecrets, sealIdOf, sealingSecret } from '@/lib/security/session-secrets';

import { isSecureCookie, type Opened, sessionCookieName } from './cookie-name';

/** What the sealed cookie holds: secrets the browser must never read. */
export type SessionData = {
  /** The guest's key to their own orders (upstream X-CustomerCode); 128 random bits, renewed at sign-in and sign-out. */
  customerCode?: string;
  accessToken?: string;
  refreshToken?: string;
  expiresAt?: number;
  /** When a signed-in session was last used (ms since the epoch): the idle timeout counts from here. */
  lastSeenAt?: number;
  /**
   * The accounts that signed in (or reset their password) in this browser, as hashes of their
   * e-mails, newest last, at most KNOWN_ACCOUNTS_MAX: sign-in failures others cause for such an
   * account do not lock it out here (lib/services/identity.ts). Kept across sign-out.
   */
  knownAccounts?: string[];
  /** A random id of this browser for the failures counted against a known account (set with the first). */
  deviceId?: string;
  /**
   * The table group this browser is a member of (lib/services/groups): the member's token. Only
   * this sealed cookie lets a phone act as that member, so nobody acts for another.
   */
  group?: { id: string; memberId: string };
};

export const KNOWN_ACCOUNTS_MAX = 5;

/** The seal, and with it the guest key, lasts 30 days from the last time the session was saved. */
export const SESSION_TTL_SECONDS = 60 * 60 * 24 * 30;
/** A signed-in session unused for 14 days is signed out: a forgotten phone does not stay signed in. */
export const SIGNED_IN_IDLE_MS = 14 * 24 * 60 * 60_000;
/** Use moves the idle clock at most once an hour, so a busy session is not re-sealed on every request. */
export const LAST_SEEN_RESOLUTION_MS = 60 * 60_000;

/** SESSION_SECRET's secrets, oldest first (lib/security/session-secrets.ts); a bad list fails here as at start. */
function sessionSecrets(): string[] {
  const { secrets, problems } = readSessionSecrets(process.env.SESSION_SECRET);
  // scripts/start.mjs and the test runner provide one; a bare `next start` must not run without it.
  if (problems.length) throw new Error(`${problems.join('; ')} (at least 32 characters each)`);
  return secrets;
}

/**
 * HttpOnly, SameSite=Lax, Path=/, no Domain; Secure (and so `__Host-`) wherever the browser keeps
 * it (lib/session/cookie-name.ts). The password is the newest secret alone, so a save seals with it.
 */
export const sessionOptions = (opened?: Opened): SessionOptions => {
  const newest = sealingSecret(sessionSecrets());
  return {
    cookieName: sessionCookieName(process.env, opened),
    password: { [newest.id]: newest.secret },
    ttl: SESSION_TTL_SECONDS,
    cookieOptions: { httpOnly: true, sameSite: 'lax', secure: isSecureCookie(process.env, opened), path: '/' },
  };
};

/**
 * What opens this request's seal: every listed secret under its own id. A seal from before
 * rotation existed names id 1; that id goes to whichever listed secret opens it. Also says
 * whether the seal needs an older secret, so that it is sealed again with the newest.
 */
async function openingOptions(options: SessionOptions, seal: string | undefined): Promise<{ options: SessionOptions; older: boolean }> {
  const secrets = sessionSecrets();
  const newest = sealingSecret(secrets);
  const passwords = openingPasswords(secrets);
  const id = sealIdOf(seal);
  if (id === undefined || seal === undefined) return { options: { ...options, password: passwords }, older: false };
  if (id !== LEGACY_SEAL_ID) return { options: { ...options, password: passwords }, older: id !== newest.id && id in passwords };
  let legacy = newest.secret;
  for (const secret of secrets.length > 1 ? [...secrets].reverse() : []) {
    if (Object.keys(await unsealData(seal, { password: { [LEGACY_SEAL_ID]: secret }, ttl: SESSION_TTL_SECONDS })).length) {
      legacy = secret;
      break;
    }
  }
  return { options: { ...options, password: { ...passwords, [LEGACY_SEAL_ID]: legacy } }, older: legacy !== newest.secret };
}

/** Where this request's page was opened (scheme and host name); undefined outside a request. */
async function openedAt(): Promise<Opened | undefined> {
  try {
    const origin = originOfHeaders(await headers());
    if (!origin) return undefined;
    const url = new URL(origin);
    return { https: url.protocol === 'https:', hostname: url.hostname };
  } catch {
    return undefined;
  }
}

/**
 * What the idle rule makes of a session at `now`: a guest's has no idle clock; a signed-in one
 * is `active`, due a `touch` (its last use is over an hour old) or `expired` (14 days unused, or
 * no record of its last use at all).
 */
export function idleState(data: SessionData, now: number): 'guest' | 'active' | 'touch' | 'expired' {
  if (!data.accessToken) return 'guest';
  if (data.lastSeenAt === undefined || now - data.lastSeenAt > SIGNED_IN_IDLE_MS) return 'expired';
  return now - data.lastSeenAt > LAST_SEEN_RESOLUTION_MS ? 'touch' : 'active';
}

/** Forgets the sign-in (tokens and idle clock); the guest key stays. */
export function dropSignIn(session: SessionData): void {
  delete session.accessToken;
  delete session.refreshToken;
  delete session.expiresAt;
  delete session.lastSeenAt;
}

/**
 * The readable "signed in" hint follows the session: set (for as long as the seal lasts) while
 * it holds a sign-in, removed otherwise. Server Components cannot set cookies: there the hint
 * waits for the next route handler.
 */
async function syncSignedInHint(session: SessionData): Promise<void> {
  try {
    const jar = await cookies();
    const signedIn = Boolean(session.accessToken);
    if (signedIn === (jar.get(SIGNED_IN_HINT_COOKIE)?.value === '1')) return;
    const options = { path: '/', sameSite: 'lax', secure: isSecureCookie(process.env, await openedAt()) } as const;
    jar.set(SIGNED_IN_HINT_COOKIE, signedIn ? '1' : '', { ...options, maxAge: signedIn ? SESSION_TTL_SECONDS : 0 });
  } catch {
    // rendering a page (cookies are read-only there), or outside a request: nothing to bring in line
  }
}

/**
 * Seals this process has opened, with what they hold, for a minute each (at most OPENED_MAX,
 * the least recently used going first). Opening a seal derives two keys and checks and decrypts
 * it, several times a guest's order, and under a rush that was a tenth of the server's CPU; a
 * seal is the same string until the session is saved, and a saved session is a new seal. Only a
 * seal that opened is kept, so a forged one costs the full check every time. A minute bounds how
 * long a seal past its own expiry could still be read.
 */
const opened = new Map<string, { data: SessionData; until: number }>();
const OPENED_MAX = 5000;
const OPENED_FOR_MS = 60_000;

/** A seal is kept under the secrets that opened it: once SESSION_SECRET no longer lists its secret it is not read. */
const openedKey = (seal: string) => `${sessionSecrets().join(',')}\n${seal}`;

function openedSeal(seal: string): SessionData | undefined {
  const key = openedKey(seal);
  const entry = opened.get(key);
  if (!entry) return undefined;
  opened.delete(key);
  if (entry.until < Date.now()) return undefined;
  opened.set(key, entry);
  return entry.data;
}

function keepOpenedSeal(seal: string, session: SessionData): void {
  if (opened.size >= OPENED_MAX) opened.delete(opened.keys().next().value!);
  opened.set(openedKey(seal), { data: structuredClone({ ...session }), until: Date.now() + OPENED_FOR_MS });
}

/** Sealed with an older listed secret: sealed again with the newest (see getSession). */
function isOlderSeal(seal: string): boolean {
  const secrets = sessionSecrets();
  const id = sealIdOf(seal);
  return id !== undefined && id !== sealingSecret(secrets).id && id in openingPasswords(secrets);
}

/** This request's cookies as iron-session's jar, with the seal already opened left out. */
function withoutSeal(store: Awaited<ReturnType<typeof cookies>>, name: string) {
  return {
    read: (cookie: string) => (cookie === name || cookie.startsWith(`${name}.`) ? undefined : store.get(cookie)?.value),
    names: () => store.getAll().map((cookie) => cookie.name),
    write: (cookie: string, value: string, options: Parameters<typeof store.set>[2]) => void store.set(cookie, value, options),
  };
}

/** Saves the session and brings the signed-in hint in line with it. */
export async function saveSession(session: IronSession<SessionData>): Promise<void> {
  await session.save();
  await syncSignedInHint(session);
}

/** Server Components may read the session but not set cookies: there the change waits for the next handler. */
const saveIfWritable = (session: IronSession<SessionData>) => saveSession(session).catch(() => undefined);

/**
 * The session, with the idle timeout applied: an expired sign-in is dropped, a used one refreshed.
 * A seal that needed an older secret (SESSION_SECRET is being rotated) is sealed again with the
 * newest wherever cookies can be written, so the older one can be dropped once no one needs it.
 */
export async function getSession(): Promise<IronSession<SessionData>> {
  const jar = await cookies();
  const options = sessionOptions(await openedAt());
  const seal = jar.get(options.cookieName)?.value;
  const kept = seal ? openedSeal(seal) : undefined;
  let session: IronSession<SessionData>;
  let older = false;
  if (kept && seal) {
    // Opened before: an empty session bound to this request's cookies, filled with what the seal holds.
    session = await getIronSession<SessionData>(withoutSeal(jar, options.cookieName), options);
    Object.assign(session, structuredClone(kept));
    older = isOlderSeal(seal);
  } else {
    const opening = await openingOptions(options, seal);
    session = await getIronSession<SessionData>(jar, opening.options);
    older = opening.older;
    if (seal && Object.keys(session).length > 0 && sealIdOf(seal) !== LEGACY_SEAL_ID) keepOpenedSeal(seal, session);
  }
  // Opened with any listed secret; saved with the newest only.
  session.updateConfig(options);
  const now = Date.now();
  const state = idleState(session, now);
  if (state === 'expired') {
    dropSignIn(session);
    await saveIfWritable(session);
  } else if (state === 'touch') {
    session.lastSeenAt = now;
    await saveIfWritable(session);
  } else if (older && Object.keys(session).length > 0) {
    await saveIfWritable(session);
  } else {
    // A hint left from before (a lost seal, an older version): corrected by any route that reads the session.
    await syncSignedInHint(session);
  }
  return session;
}

export const newCustomerCode = (): string => randomBytes(16).toString('base64url');

/** The guest's customer code, created on first use and kept in the sealed cookie. */
export async function ensureCustomerCode(): Promise<string> {
  const session = await getSession();
  if (!session.customerCode) {
    session.customerCode = newCustomerCode();
    await saveSession(session);
  }
  return session.customerCode;
}

export async function readCustomerCode(): Promise<string | undefined> {
  return (await getSession()).customerCode;
}
