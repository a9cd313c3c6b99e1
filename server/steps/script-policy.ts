// Each page's Content-Security-Policy without 'unsafe-inline' for scripts. next.config.ts sends
// one static policy, whose script-src allows inline scripts because Next writes its flight data
// and bootstraps inline and pages are cached per language: a nonce would make every page render
// per request. Here, each HTML answer gets that policy with 'unsafe-inline' replaced by what
// lets exactly its own inline scripts run (lib/security/csp.ts):
// - a cached or otherwise whole page (Next sends it in one piece): the SHA-256 of each of Next's
//   inline scripts in it, read once per distinct body (kept by the body's SHA-256, never by
//   Next's ETag) and only from a whole GET body; no other inline script runs;
// - a HEAD, or a page answer without a body: the page's last known policy, or the static one,
//   and nothing is kept (a body-less answer must not stand for the page's later visitors);
// - a page rendered and streamed for this request: a nonce made for the request, which Next puts
//   on its scripts (it reads it from the request's policy header, set here for the requests of
//   pages rendered per request, which the build's manifests name (lib/security/per-request-pages.ts),
//   and removed from all others),
//   and the hash of the layout's Trusted Types policy, the one inline script Next does not write;
// - a page without the layout's Trusted Types script (Next's fallback document for an error
//   before the layout rendered, where the browser draws the error page) is not held to Trusted
//   Types, which would block the chunks that draw it;
// - a 304 carries no policy, so the browser keeps the one stored with the page it revalidated.
// Every other answer loses 'unsafe-inline' from script-src too.
//
// It fails closed: a page whose inline scripts are not all recognised as Next's (a Next release
// that writes a new kind) still gets the hashes of those it recognises, so the others are
// blocked, never allowed, and the log says which page and how many; a step that cannot decide
// leaves the static policy, never a weaker one. CSP_SCRIPT_HASHES=0 keeps the static policy (for
// comparison, or behind an edge that rewrites the HTML). At start, server/canary.ts asks for one
// page of each kind and holds /readyz at 503 until both got the policy they need.
import { createHash, randomBytes } from 'node:crypto';

import { forPage, inlineScripts, scriptHashSource, TRUSTED_TYPES_POLICY_HASH, withInlineScriptSources } from '../../lib/security/csp.ts';
import { onResponse, pathOf, type Request, type Step } from '../pipeline.ts';

const CSP = 'content-security-policy';
/** Every policy header a client might send: Next reads a request's nonce from them. */
const CLIENT_POLICY_HEADERS = [CSP, 'content-security-policy-report-only'];
/** How many page bodies, and how many pages, the step remembers a policy for (least recently used go first). */
const MAX_PAGES = 1000;

type Log = (line: string) => void;

