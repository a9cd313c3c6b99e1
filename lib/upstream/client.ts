import 'server-only';

import type { z } from 'zod';

import { currentCaller } from '@/lib/caller';
import { AppError } from '@/lib/domain/app-error';
import { env } from '@/lib/env';

import type { CacheTag } from './cache';
import { toUpstreamError } from './errors';

type HttpMethod = 'GET' | 'POST' | 'PUT' | 'DELETE';

type UpstreamRequest<S extends z.ZodType> = {
  schema: S;
  method?: HttpMethod;
  body?: unknown;
  /** The signed-in customer's access token: makes the call personal and never cached. */
  token?: string;
  /** Extra headers (idempotency key, guest customer code). */
  headers?: Record<string, string>;
  /** A personal read (e.g. with a customer code): never cached. */
  personal?: boolean;
  locale?: string;
  tags?: CacheTag[];
  revalidate?: number;
  /** A text/plain answer is one string (an action returning a bare string answers so); else JSON only. */
  plainText?: boolean;
  /**
   * A write with an Idempotency-Key whose answer was lost is sent again with the same key: only
   * for an upstream that declares it honours the key (lib/upstream/orders.ts, orderCapabilities).
   */
  resendWithKey?: boolean;
};

function isTimeout(error: unknown): boolean {
  return error instanceof DOMException && (error.name === 'TimeoutError' || error.name === 'AbortError');
}

/**
 * The guest's address for the ordering API's own limits, on calls made for one guest (never on
 * cached reads, whose answers every guest shares). With CLIENT_ADDRESS_SECRET the API can tell
 * the header came from the app; without it a careful API ignores the header.
 */
function callerHeaders(): Record<string, string> {
  const caller = currentCaller();
  if (!caller) return {};
  return {
    'x-client-address': caller.address,
    ...(env.CLIENT_ADDRESS_SECRET ? { 'x-client-address-secret': env.CLIENT_ADDRESS_SECRET } : {}),
  };
}

/**
 * A write whose answer never came (the time ran out or the connection dropped): the upstream may
 * or may not have done it. Its code and status are the time-out's or the lost connection's, so a
 * caller that cannot do better shows those; one that can (an order) tells the guest what is known.
 */
export class AnswerLostError extends AppError {
  constructor(timedOut: boolean) {
    super(timedOut ? 'UPSTREAM_TIMEOUT' : 'UPSTREAM_UNAVAILABLE', timedOut ? 504 : 502, 'the answer to a write was lost');
    this.name = 'AnswerLostError';
  }
}

/** How often a write carrying an Idempotency-Key is sent in all, and the pauses before each repeat. */
const KEYED_WRITE_ATTEMPTS = 3;
const REPLAY_PAUSES_MS = [300, 1000];
/** No repeat starts after this long: the guest is waiting. */
const REPLAY_WINDOW_MS = 40_000;

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Performs the request; network failures and timeouts become AppErrors, never raw errors.
 * - An idempotent GET that fails on the network (not a time-out) is tried once more.
 * - A write waits longer (UPSTREAM_WRITE_TIMEOUT_MS): a busy POS may take a while to commit.
 * - A write whose answer was lost (the connection dropped or the time ran out) is sent again
 *   only when it carries an Idempotency-Key and the caller knows the upstream honours it
 *   (`resendWithKey`), with the same key and body: the upstream then answers what it did the
 *   first time (the order it created), or does it now if the first request never arrived. Any
 *   other write is never repeated (an API that ignores the key would do it twice): its lost
 *   answer is an AnswerLostError.
 */
export async function upstreamFetch(path: string, options: RequestInit & { next?: unknown; resendWithKey?: boolean }): Promise<Response> {
  const { resendWithKey = false, ...init } = options;
  const url = new URL(path, env.ORDERING_API_URL);
  const idempotent = (init.method ?? 'GET') === 'GET';
  const keyed = !idempotent && resendWithKey && Boolean((init.headers as Record<string, string> | undefined)?.['idempotency-key']);
  const timeoutMs = idempotent ? env.UPSTREAM_TIMEOUT_MS : env.UPSTREAM_WRITE_TIMEOUT_MS;
  const headers = init.cache === 'no-store' ? { ...(init.headers as Record<string, string> | undefined), ...callerHeaders() } : init.headers;
  const started = Date.now();
  for (let attempt = 1; ; attempt++) {
    try {
      return await fetch(url, { redirect: 'manual', signal: AbortSignal.timeout(timeoutMs), ...init, headers });
    } catch (error) {
      const timedOut = isTimeout(error);
      if (keyed && attempt < KEYED_WRITE_ATTEMPTS && Date.now() - started < REPLAY_WINDOW_MS) {
        console.warn(`[bff] ${init.method} ${url.pathname}: the answer was lost (${timedOut ? 'time-out' : 'connection'}); asking again with the same Idempotency-Key`);
        await pause(REPLAY_PAUSES_MS[attempt - 1] ?? 1000);
        continue;
      }
      if (!idempotent) throw new AnswerLostError(timedOut);
      if (timedOut) throw new AppError('UPSTREAM_TIMEOUT', 504);
      if (attempt >= 2) throw new AppError('UPSTREAM_UNAVAILABLE', 502);
    }
  }
}

