// A short-lived cache of whole answers in front of Next, as an edge would keep them (wired in by
// server/steps/answers-cache.ts in the server's pipeline; only the server runs it). Pure, so a
// test can check its rules (server/response-cache.test.ts). Plain erasable TypeScript: the
// server imports it as it is (Node strips the types).
//
// What it keeps, for `ttlMs` (one second by default):
// - a page Next served from its page cache (it says so in `x-nextjs-cache`): the same prerendered
//   page for everyone who reaches the same URL with the same proxy inputs, as Next's own cache
//   already serves it to them;
// - any other answer a shared cache may keep (`public` or `s-maxage`, no `no-store`, `no-cache`
//   or `private`), such as the BFF's shop and menu reads;
// and only a 200 to a plain GET, without a cookie being set, without `Vary: *`.
//
// A file of the build (`/_next/static/…`, which Next marks `immutable`: its name carries a hash of
// its content) is kept for `buildAssetTtlMs` (a day by default) instead: its bytes never change at
// that address, and keeping them compressed spares the server compressing the same scripts again
// for every new guest (a first visit asks for a page's scripts, and the service worker then for
// every file it precaches). The proxy never runs for these files, so its inputs do not split them.
//
// One URL's answers are told apart as an HTTP cache tells them apart (each stored answer names
// the request headers it varies on, RFC 9111 §4.1), and by what the proxy reads before the page
// renders, which Next's Vary does not name: the culture cookie and Accept-Language (a URL
// without a language is rewritten by them) and whether a session cookie is present (a route
// that needs a session redirects without one). PROXY_INPUTS lists them; a test reads proxy.ts
// and fails when it reads anything else.

export type Headers = Record<string, string | string[] | number | undefined>;
export type RequestLike = { method?: string; url?: string; headers: Record<string, string | string[] | undefined> };
export type Answer = { status: number; headers: Headers; body: Buffer };

/** What proxy.ts reads from a request, besides its URL. */
export const PROXY_INPUTS = {
  headers: ['accept-language'],
  /** The culture cookie and the QR values' cookie (a menu page renders as its twin with the chip). */
  cookies: ['culture', 'ordering_qr'],
  /** Only whether one of them is present: the session cookie's two names (Secure or not). */
  cookiesPresent: ['__Host-ordering_session', 'ordering_session'],
} as const;

/** Headers of the answer that belong to one exchange, not to the stored answer. */
const PER_EXCHANGE = ['date', 'connection', 'keep-alive', 'transfer-encoding', 'x-request-id', 'content-length'];

type Entry = Answer & { key: string; vary: string[]; varyValues: string; inputs: string; expires: number };

const one = (value: string | string[] | number | undefined): string => (Array.isArray(value) ? value.join(', ') : value === undefined ? '' : String(value));

/**
 * The request's cookies exactly as Next reads them for the proxy and the page
 * (@edge-runtime/cookies' parseCookie): pairs split at `;` and the spaces after it, a name as
 * written (`culture ` is not `culture`), a value %-decoded (a pair whose value does not decode is
 * skipped), a name without `=` worth "true", the last of a name winning. Anything looser would
 * let `culture=fi; culture =en` be kept under the key of `culture=en` while Next renders Finnish;
 * server/response-cache.test.ts compares this with Next's own parser.
 */
export function cookies(header: string | string[] | undefined): Map<string, string> {
  const jar = new Map<string, string>();
  for (const pair of one(header).trim().split(/; */)) {
    if (!pair) continue;
    const at = pair.indexOf('=');
    if (at === -1) {
      jar.set(pair, 'true');
      continue;
    }
    try {
      jar.set(pair.slice(0, at), decodeURIComponent(pair.slice(at + 1)));
    } catch {
      // Next skips a value it cannot decode: so does the key.
    }
  }
  return jar;
}

/** The proxy's inputs of a request, as one string. */
export function proxyInputs(request: RequestLike): string {
  const jar = cookies(request.headers.cookie);
  return JSON.stringify([
    PROXY_INPUTS.headers.map((name) => one(request.headers[name])),
    PROXY_INPUTS.cookies.map((name) => jar.get(name) ?? null),
    PROXY_INPUTS.cookiesPresent.some((name) => jar.has(name)),
  ]);
}

/** A file of the build: named by its content, never changed at its address, never seen by the proxy. */
const isBuildAsset = (request: RequestLike) => (request.url ?? '').startsWith('/_next/static/');

/**
 * Host and address an answer is kept under. A file of the build is the same file whatever query
 * follows its path (Next reads none), so it is kept once: a client that asks for it under endless
 * made-up queries fills no more of the cache than one guest.
 */
const urlKey = (request: RequestLike) => {
  const url = request.url ?? '/';
  return `${one(request.headers.host)} ${isBuildAsset(request) ? url.split('?', 1)[0] : url}`;
};

/** What the answer's key holds of the proxy's inputs: nothing for a file the proxy never sees. */
const keyInputs = (request: RequestLike) => (isBuildAsset(request) ? '' : proxyInputs(request));

