// Each page's Content-Security-Policy without 'unsafe-inline' for scripts, for `next start`
// (loaded by scripts/next-start-hooks.mjs). next.config.ts sends one static policy, whose
// script-src allows inline scripts because Next writes its flight data and bootstraps inline and
// pages are cached per language: a nonce would make every page render per request. Here, each
// HTML answer gets that policy with 'unsafe-inline' replaced by what lets exactly its own inline
// scripts run (lib/security/csp.ts):
// - a cached or otherwise whole page (Next sends it in one piece): the SHA-256 of each of Next's
//   inline scripts in it, hashed the first time that page leaves; no other inline script runs;
// - a page rendered and streamed for this request: a nonce made for the request, which Next puts
//   on its scripts (it reads it from the request's policy header, set here for the requests of
//   pages rendered per request, lib/security/per-request-pages.ts, and removed from all others),
//   and the hash of the layout's Trusted Types policy, the one inline script Next does not write;
// - a page without the layout's Trusted Types script (Next's fallback document for an error
//   before the layout rendered, where the browser draws the error page) is not held to Trusted
//   Types, which would block the chunks that draw it;
// - a 304 carries no policy, so the browser keeps the one stored with the page it revalidated.
// Every other answer loses 'unsafe-inline' from script-src too. CSP_SCRIPT_HASHES=0 keeps the
// static policy (for comparison, or behind an edge that rewrites the HTML).
//
// The policy depends on the body, and Next compresses the body (its compression middleware wraps
// the response) before the headers go out: so this wraps that middleware and sets the policy
// above it, where the body is still the page. With `compress: false` nothing is wrapped and the
// static policy stays.
import { randomBytes } from 'node:crypto';
import { createRequire } from 'node:module';

import { forPage, inlineScriptHashes, TRUSTED_TYPES_POLICY_HASH, withInlineScriptSources } from '../lib/security/csp.ts';
import { rendersPerRequest } from '../lib/security/per-request-pages.ts';

const CSP = 'content-security-policy';
const COMPRESSION = 'next/dist/compiled/compression';
const nonceOf = new WeakMap();
/** The requests this hook saw (all but those answered before Next, such as from the answers cache). */
const seen = new WeakSet();
const warned = new Set();

/**
 * The policies of the pages served lately, by their ETag: Next derives it from the body it sends
 * (a hash of it and its length), so one ETag is one body, and a cached page is hashed once, not
 * on each of the many times it is served. The oldest entry goes first beyond MAX_PAGES.
 */
const MAX_PAGES = 1000;
const policyByEtag = new Map();

function pagePolicy(policy, response, body) {
  const etag = response.getHeader('etag');
  const key = typeof etag === 'string' ? `${etag} ${policy}` : undefined;
  const known = key === undefined ? undefined : policyByEtag.get(key);
  if (known) return known;
  const html = typeof body === 'string' ? body : body.toString('utf8');
  const own = withInlineScriptSources(forPage(policy, html), inlineScriptHashes(html));
  if (key !== undefined) {
    policyByEtag.set(key, own);
    if (policyByEtag.size > MAX_PAGES) policyByEtag.delete(policyByEtag.keys().next().value);
  }
  return own;
}

/**
 * Replaces any policy the client sent (Next reads the nonce of a request from it): with a nonce
 * for a page rendered per request, with none for the rest, so that a page Next keeps in its cache
 * carries no nonce of the request that happened to render it (lib/security/per-request-pages.ts).
 */
function stampRequestNonce(request) {
  seen.add(request);
  delete request.headers[CSP];
  if (!rendersPerRequest(request.url ?? '/')) return;
  const nonce = randomBytes(16).toString('base64');
  nonceOf.set(request, nonce);
  request.headers[CSP] = `script-src 'nonce-${nonce}'`;
}

const isHtml = (response) => String(response.getHeader('content-type') ?? '').startsWith('text/html');

/**
 * A page streamed for a request that got no nonce (a page missing from PER_REQUEST_PAGES): it
 * keeps the static policy, so that it works, and the server says once per path what to fix.
 */
function streamedWithoutNonce(request) {
  const path = (request.url ?? '/').split('?')[0];
  if (warned.has(path) || warned.size > 100) return;
  warned.add(path);
  console.warn(`CSP: ${path} was streamed without a nonce and keeps the static policy; add its route to lib/security/per-request-pages.ts`);
}

/** Sets the answer's policy once, before its headers go out; `body` is the whole page, or null when it streams. */
function decide(request, response, body) {
  const policy = response.getHeader(CSP);
  if (response.headersSent || typeof policy !== 'string') return;
  if (response.statusCode === 304) return void response.removeHeader(CSP);
  if (isHtml(response) && body) return void response.setHeader(CSP, pagePolicy(policy, response, body));
  if (isHtml(response) && body === null && !nonceOf.has(request)) return void streamedWithoutNonce(request);
  const sources = isHtml(response) && body === null ? [`'nonce-${nonceOf.get(request)}'`, TRUSTED_TYPES_POLICY_HASH] : [];
  response.setHeader(CSP, withInlineScriptSources(policy, sources));
}

/** Wraps end/write/writeHead of a response whose compression is already in place. */
function applyPolicyAbove(request, response) {
  const { end, write, writeHead } = response;
  let decided = false;
  const once = (body) => {
    if (decided) return;
    decided = true;
    decide(request, response, body);
  };
  response.end = function endWithPolicy(chunk, ...rest) {
    once(typeof chunk === 'string' || Buffer.isBuffer(chunk) ? chunk : '');
    return end.call(this, chunk, ...rest);
  };
  response.write = function writeWithPolicy(...args) {
    once(null);
    return write.apply(this, args);
  };
  // flushHeaders (a streamed page's first step) and an explicit writeHead both come through here.
  response.writeHead = function writeHeadWithPolicy(...args) {
    once(null);
    return writeHead.apply(this, args);
  };
}

/** Wraps Next's compression; returns what to do with each request as it arrives, or null when off. */
export function installScriptPolicy() {
  if (process.env.CSP_SCRIPT_HASHES === '0') return null;
  const require = createRequire(import.meta.url);
  const path = require.resolve(COMPRESSION);
  const compression = require(path);
  require.cache[path].exports = function compressionWithScriptPolicy(options) {
    const middleware = compression(options);
    return (request, response, next) => {
      middleware(request, response, () => {});
      if (seen.has(request)) applyPolicyAbove(request, response);
      next();
    };
  };
  return stampRequestNonce;
}
