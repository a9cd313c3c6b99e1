/**
 * The one home of the HTTP helpers every route uses: problem-details answers (RFC 9457 and the
 * ASP.NET Core Identity shapes), JSON responses, reading and validating JSON bodies, and what a
 * request tells about its caller (bearer token, client IP, shop id, language).
 */
import { createHash, timingSafeEqual } from 'node:crypto';

import type { Context } from 'hono';
import type { z } from 'zod';

import type { AppEnv } from './context.ts';
import type { Db } from './db/database.ts';
import type { AccountRow } from './repo/accounts.ts';
import { findLiveToken } from './repo/accounts.ts';

/* ------------------------------------------------------------------ problem details */

export const PROBLEM_BASE = 'https://ordering.example/problems/';
export const VALIDATION_TITLE = 'One or more validation errors occurred.';

const PROBLEM_HEADERS = { 'Content-Type': 'application/problem+json', 'Cache-Control': 'no-store' };

export type ProblemBody = { type: string; title: string; status: number; code: string; [extra: string]: unknown };

export function problemBody(status: number, code: string, title: string, extra: Record<string, unknown> = {}): ProblemBody {
  return { type: `${PROBLEM_BASE}${code}`, title, status, code, ...extra };
}

function problemResponse(body: object, status: number, headers: Record<string, string> = {}): Response {
  return new Response(JSON.stringify(body), { status, headers: { ...PROBLEM_HEADERS, ...headers } });
}

/** `{ type: <PROBLEM_BASE><code>, title, status, code, ...extra }` as `application/problem+json`. */
export function problem(
  status: number,
  code: string,
  title: string,
  extra: Record<string, unknown> = {},
  headers: Record<string, string> = {},
): Response {
  return problemResponse(problemBody(status, code, title, extra), status, headers);
}

export const notFound = (): Response => problem(404, 'not-found', 'The requested resource was not found.');
export const shopNotFound = (): Response => problem(404, 'shop-not-found', 'The shop was not found.');
export const invalidShopId = (): Response => problem(400, 'invalid-shop-id', 'The shop id must be a positive integer.');
export const internalError = (): Response => problem(500, 'internal-server-error', 'An unexpected error occurred.');
export const payloadTooLarge = (): Response => problem(413, 'payload-too-large', 'The request body is too large.');

/** A zod issue path as a JSON path: `items[0].choices[1].choiceCode`; the root is `$`. */
export function jsonPath(path: readonly PropertyKey[]): string {
  let out = '';
  for (const segment of path) {
    if (typeof segment === 'number') out += `[${segment}]`;
    else out += out === '' ? String(segment) : `.${String(segment)}`;
  }
  return out || '$';
}

type Issue = { path: readonly PropertyKey[]; message: string };

/** Issues grouped into ASP.NET-style `errors`, keyed by JSON path. */
export function errorsByPath(issues: readonly Issue[]): Record<string, string[]> {
  const errors: Record<string, string[]> = {};
  for (const issue of issues) (errors[jsonPath(issue.path)] ??= []).push(issue.message);
  return errors;
}

/** Zod issues as a 400 `invalid-parameter` with ASP.NET-style `errors`, keyed by JSON path. */
export function invalidParameter(issues: readonly Issue[]): Response {
  return problem(400, 'invalid-parameter', VALIDATION_TITLE, { errors: errorsByPath(issues) });
}

/** A 400 validation problem about one field: `errors: { [field]: [message] }`. */
export function fieldProblem(code: string, field: string, message: string): Response {
  return problem(400, code, VALIDATION_TITLE, { errors: { [field]: [message] } });
}

function valueAt(root: unknown, path: readonly PropertyKey[]): unknown {
  let v = root;
  for (const key of path) {
    if (v === null || typeof v !== 'object') return undefined;
    v = (v as Record<PropertyKey, unknown>)[key];
  }
  return v;
}

/**
 * A failed schema parse as one problem: any absent (or null) required field → `missing-parameter`;
 * otherwise when only `specific` fields are wrong → that field's own code (e.g. `shopId` →
 * `invalid-shop-id`); otherwise `invalid-parameter`. `errors` is keyed by JSON path.
 */
