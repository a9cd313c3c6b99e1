// The answers cache in front of Next for `npm start` (loaded by scripts/next-start-hooks.mjs):
// what may be kept and how answers are told apart is in lib/http/response-cache.ts. Here, a
// request that has a fresh stored answer gets it without reaching Next; any other request goes
// on to Next, and its answer is recorded as it leaves (headers as sent, body as sent: compressed
// when Next compressed it, which is why Accept-Encoding is one of the headers Next varies on)
// and kept when the rules allow.
//
// RESPONSE_CACHE_MS sets how long an answer is kept (1000 by default; 0 turns the cache off).
// Kept that short, an instance serves a revalidated page at most that much later than its peers
// (its own revalidations empty it at once), and a restaurant's change reaches guests as it did.
import { RESPONSE_CACHE_KEY, ResponseCache } from '../lib/http/response-cache.ts';

const MB = 1024 * 1024;

/** Records what leaves through `response` and hands it to `done` when the answer ended whole. */
function record(response, done, maxBodyBytes) {
  const { writeHead, write, end } = response;
  let head;
  let chunks = [];
  let size = 0;
  const take = (chunk, encoding) => {
    if (!chunks || chunk === undefined || chunk === null || typeof chunk === 'function') return;
    const buffer = Buffer.isBuffer(chunk) ? chunk : Buffer.from(chunk, typeof encoding === 'string' ? encoding : 'utf8');
    size += buffer.length;
    if (size > maxBodyBytes) chunks = null;
    else chunks.push(buffer);
  };
  response.writeHead = function recordedWriteHead(status, ...rest) {
    const given = rest.find((arg) => arg && typeof arg === 'object');
    const headers = { ...this.getHeaders() };
    if (Array.isArray(given)) chunks = null;
    else if (given) for (const [name, value] of Object.entries(given)) headers[name.toLowerCase()] = value;
    head = { status, headers };
    return writeHead.call(this, status, ...rest);
  };
  response.write = function recordedWrite(chunk, encoding, ...rest) {
    take(chunk, encoding);
    return write.call(this, chunk, encoding, ...rest);
  };
  response.end = function recordedEnd(chunk, encoding, ...rest) {
    take(chunk, encoding);
    const result = end.call(this, chunk, encoding, ...rest);
    if (head && chunks) done({ status: head.status, headers: head.headers, body: Buffer.concat(chunks) });
    chunks = null;
    return result;
  };
}

/**
 * The cache for this process, or null when turned off; `handle(request, response)` answers from
 * it and returns true, or sets up the recording and returns false.
 */
export function installResponseCache(env = process.env) {
  const ttlMs = Number(env.RESPONSE_CACHE_MS ?? 1000);
  if (!Number.isFinite(ttlMs) || ttlMs <= 0) return null;
  const cache = new ResponseCache({ ttlMs, maxBytes: 64 * MB, maxEntries: 2000, maxBodyBytes: 2 * MB });
  globalThis[RESPONSE_CACHE_KEY] = cache;
  return function handle(request, response) {
    const stored = cache.lookup(request);
    if (stored) {
      response.writeHead(stored.status, stored.headers);
      response.end(stored.body);
      return true;
    }
    if (request.method === 'GET') record(response, (answer) => cache.store(request, answer), cache.options.maxBodyBytes);
    return false;
  };
}
