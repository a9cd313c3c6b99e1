// Loaded into `next start` by scripts/start.mjs and the load test (node --import), for what Next
// offers no setting for:
// - Next hands route handlers no socket address (only an X-Forwarded-For that it fills in when
//   the client sent none), so every request is stamped here with the address of the socket it
//   came in on, as X-Socket-Address, replacing any value the client sent under that name.
//   lib/http/client-address.ts reads it when no trusted proxy is configured (TRUSTED_PROXY), and
//   only when this module ran in its process.
// - Next copies its internal x-middleware-rewrite header (where the proxy rewrote a plain URL
//   to, e.g. /sv/shop/1) onto the response; nothing in the browser reads it, so it is dropped.
// - Each page's script policy without 'unsafe-inline' (scripts/next-start-csp.mjs).
import http from 'node:http';

import { installScriptPolicy } from './next-start-csp.mjs';

const HEADER = 'x-socket-address';
const INTERNAL = ['x-middleware-rewrite'];
const emit = http.Server.prototype.emit;
const stampRequestNonce = installScriptPolicy();

http.Server.prototype.emit = function withNextStartHooks(event, ...args) {
  if (event === 'request') {
    const [request, response] = args;
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
