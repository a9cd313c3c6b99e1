/**
 * `Idempotency-Key` (draft-ietf-httpapi-idempotency-key-header) for mutating POSTs. A replay with
 * the same key and the same JSON body gets the first (successful) response again; the same key
 * with another body is a 422 `invalid-parameter`. Only 2xx answers are stored: a failed attempt
 * changed nothing, so retrying it simply runs it again. Keys live 24 hours.
 *
 * Callers must not await between begin() and store(): Node runs that stretch without
 * interleaving another request, which keeps check-then-store atomic without locks.
 */
import { createHash } from 'node:crypto';

import type { Db } from '../db/database.ts';
import { one, run } from '../db/database.ts';
import { jsonText, parseJson, problem } from '../http.ts';

const KEY = /^[\x21-\x7e]{1,255}$/;
const TTL_MS = 24 * 60 * 60 * 1000;

/** JSON with object keys sorted, so key order and whitespace do not make a body "different". */
export function canonicalJson(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonicalJson).join(',')}]`;
  if (value !== null && typeof value === 'object') {
    const entries = Object.entries(value as Record<string, unknown>)
      .filter(([, v]) => v !== undefined)
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return `{${entries.map(([k, v]) => `${JSON.stringify(k)}:${canonicalJson(v)}`).join(',')}}`;
  }
  return JSON.stringify(value) ?? 'null';
}

export type Idempotency =
  | { kind: 'respond'; response: Response }
  | { kind: 'proceed'; store(status: number, body: string): void };

type StoredRow = { request_hash: string; response_status: number | null; response_body: string | null };

export function beginIdempotency(db: Db, scope: string, headers: Headers, body: unknown, now: Date): Idempotency {
  const key = headers.get('idempotency-key');
  if (key === null) return { kind: 'proceed', store: () => {} };
  if (!KEY.test(key)) {
    return {
      kind: 'respond',
      response: problem(400, 'invalid-parameter', 'One or more validation errors occurred.', {
        errors: { 'Idempotency-Key': ['1–255 visible ASCII characters.'] },
      }),
    };
  }
  const requestHash = createHash('sha256').update(canonicalJson(body)).digest('hex');
  run(db, 'DELETE FROM idempotency_keys WHERE created_at < ?', new Date(now.getTime() - TTL_MS).toISOString());
  const stored = one<StoredRow>(db, 'SELECT request_hash, response_status, response_body FROM idempotency_keys WHERE scope = ? AND key = ?', scope, key);
  if (stored) {
    if (stored.request_hash !== requestHash) {
      return {
        kind: 'respond',
        response: problem(422, 'invalid-parameter', 'This Idempotency-Key was used with another request body.', {
          errors: { 'Idempotency-Key': ['Already used with a different request body.'] },
        }),
      };
    }
    const status = stored.response_status ?? 200;
    const text = stored.response_body ?? '';
    const replayHeaders: Record<string, string> = { 'Idempotent-Replayed': 'true' };
    const location = locationOf(text);
    if (status === 201 && location) replayHeaders.Location = location;
    return { kind: 'respond', response: jsonText(text, status, replayHeaders) };
  }
  return {
    kind: 'proceed',
    store(status, text) {
      if (status < 200 || status > 299) return;
      run(
        db,
        'INSERT INTO idempotency_keys (scope, key, request_hash, response_status, response_body, created_at) VALUES (?, ?, ?, ?, ?, ?)',
        scope, key, requestHash, status, text, now.toISOString(),
      );
    },
  };
}

/** A created order's Location, recovered from the stored body (its orderId a UUID, or a number on a numeric-id wire). */
function locationOf(text: string): string | undefined {
  const body = parseJson(text) as { orderId?: unknown; paymentId?: unknown } | null | undefined;
  const id = body?.orderId;
  return (typeof id === 'string' || Number.isSafeInteger(id)) && typeof body?.paymentId !== 'string' ? `/api/order/${String(id)}` : undefined;
}
