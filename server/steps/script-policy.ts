// Each page's Content-Security-Policy without 'unsafe-inline' for scripts. next.config.ts sends
// one static policy, whose script-src allows inline scripts because Next writes its flight data
// and bootstraps inline and pages are cached per language: a nonce would make every page render
// per request. Here, each HTML answer gets that policy with 'unsafe-inline' replaced by what
// lets exactly its own inline scripts run (lib/security/csp.ts):
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
// Every other answer loses 'unsafe-inline' from script-src too.
//
// It fails closed: a page whose inline scripts are not all recognised as Next's (a Next release
// that writes a new kind) still gets the hashes of those it recognises, so the others are
// blocked, never allowed, and the log says which page and how many; a step that cannot decide
// leaves the static policy, never a weaker one. CSP_SCRIPT_HASHES=0 keeps the static policy (for
// comparison, or behind an edge that rewrites the HTML).
import { randomBytes } from 'node:crypto';

import { forPage, inlineScripts, scriptHashSource, TRUSTED_TYPES_POLICY_HASH, withInlineScriptSources } from '../../lib/security/csp.ts';
import { rendersPerRequest } from '../../lib/security/per-request-pages.ts';
import { onResponse, pathOf, type Request, type Response, type Step } from '../pipeline.ts';

const CSP = 'content-security-policy';
/** Every policy header a client might send: Next reads a request's nonce from them. */
const CLIENT_POLICY_HEADERS = [CSP, 'content-security-policy-report-only'];
/** The policies of the pages served lately, by ETag (one ETag is one body): a cached page is hashed once. */
const MAX_PAGES = 1000;

type Log = (line: string) => void;

export function scriptPolicy({ log = (line: string) => console.warn(line) }: { log?: Log } = {}): Step {
  const policyByEtag = new Map<string, string>();
  const warned = new Set<string>();
  const warnOnce = (path: string, line: string) => {
    if (warned.has(path) || warned.size > 100) return;
    warned.add(path);
    log(line);
  };

  function pagePolicy(request: Request, policy: string, response: Response, body: string | Buffer): string {
    const etag = response.getHeader('etag');
    const key = typeof etag === 'string' ? `${etag} ${policy}` : undefined;
    const known = key === undefined ? undefined : policyByEtag.get(key);
    if (known) return known;
    const html = typeof body === 'string' ? body : body.toString('utf8');
    const { own, foreign } = inlineScripts(html);
    if (foreign > 0) {
      warnOnce(pathOf(request), `CSP: ${pathOf(request)} has ${foreign} inline script(s) not recognised as Next's or the app's; they are blocked (lib/security/csp.ts isOwnScript)`);
    }
    const result = withInlineScriptSources(forPage(policy, html), own.map(scriptHashSource));
    if (key !== undefined) {
      policyByEtag.set(key, result);
      if (policyByEtag.size > MAX_PAGES) policyByEtag.delete(policyByEtag.keys().next().value!);
    }
    return result;
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
          return void response.setHeader(CSP, pagePolicy(request, policy, response, page));
        }
        if (isHtml() && nonce === undefined) {
          return warnOnce(pathOf(request), `CSP: ${pathOf(request)} was streamed without a nonce and keeps the static policy; add its route to lib/security/per-request-pages.ts`);
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