const varyValues = (request: RequestLike, vary: string[]) => JSON.stringify(vary.map((name) => one(request.headers[name])));

/** Whether an answer to this request may come from the cache, and go into it. */
export function cacheableRequest(request: RequestLike): boolean {
  if (request.method !== 'GET') return false;
  const h = request.headers;
  // A conditional or partial request, credentials in a header, or Next's own revalidation and preview.
  if (h['if-none-match'] || h['if-modified-since'] || h.range || h.authorization || h['x-prerender-revalidate']) return false;
  return !cookies(h.cookie).has('__prerender_bypass');
}

/** The request header names an answer varies on (lower case); null for `Vary: *`. */
export function varyOf(headers: Headers): string[] | null {
  const names = one(headers.vary)
    .split(',')
    .map((name) => name.trim().toLowerCase())
    .filter(Boolean);
  return names.includes('*') ? null : [...new Set(names)].sort();
}

/** Whether a whole answer may be kept (see the rules above). */
export function storable({ status, headers }: Pick<Answer, 'status' | 'headers'>): boolean {
  if (status !== 200 || headers['set-cookie'] !== undefined || varyOf(headers) === null) return false;
  const control = one(headers['cache-control']).toLowerCase();
  if (/\bno-store\b/.test(control)) return false;
  if (headers['x-nextjs-cache'] !== undefined) return true;
  return /\b(public|s-maxage)\b/.test(control) && !/\b(private|no-cache)\b/.test(control);
}

export type ResponseCacheOptions = { ttlMs: number; buildAssetTtlMs?: number; maxBytes: number; maxEntries: number; maxBodyBytes: number; now?: () => number };

const DAY_MS = 24 * 60 * 60 * 1000;

export class ResponseCache {
  readonly options: Required<ResponseCacheOptions>;
  /** By host and URL; a Map keeps insertion order, so the first key is the least recently stored. */
  private readonly byUrl = new Map<string, Entry[]>();
  private bytes = 0;
  private entries = 0;

  constructor(options: ResponseCacheOptions) {
    this.options = { now: Date.now, buildAssetTtlMs: DAY_MS, ...options };
  }

  /** The stored answer for this request, ready to send (a Next page-cache answer says HIT), or undefined. */
  lookup(request: RequestLike): Answer | undefined {
    if (!cacheableRequest(request)) return undefined;
    const list = this.byUrl.get(urlKey(request));
    if (!list) return undefined;
    const now = this.options.now();
    const inputs = keyInputs(request);
    const entry = list.find((e) => e.expires > now && e.inputs === inputs && e.varyValues === varyValues(request, e.vary));
    if (!entry) return undefined;
    return { status: entry.status, headers: entry.headers, body: entry.body };
  }

  /** Keeps the answer when the rules allow it; whether it was kept. */
  store(request: RequestLike, answer: Answer): boolean {
    const vary = varyOf(answer.headers);
    const { maxBodyBytes, maxBytes, maxEntries, ttlMs, buildAssetTtlMs } = this.options;
    if (!cacheableRequest(request) || !storable(answer) || vary === null || answer.body.length > maxBodyBytes) return false;
    const headers: Headers = {};
    for (const [name, value] of Object.entries(answer.headers)) if (!PER_EXCHANGE.includes(name) && value !== undefined) headers[name] = value;
    if (headers['x-nextjs-cache'] !== undefined) headers['x-nextjs-cache'] = 'HIT';
    headers['content-length'] = String(answer.body.length);
    const entry: Entry = {
      status: answer.status,
      headers,
      body: answer.body,
      key: urlKey(request),
      vary,
      varyValues: varyValues(request, vary),
      inputs: keyInputs(request),
      expires: this.options.now() + (isBuildAsset(request) && /\bimmutable\b/i.test(one(answer.headers['cache-control'])) ? buildAssetTtlMs : ttlMs),
    };
    const now = this.options.now();
    const kept = (this.byUrl.get(entry.key) ?? []).filter((e) => {
      const stays = e.expires > now && !(e.inputs === entry.inputs && e.varyValues === entry.varyValues && e.vary.join() === entry.vary.join());
      if (!stays) this.forget(e);
      return stays;
    });
    this.byUrl.delete(entry.key);
    this.byUrl.set(entry.key, [...kept, entry]);
    this.bytes += entry.body.length;
    this.entries += 1;
    while ((this.bytes > maxBytes || this.entries > maxEntries) && this.byUrl.size > 0) {
      const [oldest, list] = this.byUrl.entries().next().value as [string, Entry[]];
      list.forEach((e) => this.forget(e));
      this.byUrl.delete(oldest);
    }
    return this.byUrl.has(entry.key);
  }

  /** Drops every answer (after a revalidation: the next request renders or reads Next's cache again). */
  clear(): void {
    this.byUrl.clear();
    this.bytes = 0;
    this.entries = 0;
  }

  get size(): { entries: number; bytes: number } {
    return { entries: this.entries, bytes: this.bytes };
  }

  private forget(entry: Entry) {
    this.bytes -= entry.body.length;
    this.entries -= 1;
  }
}
