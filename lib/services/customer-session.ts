import 'server-only';

import { AppError } from '@/lib/domain/app-error';
import { getSession } from '@/lib/session/session';
import { UpstreamError } from '@/lib/upstream/errors';
import { refresh } from '@/lib/upstream/identity';

/** Refresh a minute before the upstream's access token runs out. */
const REFRESH_MARGIN_MS = 60_000;

type Tokens = { accessToken: string; expiresIn: number; refreshToken: string };

/** The upstream tokens go only into the sealed cookie; the browser never reads them. */
export async function keepTokens(tokens: Tokens): Promise<void> {
  const session = await getSession();
  session.accessToken = tokens.accessToken;
  session.refreshToken = tokens.refreshToken;
  session.expiresAt = Date.now() + tokens.expiresIn * 1000;
  await session.save();
}

/** Signs this browser out; the guest's customer code (their orders) stays. */
export async function forgetTokens(): Promise<void> {
  const session = await getSession();
  delete session.accessToken;
  delete session.refreshToken;
  delete session.expiresAt;
  await session.save();
}

const isSignedOutUpstream = (error: unknown) => error instanceof UpstreamError && error.upstreamStatus === 401;

/** The signed-in customer's access token, refreshed when it is about to expire; null for guests. */
export async function currentAccessToken(): Promise<string | null> {
  const session = await getSession();
  if (!session.accessToken || !session.refreshToken) return null;
  if ((session.expiresAt ?? 0) - REFRESH_MARGIN_MS > Date.now()) return session.accessToken;
  try {
    await keepTokens(await refresh(session.refreshToken));
    return (await getSession()).accessToken ?? null;
  } catch (error) {
    if (!isSignedOutUpstream(error)) throw error;
    await forgetTokens();
    return null;
  }
}

/** Runs a personal call; no session, or a 401 from the ordering API, means signed out. */
export async function asCustomer<T>(call: (token: string) => Promise<T>): Promise<T> {
  const token = await currentAccessToken();
  if (!token) throw new AppError('NOT_AUTHENTICATED', 401);
  try {
    return await call(token);
  } catch (error) {
    if (!isSignedOutUpstream(error)) throw error;
    await forgetTokens();
    throw new AppError('NOT_AUTHENTICATED', 401);
  }
}
