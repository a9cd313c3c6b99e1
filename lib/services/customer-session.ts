import 'server-only';

import { AppError } from '@/lib/domain/app-error';
import { dropSignIn, getSession, newCustomerCode, saveSession, type SessionData } from '@/lib/session/session';
import { UpstreamError } from '@/lib/upstream/errors';
import { refresh } from '@/lib/upstream/identity';
import { moveGuestOrders } from '@/lib/upstream/orders';

/** Refresh a minute before the upstream's access token runs out. */
const REFRESH_MARGIN_MS = 60_000;

type Tokens = { accessToken: string; expiresIn: number; refreshToken: string };

/** The upstream tokens go only into the sealed cookie; the browser never reads them. */
function setTokens(session: SessionData, tokens: Tokens): void {
  session.accessToken = tokens.accessToken;
  session.refreshToken = tokens.refreshToken;
  session.expiresAt = Date.now() + tokens.expiresIn * 1000;
}

/** Renewed tokens of the same sign-in. */
async function keepTokens(tokens: Tokens): Promise<void> {
  const session = await getSession();
  setTokens(session, tokens);
  await saveSession(session);
}

/**
 * A new guest key, with the guest's orders moved to it upstream: a copy of the cookie taken
 * before reads nothing placed after, nor the orders that moved. When the ordering API cannot
 * move them, the key stays, rather than lose the guest's orders.
 */
async function renewGuestKey(session: SessionData): Promise<void> {
  const old = session.customerCode;
  if (!old) return;
  const renewed = newCustomerCode();
  try {
    await moveGuestOrders(old, renewed);
    session.customerCode = renewed;
  } catch (error) {
    console.warn(`[bff] the guest key was not renewed: ${error instanceof Error ? error.message : String(error)}`);
  }
}

/** Sign-in: a new guest key (the guest's orders follow it), the tokens, and the idle clock starts. */
export async function beginSignedIn(tokens: Tokens, also: (session: SessionData) => void = () => {}): Promise<void> {
  const session = await getSession();
  await renewGuestKey(session);
  setTokens(session, tokens);
  also(session);
  session.lastSeenAt = Date.now();
  await saveSession(session);
}

/** New tokens for the customer already signed in here (after a password change): same guest key. */
export async function replaceTokens(tokens: Tokens): Promise<void> {
  const session = await getSession();
  setTokens(session, tokens);
  session.lastSeenAt = Date.now();
  await saveSession(session);
}

/** Sign-out: the tokens go and the guest key is renewed again; the guest's own orders follow it, an account's stay with the account. */
export async function endSignedIn(): Promise<void> {
  const session = await getSession();
  await renewGuestKey(session);
  dropSignIn(session);
  await saveSession(session);
}

/** This browser is no longer signed in (the ordering API said so, or the password changed); the guest key stays. */
export async function forgetTokens(also: (session: SessionData) => void = () => {}): Promise<void> {
  const session = await getSession();
  dropSignIn(session);
  also(session);
  await saveSession(session);
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
