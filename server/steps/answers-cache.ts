// Whole answers that may be shared, kept for a second and served without Next, as an edge in
// front would serve them: what may be kept and how answers are told apart is in
// server/response-cache.ts. A request that has a fresh stored answer gets it here; any other
// request goes on, and its answer is recorded as it leaves (headers as sent, body as sent:
// compressed when the compression step compressed it, which is why Accept-Encoding is one of
// the headers the answer varies on) and kept when the rules allow. An answer that says
// ANSWERS_CACHE_HEADER (lib/server-channels.ts; the revalidation route's) empties the cache and
// loses the header.
//
// RESPONSE_CACHE_MS sets how long an answer is kept (1000 by default; 0 turns the cache off).
// Kept that short, an instance serves a revalidated page at most that much later than its peers
// (its own revalidations empty it at once), and a restaurant's change reaches guests as it did.
import { ANSWERS_CACHE_HEADER } from '../../lib/server-channels.ts';
import { onResponse, type Step } from '../pipeline.ts';
import { ResponseCache } from '../response-cache.ts';

const MB = 1024 * 1024;

/** The cache step, or null when turned off; `cache` is the store it uses (for tests and the log). */
export function answersCache(
  { ttlMs = 1000, maxBytes = 64 * MB, maxEntries = 2000, maxBodyBytes = 2 * MB }: Partial<{ ttlMs: number; maxBytes: number; maxEntries: number; maxBodyBytes: number }> = {},
): { step: Step; cache: ResponseCache } | null {
  if (!Number.isFinite(ttlMs) || ttlMs <= 0) return null;
  const cache = new ResponseCache({ ttlMs, maxBytes, maxEntries, maxBodyBytes });
  const step: Step = (request, response, next) => {
    const stored = cache.lookup(request);
    if (stored) {
      response.writeHead(stored.status, stored.headers);
      response.end(stored.body);
      return;
    }
    let head: { status: number; headers: Record<string, string | string[] | number | undefined> } | undefined;
    let chunks: Buffer[] | null = request.method === 'GET' ? [] : null;
    let size = 0;
    const take = (chunk: unknown, encoding: unknown) => {
      if (!chunks || chunk === undefined || chunk === null || typeof chunk === 'function') return;
      const buffer = Buffer.isBuffer(chunk) ? chunk : Buffer.from(chunk as string, typeof encoding === 'string' ? (encoding as BufferEncoding) : 'utf8');
      size += buffer.length;
      if (size > maxBodyBytes) chunks = null;
      else chunks.push(buffer);
    };
    onResponse(response, {
      writeHead: (status, given) => {
        if (response.getHeader(ANSWERS_CACHE_HEADER) !== undefined || (given && ANSWERS_CACHE_HEADER in (given as object))) {
          cache.clear();
          response.removeHeader(ANSWERS_CACHE_HEADER);
          chunks = null;
        }
        if (!chunks) return;
        // An event stream is never whole: nothing of it is recorded (it passes through as it is written).
        if (/^text\/event-stream\b/i.test(String(response.getHeader('content-type') ?? (given && !Array.isArray(given) ? (given as Record<string, unknown>)['content-type'] : '') ?? ''))) {
          chunks = null;
          return;
        }
        const headers = { ...response.getHeaders() } as Record<string, string | string[] | number | undefined>;
        if (Array.isArray(given)) chunks = null;
        else if (given) for (const [name, value] of Object.entries(given)) headers[name.toLowerCase()] = value as string;
        head = { status, headers };
      },
      write: take,
      end: (chunk, encoding) => {
        take(chunk, encoding);
        const whole = chunks;
        chunks = null;
        // After the original end has run: the headers of an implicit write are known by then.
        if (whole) queueMicrotask(() => head && cache.store(request, { status: head.status, headers: head.headers, body: Buffer.concat(whole) }));
      },
    });
    next();
  };
  return { step, cache };
}