export function requestProblem(error: z.ZodError, raw: unknown, specific: Record<string, string> = {}): Response {
  const issues = error.issues.map((i) => {
    const missing = valueAt(raw, i.path) == null && i.code === 'invalid_type';
    return { path: i.path, message: missing ? 'missing-parameter' : i.message, missing };
  });
  const errors = errorsByPath(issues);
  if (issues.some((i) => i.missing)) return problem(400, 'missing-parameter', VALIDATION_TITLE, { errors });
  const fields = new Set(issues.map((i) => jsonPath(i.path.slice(0, 1))));
  if (fields.size === 1) {
    const [field] = fields;
    const code = specific[field!];
    if (code) return problem(400, code, VALIDATION_TITLE, { errors });
  }
  return problem(400, 'invalid-parameter', VALIDATION_TITLE, { errors });
}

/** HttpValidationProblemDetails: errors keyed by IdentityError code (upstream-contract.md A.3). */
export function validationProblem(errors: Record<string, string[]>): Response {
  const body = { type: 'https://tools.ietf.org/html/rfc9110#section-15.5.1', title: VALIDATION_TITLE, status: 400, errors };
  return problemResponse(body, 400);
}

/** `TypedResults.Problem(result.ToString(), statusCode: 401)` of login: Failed, LockedOut, NotAllowed (e-mail not confirmed). */
export function loginProblem(detail: 'Failed' | 'LockedOut' | 'NotAllowed'): Response {
  const body = { type: 'https://tools.ietf.org/html/rfc9110#section-15.5.2', title: 'Unauthorized', status: 401, detail };
  return problemResponse(body, 401);
}

/* ------------------------------------------------------------------ JSON and empty answers */

const JSON_TYPE = 'application/json; charset=utf-8';

/** JSON text as it is, `Cache-Control: no-store`. */
export function jsonText(text: string, status = 200, headers: Record<string, string> = {}): Response {
  return new Response(text, { status, headers: { 'Content-Type': JSON_TYPE, 'Cache-Control': 'no-store', ...headers } });
}

/** A value as JSON, `Cache-Control: no-store`. */
export function json(value: unknown, status = 200, headers: Record<string, string> = {}): Response {
  return jsonText(JSON.stringify(value), status, headers);
}

/**
 * Every catalogue body goes through its contract schema: a bug becomes a 500, never a bad payload.
 * `toWire` (src/wire.ts) then writes the validated answer in the configured shape.
 */
export function contractJson<S extends z.ZodType>(schema: S, value: z.input<S>, status = 200, toWire?: (valid: z.output<S>) => unknown): Response {
  const valid = schema.parse(value);
  return new Response(JSON.stringify(toWire ? toWire(valid) : valid), { status, headers: { 'Content-Type': JSON_TYPE } });
}

/** An empty answer (Content-Length: 0), `Cache-Control: no-store`, as MapIdentityApi gives for 200 / 400 / 401. */
export const empty = (status: number, headers: Record<string, string> = {}): Response =>
  new Response(null, { status, headers: { 'Cache-Control': 'no-store', ...headers } });

/** 401 without a body: the bearer challenge. */
export const unauthorized = (): Response => empty(401, { 'WWW-Authenticate': 'Bearer' });

/** 204 without any header (the dev controls). */
export const noContent = (): Response => new Response(null, { status: 204 });

/* ------------------------------------------------------------------ JSON bodies */

export type Parsed<T> = { ok: true; value: T } | { ok: false; response: Response };

/** JSON.parse that answers undefined for malformed (or empty) text instead of throwing. */
export function parseJson(text: string): unknown {
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return undefined;
  }
}

/** The JSON body, or undefined when it is empty, malformed or longer than `maxChars`. */
export async function readJson(req: Request, maxChars = Number.POSITIVE_INFINITY): Promise<unknown> {
  const text = await req.text();
  return text.length > maxChars ? undefined : parseJson(text);
}

/** The JSON body, or null when it is empty, malformed or too long (MapIdentityApi answers 400 empty then). */
export async function readBody(req: Request, maxChars = 16 * 1024): Promise<unknown> {
  return (await readJson(req, maxChars)) ?? null;
}

