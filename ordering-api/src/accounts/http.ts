/** ASP.NET Core Identity-shaped answers, bearer authentication and the client IP. */
import type { Context } from 'hono';

import type { AppEnv } from '../context.ts';
import type { Db } from '../db/database.ts';
import type { AccountRow } from '../repo/accounts.ts';
import { findLiveToken } from '../repo/accounts.ts';

const PROBLEM_HEADERS = { 'Content-Type': 'application/problem+json', 'Cache-Control': 'no-store' };

/** HttpValidationProblemDetails: errors keyed by IdentityError code (upstream-contract.md A.3). */
export function validationProblem(errors: Record<string, string[]>): Response {
  const body = {
    type: 'https://tools.ietf.org/html/rfc9110#section-15.5.1',
    title: 'One or more validation errors occurred.',
    status: 400,
    errors,
  };
  return new Response(JSON.stringify(body), { status: 400, headers: PROBLEM_HEADERS });
}

/** `TypedResults.Problem(result.ToString(), statusCode: 401)` of login: Failed, LockedOut. */
export function loginProblem(detail: 'Failed' | 'LockedOut'): Response {
  const body = { type: 'https://tools.ietf.org/html/rfc9110#section-15.5.2', title: 'Unauthorized', status: 401, detail };
  return new Response(JSON.stringify(body), { status: 401, headers: PROBLEM_HEADERS });
}

/** An empty answer (Content-Length: 0), as MapIdentityApi gives for 200 / 400 / 401. */
export const empty = (status: number, headers: Record<string, string> = {}): Response =>
  new Response(null, { status, headers: { 'Cache-Control': 'no-store', ...headers } });

/** 401 without a body: the bearer challenge. */
export const unauthorized = (): Response => empty(401, { 'WWW-Authenticate': 'Bearer' });

export function json(value: unknown, status = 200, headers: Record<string, string> = {}): Response {
  return new Response(JSON.stringify(value), {
    status,
    headers: { 'Content-Type': 'application/json; charset=utf-8', 'Cache-Control': 'no-store', ...headers },
  });
}

/** The token of `Authorization: Bearer <token>`, else null. */
export function bearerToken(headers: Headers): string | null {
  const m = /^Bearer\s+(\S+)\s*$/i.exec(headers.get('authorization') ?? '');
  return m ? m[1]! : null;
}

export type SignedIn = { account: AccountRow; sessionId: string | null };

/** The account of a live bearer access token, else undefined (no, unknown, expired or revoked token). */
export function bearerAccount(db: Db, headers: Headers, now: Date): SignedIn | undefined {
  const token = bearerToken(headers);
  if (!token) return undefined;
  const found = findLiveToken(db, 'access', token, now);
  return found ? { account: found.account, sessionId: found.token.session_id } : undefined;
}

/** The socket's peer address; with trustProxy the right-most X-Forwarded-For entry instead. */
export function clientIp(c: Context<AppEnv>, trustProxy: boolean): string {
  if (trustProxy) {
    const forwarded = (c.req.header('x-forwarded-for') ?? '').split(',').map((s) => s.trim()).filter(Boolean);
    if (forwarded.length > 0) return forwarded[forwarded.length - 1]!;
  }
  return c.env?.incoming?.socket.remoteAddress ?? 'local';
}

/** The JSON body, or null when it is empty or malformed (MapIdentityApi answers 400 empty then). */
export async function readBody(req: Request, maxChars = 16 * 1024): Promise<unknown> {
  const text = await req.text();
  if (text.length > maxChars || text.trim() === '') return null;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return null;
  }
}
