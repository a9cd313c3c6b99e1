// Loaded into `next start` by scripts/start.mjs and the load test (node --import), for what Next
// offers no setting for:
// - Next hands route handlers no socket address (only an X-Forwarded-For that it fills in when
//   the client sent none), so every request is stamped here with the address of the socket it
//   came in on, as X-Socket-Address, replacing any value the client sent under that name.
//   lib/http/client-address.ts reads it when no trusted proxy is configured (TRUSTED_PROXY), and
//   only when this module ran in its process.
// - Bodies are refused before Next reads them: pages take no writes (the app has no server
//   actions; every write is an /api route), and no request may announce more than the largest
//   body a route takes (lib/http/json-body.ts). Next would otherwise read such a body to its end
//   for the proxy, however large; the connection closes instead of draining it.
// - Next copies its internal x-middleware-rewrite header (where the proxy rewrote a plain URL
//   to, e.g. /_sv/shop/1) onto the response; nothing in the browser reads it, so it is dropped.
// - Each page's script policy without 'unsafe-inline' (scripts/next-start-csp.mjs).
// - Whole answers that may be shared are kept for a second and served without Next
//   (scripts/next-start-cache.mjs), as an edge in front would serve them.
import http from 'node:http';

import { installResponseCache } from './next-start-cache.mjs';
import { installScriptPolicy } from './next-start-csp.mjs';

const HEADER = 'x-socket-address';
/** The largest body a route takes (MAX_BODY_BYTES in lib/http/json-body.ts). */
const MAX_BODY_BYTES = 64_000;
const READS = new Set(['GET', 'HEAD', 'OPTIONS']);

/** A problem answer like the app's own (lib/http/problem.ts), sent before Next sees the request. */
function refuse(response, status, code, { headers = {}, details = {} } = {}) {
  const body = JSON.stringify({ type: `/problems/${code.toLowerCase().replaceAll('_', '-')}`, title: code, status, code, ...details });
  response.writeHead(status, { 'content-type': 'application/problem+json', 'cache-control': 'private, no-store', 'x-content-type-options': 'nosniff', connection: 'close', ...headers });
  response.end(body);
}

/** Whether the request is refused here (answered, its body never read). */
function refusedBody(request, response) {
  const path = (request.url ?? '/').split('?')[0] ?? '/';
  if (!READS.has(request.method ?? 'GET') && !path.startsWith('/api/')) {
    refuse(response, 405, 'METHOD_NOT_ALLOWED', { headers: { allow: 'GET, HEAD' } });
    return true;
  }
  const length = Number(request.headers['content-length'] ?? 0);
  if (Number.isFinite(length) && length > MAX_BODY_BYTES) {
    refuse(response, 413, 'PAYLOAD_TOO_LARGE', { details: { maxBytes: MAX_BODY_BYTES } });
    return true;
  }
  return false;
}
const INTERNAL = ['x-middleware-rewrite'];
const emit = http.Server.prototype.emit;
const stampRequestNonce = installScriptPolicy();
const fromCache = installResponseCache();

http.Server.prototype.emit = function withNextStartHooks(event, ...args) {
  if (event === 'request') {
    const [request, response] = args;
    if (refusedBody(request, response)) return true;
    if (fromCache?.(request, response)) return true;
    request.headers[HEADER] = request.socket?.remoteAddress ?? '';
    stampRequestNonce?.(request);
    const writeHead = response.writeHead;
    response.writeHead = function withoutInternalHeaders(...writeArgs) {
      for (const name of INTERNAL) this.removeHeader(name);
      return writeHead.apply(this, writeArgs);
    };
  }
  return emit.call(this, event, ...args);
};

globalThis[Symbol.for('ordering.socketAddressHeader')] = HEADER;
