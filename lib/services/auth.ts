import 'server-only';

import { AppError } from '@/lib/domain/app-error';
import { getSession } from '@/lib/session/session';
import { UpstreamError } from '@/lib/upstream/errors';
import { login, logout, refresh } from '@/lib/upstream/identity';

/** Refresh a minute before the upstream's access token runs out. */
const REFRESH_MARGIN_MS = 60_000;

type Tokens = { tokenType: string; accessToken: string; expiresIn: number; refreshToken: string };

async function keep(tokens: Tokens) {
  const session = await getSession();
  session.accessToken = tokens.accessToken;
  session.refreshToken = tokens.refreshToken;
  session.expiresAt = Date.now() + tokens.expiresIn * 1000;
  await session.save();
}

async function forgetTokens() {
  const session = await getSession();
  delete session.accessToken;
  delete session.refreshToken;
  delete session.expiresAt;
  await session.save();
}

/** Signs in upstream (bearer mode); the tokens go only into the sealed cookie. */
export async function signIn(email: string, password: string): Promise<void> {
  try {
    await keep(await login(email.trim(), password));
  } catch (error) {
    if (error instanceof UpstreamError && error.upstreamStatus === 401) {
      const locked = /locked/i.test(error.problem?.detail ?? '');
      // A locked account (too many failed sign-ins) waits five minutes, as ASP.NET Identity does.
      if (locked) throw new AppError('RATE_LIMITED', 429, 'locked out', { retryAfterSeconds: 300 });
      throw new AppError('USER_INVALID_PASSWORD', 401);
    }
    throw error;
  }
}

/** The signed-in customer's access token, refreshed when it is about to expire; null for guests. */
export async function currentAccessToken(): Promise<string | null> {
  const session = await getSession();
  if (!session.accessToken || !session.refreshToken) return null;
  if ((session.expiresAt ?? 0) - REFRESH_MARGIN_MS > Date.now()) return session.accessToken;
  try {
    await keep(await refresh(session.refreshToken));
    return (await getSession()).accessToken ?? null;
  } catch (error) {
    if (error instanceof UpstreamError && error.upstreamStatus === 401) {
      await forgetTokens();
      return null;
    }
    throw error;
  }
}

/** Runs a personal call; no session, or an upstream 401, signs the customer out. */
export async function asCustomer<T>(call: (token: string) => Promise<T>): Promise<T> {
  const token = await currentAccessToken();
  if (!token) throw new AppError('NOT_AUTHENTICATED', 401);
  try {
    return await call(token);
  } catch (error) {
    if (error instanceof UpstreamError && error.upstreamStatus === 401) {
      await forgetTokens();
      throw new AppError('NOT_AUTHENTICATED', 401);
    }
    throw error;
  }
}

/** Revokes upstream (best effort) and forgets the tokens; the guest's order key stays. */
export async function signOut(): Promise<void> {
  const session = await getSession();
  if (session.accessToken) await logout(session.accessToken).catch(() => undefined);
  await forgetTokens();
}

export { forgetTokens };
