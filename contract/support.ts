/** What every contract check uses: results, requests with a timeout, zod issues as text, problem checks. */
import type { z } from 'zod';

import type { ProblemDetails, Shop } from '../lib/upstream/schemas/index.ts';
import { problemDetailsSchema } from '../lib/upstream/schemas/index.ts';

/** What the per-shop and order checks need of a shop. */
export type ShopRef = Pick<Shop, 'id' | 'status' | 'openForBusiness' | 'externalAppUri'>;

/** `skipped` checks could not run against this upstream (they count as passed). */
export type CheckResult = { name: string; ok: boolean; detail?: string; skipped?: boolean };

/** What a check answers: null when it passed, the reason when it failed, or why it could not run. */
export type Outcome = string | null | { skipped: string };

export const TIMEOUT_MS = 10_000;
export const UNKNOWN_SHOP_ID = 2147483647;

export const JSON_TYPE = /^application\/([\w.+-]+\+)?json\b/i;
export const PROBLEM_TYPE = /^application\/(problem\+)?json\b/i;

export function issuesText(error: z.ZodError): string {
  const lines = error.issues.slice(0, 10).map((i) => `${i.path.length ? i.path.join('.') : '(root)'}: ${i.message}`);
  const more = error.issues.length > 10 ? ` (+${error.issues.length - 10} more)` : '';
  return lines.join('; ') + more;
}

export const errorText = (error: unknown): string => `request failed: ${error instanceof Error ? error.message : String(error)}`;

/** GET with `Accept: application/json`. */
export async function request(baseUrl: string, path: string): Promise<Response> {
  return fetch(new URL(path, baseUrl), {
    headers: { Accept: 'application/json' },
    redirect: 'manual',
    signal: AbortSignal.timeout(TIMEOUT_MS),
  });
}

/** Any call; a body is sent as JSON (a string as it is). */
export async function send(baseUrl: string, method: string, path: string, body?: unknown, headers: Record<string, string> = {}): Promise<Response> {
  return fetch(new URL(path, baseUrl), {
    method,
    headers: { Accept: 'application/json', ...(body === undefined ? {} : { 'Content-Type': 'application/json' }), ...headers },
    ...(body === undefined ? {} : { body: typeof body === 'string' ? body : JSON.stringify(body) }),
    redirect: 'manual',
    signal: AbortSignal.timeout(TIMEOUT_MS),
  });
}

/** The problem details of a response with one of `statuses`, or why it is not one. */
export async function readProblem(res: Response, statuses: number[]): Promise<ProblemDetails | string> {
  const text = await res.text();
  if (!statuses.includes(res.status)) return `status ${res.status}, expected ${statuses.join(' or ')}`;
  const type = res.headers.get('content-type') ?? '';
  if (!PROBLEM_TYPE.test(type)) return `content-type "${type}", expected application/problem+json`;
  let body: unknown;
  try {
    body = JSON.parse(text);
  } catch {
    return 'body is not valid JSON';
  }
  const parsed = problemDetailsSchema.safeParse(body);
  if (!parsed.success) return issuesText(parsed.error);
  const p = parsed.data;
  return p.status !== undefined && p.status !== res.status ? `problem status ${p.status} differs from HTTP ${res.status}` : p;
}

/** Checks a response is a problem with one of `statuses` and, when it carries a code, one of `codes`. */
export async function expectProblem(res: Response, statuses: number[], codes: string[]): Promise<string | null> {
  const p = await readProblem(res, statuses);
  if (typeof p === 'string') return p;
  const code = p.code ?? p.type?.split('/').pop();
  if (code !== undefined && p.code !== undefined && !codes.includes(code)) return `code "${code}", expected ${codes.join(' or ')}`;
  return null;
}

/** Runs one check and records its result; true when it passed (a skipped check did not). */
export async function check(results: CheckResult[], name: string, run: () => Promise<Outcome>): Promise<boolean> {
  try {
    const outcome = await run();
    if (outcome !== null && typeof outcome === 'object') {
      results.push({ name, ok: true, skipped: true, detail: outcome.skipped });
      return false;
    }
    results.push(outcome === null ? { name, ok: true } : { name, ok: false, detail: outcome });
    return outcome === null;
  } catch (error) {
    results.push({ name, ok: false, detail: errorText(error) });
    return false;
  }
}

/** The reference API with its dev controls: the checks that create orders or accounts may run. */
export async function isReferenceDev(baseUrl: string): Promise<boolean> {
  const health = await send(baseUrl, 'GET', '/_dev/health').catch(() => null);
  return health !== null && health.status === 200 && ((await health.json().catch(() => null)) as { ok?: unknown } | null)?.ok === true;
}

/**
 * The shops of a list that did not validate, as far as the checks need them: every entry with a
 * positive integer id (its status, openForBusiness and externalAppUri read as sent, else as a shop
 * that takes no orders). Undefined when there is no list at all.
 */
export async function rawShopRefs(baseUrl: string): Promise<ShopRef[] | undefined> {
  const res = await request(baseUrl, '/api/shops').catch(() => null);
  const body = res && res.status === 200 ? ((await res.json().catch(() => null)) as unknown) : null;
  if (!Array.isArray(body)) return undefined;
  return body.flatMap((entry: unknown) => {
    const shop = (entry ?? {}) as Record<string, unknown>;
    if (!Number.isSafeInteger(shop.id) || (shop.id as number) < 1) return [];
    const status = shop.status === 'online' || shop.status === 'paused' || shop.status === 'offline' ? shop.status : 'offline';
    const externalAppUri = typeof shop.externalAppUri === 'string' && shop.externalAppUri !== '' ? shop.externalAppUri : null;
    return [{ id: shop.id as number, status, openForBusiness: shop.openForBusiness === true, externalAppUri }];
  });
}