/** A map that forgets its least recently used entry past `max`: a page asked for often stays. */
class Recent<V> {
  readonly #entries = new Map<string, V>();
  readonly #max: number;
  constructor(max: number) {
    this.#max = max;
  }
  get(key: string): V | undefined {
    const value = this.#entries.get(key);
    if (value !== undefined) {
      this.#entries.delete(key);
      this.#entries.set(key, value);
    }
    return value;
  }
  set(key: string, value: V): void {
    this.#entries.delete(key);
    this.#entries.set(key, value);
    if (this.#entries.size > this.#max) this.#entries.delete(this.#entries.keys().next().value!);
  }
}

/**
 * The step. A page's policy is worked out from its whole body and kept under the SHA-256 of that
 * body (the same bytes always get the same policy, whatever Next's ETag says), and as the page's
 * last known policy under its path. Only a complete result is kept: one that found Next's inline
 * scripts and the layout's Trusted Types policy. A HEAD, or a page answer without a body, has
 * nothing to read: it gets the page's last known policy, or the static one, and keeps nothing,
 * so no request can make a page's later visitors get a policy without its hashes.
 */
export function scriptPolicy({
  rendersPerRequest,
  log = (line: string) => console.warn(line),
  maxPages = MAX_PAGES,
}: {
  /** Whether a request's URL names a page Next renders for it (lib/security/per-request-pages.ts, from the build). */
  rendersPerRequest: (url: string) => boolean;
  log?: Log;
  maxPages?: number;
}): Step {
  const policyByBody = new Recent<string>(maxPages);
  const policyByPage = new Recent<string>(maxPages);
  const warned = new Set<string>();
  const warnOnce = (path: string, line: string) => {
    if (warned.has(path) || warned.size > 100) return;
    warned.add(path);
    log(line);
  };

  function pagePolicy(request: Request, policy: string, body: string | Buffer): string {
    const html = typeof body === 'string' ? body : body.toString('utf8');
    const key = `${createHash('sha256').update(html, 'utf8').digest('base64')} ${policy}`;
    const page = `${pathOf(request)} ${policy}`;
    const known = policyByBody.get(key);
    if (known) {
      policyByPage.set(page, known);
      return known;
    }
    const { own, foreign } = inlineScripts(html);
    if (foreign > 0) {
      warnOnce(pathOf(request), `CSP: ${pathOf(request)} has ${foreign} inline script(s) not recognised as Next's or the app's; they are blocked (lib/security/csp.ts isOwnScript)`);
    }
    const hashes = own.map(scriptHashSource);
    const result = withInlineScriptSources(forPage(policy, html), hashes);
    // A page without the layout's Trusted Types script (Next's error document) or without inline
    // scripts is answered as read, but never kept: it must not stand for the page's later answers.
    if (hashes.includes(TRUSTED_TYPES_POLICY_HASH) && hashes.length > 1) {
      policyByBody.set(key, result);
      policyByPage.set(page, result);
    }
    return result;
  }

  /** A page answer with no body to read (HEAD, an empty end): the page's last known policy, or the static one. */
  function bodilessPolicy(request: Request, policy: string): string {
    const known = policyByPage.get(`${pathOf(request)} ${policy}`);
    if (known) return known;
    warnOnce(`${request.method} ${pathOf(request)}`, `CSP: ${request.method} ${pathOf(request)} has no body to read and no known policy; it gets the static policy`);
    return policy;
  }

  return (request, response, next) => {
    for (const name of CLIENT_POLICY_HEADERS) delete request.headers[name];
    let nonce: string | undefined;
    if (rendersPerRequest(request.url ?? '/')) {
      nonce = randomBytes(16).toString('base64');
      request.headers[CSP] = `script-src 'nonce-${nonce}'`;
    }
    let decided = false;
    const isHtml = () => String(response.getHeader('content-type') ?? '').startsWith('text/html');
    /** Sets the answer's policy once, before its headers go out; `body` is the whole page, or null when it streams. */
    const decide = (body: unknown) => {
      if (decided) return;
      decided = true;
      const policy = response.getHeader(CSP);
      if (response.headersSent || typeof policy !== 'string') return;
      try {
        if (response.statusCode === 304) return void response.removeHeader(CSP);
        if (isHtml() && body !== null) {
          const page = typeof body === 'string' || Buffer.isBuffer(body) ? body : '';
          if (request.method === 'HEAD' || page.length === 0) return void response.setHeader(CSP, bodilessPolicy(request, policy));
          return void response.setHeader(CSP, pagePolicy(request, policy, page));
        }
        if (isHtml() && nonce === undefined) {
          if (request.method === 'HEAD') return void response.setHeader(CSP, bodilessPolicy(request, policy));
          return warnOnce(pathOf(request), `CSP: ${pathOf(request)} was streamed without a nonce and keeps the static policy; the build's prerender manifest lists it as cached (lib/security/per-request-pages.ts)`);
        }
        const sources = isHtml() ? [`'nonce-${nonce}'`, TRUSTED_TYPES_POLICY_HASH] : [];
        response.setHeader(CSP, withInlineScriptSources(policy, sources));
      } catch (error) {
        response.setHeader(CSP, policy);
        log(`CSP: ${pathOf(request)} keeps the static policy: ${String(error)}`);
      }
    };
    onResponse(response, {
      // flushHeaders (a streamed page's first step) and an explicit writeHead both come through here.
      writeHead: () => decide(null),
      write: () => decide(null),
      end: (chunk) => decide(chunk ?? ''),
    });
    next();
  };
}
