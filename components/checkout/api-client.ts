'use client';

const ATTEMPT_KEY = 'ordering.attempt';

/** The current checkout attempt of this tab: random, renewed after a payment ends. */
function attempt(): string {
  let nonce = sessionStorage.getItem(ATTEMPT_KEY);
  if (!nonce) {
    nonce = crypto.randomUUID();
    sessionStorage.setItem(ATTEMPT_KEY, nonce);
  }
  return nonce;
}

/** One Idempotency-Key per distinct request body and attempt: a double tap re-sends the same key. */
export async function idempotencyKeyFor(body: unknown): Promise<string> {
  const bytes = new TextEncoder().encode(JSON.stringify(body) + attempt());
  const digest = await crypto.subtle.digest('SHA-256', bytes);
  return [...new Uint8Array(digest)]
    .map((b) => b.toString(16).padStart(2, '0'))
    .join('')
    .slice(0, 64);
}

/** A new attempt (after a failed payment) gets new keys. */
export const newAttempt = () => sessionStorage.setItem(ATTEMPT_KEY, crypto.randomUUID());

/** POSTs JSON to our own API; a problem answer becomes a thrown ApiProblem with its code. */
export class ApiProblem extends Error {
  readonly code: string;
  readonly status: number;
  readonly details: Record<string, unknown>;

  constructor(code: string, status: number, details: Record<string, unknown>) {
    super(code);
    this.code = code;
    this.status = status;
    this.details = details;
  }
}

export async function postJson<T>(url: string, body: unknown, key?: string): Promise<T> {
  let response: Response;
  try {
    response = await fetch(url, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...(key ? { 'idempotency-key': key } : {}) },
      body: JSON.stringify(body),
    });
  } catch {
    throw new ApiProblem('UPSTREAM_UNAVAILABLE', 0, {});
  }
  const json = (await response.json().catch(() => ({}))) as Record<string, unknown>;
  if (!response.ok) throw new ApiProblem(typeof json.code === 'string' ? json.code : 'UNKNOWN', response.status, json);
  return json as T;
}

/** GETs JSON from our own API, never from a cache; a problem answer becomes an ApiProblem. */
export async function getJson<T>(url: string): Promise<T> {
  const response = await fetch(url, { cache: 'no-store' });
  const json = (await response.json().catch(() => ({}))) as Record<string, unknown>;
  if (!response.ok) throw new ApiProblem(typeof json.code === 'string' ? json.code : 'UNKNOWN', response.status, json);
  return json as T;
}
