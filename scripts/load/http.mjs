// What a browser tab does on the wire, for the load, fault and fuzz tests: one cookie jar per
// guest, Origin on writes, Idempotency-Keys made exactly as components/checkout/api-client.ts makes them.
import { createHash } from 'node:crypto';

import { APP_ERROR_CODES } from '../../lib/domain/app-error.ts';

const REQUEST_TIMEOUT_MS = 15_000;
const STACK = /\bat .+[:(]\d+:\d+|node_modules|\.next\/server|\.(?:ts|js|mjs):\d+/;

/** The browser's key: SHA-256 hex of the JSON body plus the tab's attempt nonce, 64 characters. */
export const idempotencyKeyFor = (body, attempt) =>
  createHash('sha256')
    .update(JSON.stringify(body) + attempt)
    .digest('hex')
    .slice(0, 64);

/**
 * What is wrong with an error answer, or null when it is a proper problem: RFC 7807 JSON with a
 * stable app code and the response's status, and nothing that looks like a stack trace.
 */
export function problemDefect({ status, contentType, text }) {
  if (STACK.test(text)) return 'a stack trace or source path in the body';
  if (!contentType.includes('application/problem+json')) return `content-type ${contentType || 'none'}`;
  let body;
  try {
    body = JSON.parse(text);
  } catch {
    return 'a body that is not JSON';
  }
  if (!APP_ERROR_CODES.includes(body?.code)) return `code ${JSON.stringify(body?.code)} is not an app code`;
  if (body.status !== status || typeof body.type !== 'string' || typeof body.title !== 'string')
    return 'type, title or status missing';
  return null;
}

/**
 * A guest's browser: keeps its cookies (the sealed session holds the customer code) across calls.
 * With a client `address`, every request to the app says so in X-Forwarded-For, as the reverse
 * proxy in front of the app would (the load test runs the app with TRUSTED_PROXY=1).
 */
export class Browser {
  #cookies = new Map();

  constructor(appUrl, address) {
    this.appUrl = appUrl;
    this.address = address;
  }

  get hasSession() {
    return this.#cookies.size > 0;
  }

  /**
   * One request; resolves with { status, ok, headers, text, json, ms } or, when the connection
   * fails, { status: 0, error }. Relative URLs go to the app, with its cookies.
   */
  async fetch(url, { method = 'GET', body, headers = {}, form } = {}) {
    const target = new URL(url, this.appUrl);
    const own = target.origin === new URL(this.appUrl).origin;
    const all = { ...headers };
    if (own && this.#cookies.size) all.cookie = [...this.#cookies].map(([k, v]) => `${k}=${v}`).join('; ');
    if (own && this.address) all['x-forwarded-for'] = this.address;
    // The app's own BFF calls carry the page's language, as the app's pages send it (lib/client/api.ts).
    if (own && target.pathname.startsWith('/api/')) all['x-page-language'] ??= 'sv';
    // Writes come from a page of the same origin: the app's checkout, or the provider's own form.
    if (method !== 'GET') all.origin = target.origin;
    if (body !== undefined) all['content-type'] ??= 'application/json';
    if (form) all['content-type'] = 'application/x-www-form-urlencoded';
    const started = performance.now();
    try {
      const response = await fetch(target, {
        method,
        headers: all,
        body: form
          ? new URLSearchParams(form)
          : body === undefined
            ? undefined
            : typeof body === 'string'
              ? body
              : JSON.stringify(body),
        redirect: 'manual',
        signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS),
      });
      const text = await response.text();
      if (own) this.#keepCookies(response.headers.getSetCookie());
      return {
        status: response.status,
        ok: response.ok,
        headers: response.headers,
        text,
        json: parseJson(text),
        ms: performance.now() - started,
      };
    } catch (error) {
      return { status: 0, ok: false, error, text: '', json: undefined, ms: performance.now() - started };
    }
  }

  #keepCookies(setCookies) {
    for (const line of setCookies) {
      const [pair, ...attributes] = line.split(';');
      const at = pair.indexOf('=');
      const name = pair.slice(0, at).trim();
      const expired = attributes.some((a) => /^\s*max-age=0\s*$/i.test(a) || /^\s*expires=Thu, 01 Jan 1970/i.test(a));
      if (expired) this.#cookies.delete(name);
      else this.#cookies.set(name, pair.slice(at + 1).trim());
    }
  }
}

function parseJson(text) {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}
