import 'server-only';

import { randomBytes } from 'node:crypto';

import { getIronSession, type SessionOptions } from 'iron-session';
import { cookies } from 'next/headers';

import { SESSION_COOKIE } from './cookie-name';

/** What the sealed cookie holds: secrets the browser must never read. */
type SessionData = {
  /** The guest's key to their own orders (upstream X-CustomerCode); 128 random bits. */
  customerCode?: string;
  accessToken?: string;
  refreshToken?: string;
  expiresAt?: number;
};

function sessionPassword(): string {
  const secret = process.env.SESSION_SECRET;
  if (!secret || secret.length < 32) {
    // scripts/start.mjs and the test runner provide one; a bare `next start` must not run without it.
    throw new Error('SESSION_SECRET (at least 32 characters) is required');
  }
  return secret;
}

const sessionOptions = (): SessionOptions => ({
  cookieName: SESSION_COOKIE,
  password: sessionPassword(),
  ttl: 60 * 60 * 24 * 30,
  cookieOptions: {
    httpOnly: true,
    sameSite: 'lax',
    secure: process.env.COOKIE_SECURE === '1' || (process.env.NODE_ENV === 'production' && process.env.COOKIE_SECURE !== '0'),
    path: '/',
  },
});

export const getSession = async () => getIronSession<SessionData>(await cookies(), sessionOptions());

/** The guest's customer code, created on first use and kept in the sealed cookie. */
export async function ensureCustomerCode(): Promise<string> {
  const session = await getSession();
  if (!session.customerCode) {
    session.customerCode = randomBytes(16).toString('base64url');
    await session.save();
  }
  return session.customerCode;
}

export async function readCustomerCode(): Promise<string | undefined> {
  return (await getSession()).customerCode;
}