const isPlainText = (response: Response) => /^text\/plain\b/i.test(response.headers.get('content-type') ?? '');

/** The one typed client of the ordering API: every response is parsed with its schema. */
export async function upstream<S extends z.ZodType>(path: string, req: UpstreamRequest<S>): Promise<z.output<S>> {
  const personal = Boolean(req.token) || Boolean(req.personal);
  const headers: Record<string, string> = { accept: 'application/json', ...req.headers };
  if (req.body !== undefined) headers['content-type'] = 'application/json';
  if (req.token) headers.authorization = `Bearer ${req.token}`;
  if (req.locale) headers['accept-language'] = req.locale;

  const response = await upstreamFetch(path, {
    method: req.method ?? 'GET',
    headers,
    body: req.body === undefined ? undefined : JSON.stringify(req.body),
    ...(req.resendWithKey ? { resendWithKey: true } : {}),
    ...(personal || req.method !== undefined && req.method !== 'GET'
      ? { cache: 'no-store' as const }
      : { next: { tags: req.tags, revalidate: req.revalidate } }),
  });
  if (!response.ok) throw await toUpstreamError(response);

  const shared = !personal && (req.method ?? 'GET') === 'GET' && !req.plainText;
  let body: string;
  try {
    body = await response.text();
  } catch (error) {
    if (isTimeout(error)) throw new AppError('UPSTREAM_TIMEOUT', 504);
    throw new AppError('UPSTREAM_CONTRACT', 502, `invalid JSON from ${path}`);
  }
  const key = shared ? `${schemaId(req.schema)}|${req.locale ?? ''}|${path}` : null;
  const kept = key ? keptReads.get(key) : undefined;
  if (key && kept?.body === body) {
    // Most recently used last: the oldest is the first to go.
    keptReads.delete(key);
    keptReads.set(key, kept);
    return kept.data as z.output<S>;
  }

  let json: unknown;
  try {
    json = req.plainText && isPlainText(response) ? body.trim() : JSON.parse(body);
  } catch {
    throw new AppError('UPSTREAM_CONTRACT', 502, `invalid JSON from ${path}`);
  }
  const parsed = req.schema.safeParse(json);
  if (!parsed.success) {
    throw new AppError('UPSTREAM_CONTRACT', 502, `${path}: ${parsed.error.issues.slice(0, 3).map((i) => i.path.join('.')).join(', ')}`);
  }
  if (key) {
    keptReads.delete(key);
    if (keptReads.size >= KEPT_READS_MAX) keptReads.delete(keptReads.keys().next().value!);
    keptReads.set(key, { body, data: deepFreeze(parsed.data) });
  }
  return parsed.data;
}

/**
 * What a shared read (a cached GET: shops, menus, settings) was last parsed into, per schema,
 * language and path, with the body it came from. Next's data cache hands the same body back
 * until it changes, and reading a menu (JSON, then item by item) is most of what an order costs
 * the server: an unchanged body is not read again. The data is frozen, since every request now
 * shares it; a changed body is read anew.
 */
const keptReads = new Map<string, { body: string; data: unknown }>();
const KEPT_READS_MAX = 500;

const schemaIds = new WeakMap<object, number>();
let schemasSeen = 0;
const schemaId = (schema: object) => {
  let id = schemaIds.get(schema);
  if (id === undefined) schemaIds.set(schema, (id = ++schemasSeen));
  return id;
};

function deepFreeze<T>(value: T): T {
  if (value && typeof value === 'object' && !Object.isFrozen(value)) {
    Object.freeze(value);
    for (const inner of Object.values(value)) deepFreeze(inner);
  }
  return value;
}

/** A call whose success answer carries no body we need (ASP.NET Identity's empty 200s); problems become errors. */
export async function upstreamCommand(
  path: string,
  req: { method: HttpMethod; body?: unknown; token?: string; headers?: Record<string, string> },
): Promise<void> {
  const headers: Record<string, string> = { accept: 'application/json', ...req.headers };
  if (req.body !== undefined) headers['content-type'] = 'application/json';
  if (req.token) headers.authorization = `Bearer ${req.token}`;
  const response = await upstreamFetch(path, {
    method: req.method,
    cache: 'no-store',
    headers,
    body: req.body === undefined ? undefined : JSON.stringify(req.body),
  });
  if (!response.ok) throw await toUpstreamError(response);
}

/** Path segments from our own input are always encoded. */
export const seg = (value: string | number) => encodeURIComponent(String(value));