/** The JSON body of the order calls: empty → 400 missing-parameter, malformed → 400 invalid-parameter, huge → 413. */
export async function readJsonBody(req: Request, maxChars: number): Promise<Parsed<unknown>> {
  const text = await req.text();
  if (text.length > maxChars) return { ok: false, response: payloadTooLarge() };
  if (text.trim() === '') {
    return { ok: false, response: problem(400, 'missing-parameter', VALIDATION_TITLE, { errors: { $: ['missing-parameter'] } }) };
  }
  const value = parseJson(text);
  if (value === undefined) {
    return { ok: false, response: problem(400, 'invalid-parameter', VALIDATION_TITLE, { errors: { $: ['Malformed JSON.'] } }) };
  }
  return { ok: true, value };
}

/* ------------------------------------------------------------------ the caller */

/** The token of `Authorization: Bearer <token>`, else null. */
export function bearerToken(headers: Headers): string | null {
  const m = /^Bearer\s+(\S+)\s*$/i.exec(headers.get('authorization') ?? '');
  return m ? m[1]! : null;
}

export type SignedIn = { account: AccountRow; sessionId: string | null };

/** Identity's cookie scheme: the cookie an ASP.NET Core API signs in with (`/login?useCookies=true`, shape aspnet). */
export const IDENTITY_COOKIE = '.AspNetCore.Identity.Application';
export const IDENTITY_COOKIE_DAYS = 14;

function identityCookie(headers: Headers): string | null {
  for (const part of (headers.get('cookie') ?? '').split(';')) {
    const [name, ...value] = part.trim().split('=');
    if (name === IDENTITY_COOKIE && value.length) return value.join('=');
  }
  return null;
}

/**
 * The account of a live bearer access token, else undefined (no, unknown, expired or revoked
 * token). Without a bearer token, Identity's cookie (a live ticket) signs in as well: bearer is
 * tried first, as AddIdentityApiEndpoints' composite scheme does.
 */
export function bearerAccount(db: Db, headers: Headers, now: Date): SignedIn | undefined {
  const token = bearerToken(headers);
  const found = token ? findLiveToken(db, 'access', token, now) : identityCookieAccount(db, headers, now);
  return found ? { account: found.account, sessionId: found.token.session_id } : undefined;
}

function identityCookieAccount(db: Db, headers: Headers, now: Date) {
  const ticket = identityCookie(headers);
  return ticket ? findLiveToken(db, 'refresh', ticket, now) : undefined;
}

const sha256 = (value: string) => createHash('sha256').update(value).digest();

/**
 * The client's address: X-Client-Address when the request proves with X-Client-Address-Secret
 * that the app sent it (the app asking for one of its guests); else the socket's peer address,
 * or with trustProxy the right-most X-Forwarded-For entry.
 */
export function clientIp(c: Context<AppEnv>, { trustProxy, clientAddressSecret }: { trustProxy: boolean; clientAddressSecret: string | null }): string {
  const forwarded = c.req.header('x-client-address')?.trim() ?? '';
  const proof = c.req.header('x-client-address-secret') ?? '';
  if (clientAddressSecret && /^[0-9A-Za-z.:/-]{1,64}$/.test(forwarded) && timingSafeEqual(sha256(proof), sha256(clientAddressSecret))) {
    return forwarded;
  }
  if (trustProxy) {
    const forwarded = (c.req.header('x-forwarded-for') ?? '').split(',').map((s) => s.trim()).filter(Boolean);
    if (forwarded.length > 0) return forwarded[forwarded.length - 1]!;
  }
  return c.env?.incoming?.socket.remoteAddress ?? 'local';
}

/** Shop ids are positive 32-bit integers written in plain decimal. */
export function parseShopId(raw: string): number | null {
  if (!/^[1-9]\d{0,9}$/.test(raw)) return null;
  const id = Number(raw);
  return id <= 2_147_483_647 ? id : null;
}

/** The first Accept-Language tag we have texts for (names on an order or an offer are in that language). */
export function pickLanguage(header: string | undefined, supported: readonly string[]): string | null {
  if (!header) return null;
  const tags = header
    .split(',')
    .map((part) => {
      const [tag = '', ...params] = part.trim().split(';');
      const q = params.map((p) => /^\s*q=([\d.]+)\s*$/.exec(p)?.[1]).find(Boolean);
      return { lang: tag.trim().slice(0, 2).toLowerCase(), q: q === undefined ? 1 : Number(q) };
    })
    .filter((t) => t.lang && t.q > 0)
    .sort((a, b) => b.q - a.q);
  return tags.find((t) => supported.includes(t.lang))?.lang ?? null;
}
