// The start-up canary: once listening, the server asks itself (on loopback, through its whole
// pipeline, as a guest would) for one page Next keeps in its page cache and one it renders per
// request, and checks what the script policy (server/steps/script-policy.ts) depends on in how
// Next writes and sends a page:
// - every inline script of both is one the policy recognises as Next's or the app's
//   (lib/security/csp.ts isOwnScript): one it does not know is blocked in the guest's browser;
// - the cached page came whole, so its policy names the hash of each of its inline scripts and
//   has no 'unsafe-inline' left: a cached page Next streams keeps the weaker static policy;
// - the per-request page got a nonce, and each of its inline scripts carries it (the layout's
//   Trusted Types policy goes by its hash): scripts without it are blocked.
// Until both pass, /readyz answers 503 with the reasons (server/steps/health.ts), and a failure
// stays: a Next release that writes or sends pages differently fails at deploy, where the log
// says why, never in a guest's browser. An answer that says nothing about Next's pages (no
// answer, a status of 500 or more for the cached page, something other than HTML) is asked for
// again, a little later each time, and the instance stays not ready meanwhile.
import http from 'node:http';
import type { AddressInfo } from 'node:net';

import { inlineScriptElements, inlineScripts, scriptHashSource } from '../lib/security/csp.ts';
import { TRUSTED_TYPES_POLICY } from '../lib/security/trusted-types.ts';

export type Answer = { status: number; headers: http.IncomingHttpHeaders; body: string };
/** Asks this server for a path with a GET and resolves with the whole answer. */
export type Get = (path: string) => Promise<Answer>;
export type CanaryState = { state: 'checking' | 'passed' | 'failed'; reasons: string[] };
type Log = (line: string) => void;

/**
 * The pages it asks for. Both render without the ordering API (the layout renders without it),
 * write nothing and need no session: the offline page, and the password reset page without a
 * link's values (it shows that the link is not valid).
 */
export const CANARY_PAGES = { cached: '/sv/offline', perRequest: '/sv/reset-password' } as const;

/** A check's outcome: the page is as the policy needs it, is not (final), or could not be judged (asked again). */
type Verdict = { outcome: 'ok' } | { outcome: 'wrong' | 'unknown'; reasons: string[] };
const OK: Verdict = { outcome: 'ok' };
const wrong = (...reasons: string[]): Verdict => ({ outcome: 'wrong', reasons });
const unknown = (reason: string): Verdict => ({ outcome: 'unknown', reasons: [reason] });

/** The sources of a policy's script-src. */
function scriptSources(policy: string): string[] {
  const directive = policy.split(';').map((d) => d.trim().split(/\s+/)).find(([name]) => name?.toLowerCase() === 'script-src');
  return directive?.slice(1) ?? [];
}

const headerOf = (answer: Answer, name: string): string => [answer.headers[name] ?? ''].flat().join(', ');
const isHtml = (answer: Answer) => headerOf(answer, 'content-type').startsWith('text/html');

/** What is wrong with the inline scripts of a page a browser would run: the ones no one recognises. */
function foreignScripts(path: string, html: string): string[] {
  const { foreign } = inlineScripts(html);
  if (foreign === 0) return [];
  return [`${path} has ${foreign} inline script(s) not recognised as Next's or the app's (lib/security/csp.ts isOwnScript): browsers would block them`];
}

/** The cached page: sent whole, so its policy names the hash of each of its inline scripts and nothing inline else runs. */
export function checkCachedPage(path: string, answer: Answer): Verdict {
  if (answer.status !== 200 || !isHtml(answer)) return unknown(`${path} answered ${answer.status} ${headerOf(answer, 'content-type') || 'without a type'}, not the page`);
  const policy = headerOf(answer, 'content-security-policy');
  if (!policy) return wrong(`${path} has no Content-Security-Policy`);
  const sources = scriptSources(policy);
  const reasons = foreignScripts(path, answer.body);
  if (sources.includes("'unsafe-inline'")) {
    reasons.push(`${path} kept 'unsafe-inline': Next streamed this cached page instead of sending it whole, so the script policy could not read it`);
  }
  if (sources.some((source) => source.startsWith("'nonce-"))) reasons.push(`${path} is a cached page but got a nonce`);
  const { own } = inlineScripts(answer.body);
  if (!own.includes(TRUSTED_TYPES_POLICY)) reasons.push(`${path} has no Trusted Types policy script of the layout`);
  const missing = own.filter((text) => !sources.includes(scriptHashSource(text))).length;
  if (missing > 0 && !sources.includes("'unsafe-inline'")) reasons.push(`${path}'s policy lacks the hash of ${missing} of its inline scripts: browsers would block them`);
  return reasons.length === 0 ? OK : wrong(...reasons);
}

/** The per-request page: a nonce in its policy that each of Next's inline scripts carries. */
export function checkPerRequestPage(path: string, answer: Answer): Verdict {
  if (!isHtml(answer)) return unknown(`${path} answered ${answer.status} ${headerOf(answer, 'content-type') || 'without a type'}, not a page`);
  const sources = scriptSources(headerOf(answer, 'content-security-policy'));
  const nonce = sources.find((source) => source.startsWith("'nonce-"))?.slice(7, -1);
  const reasons = foreignScripts(path, answer.body);
  if (!nonce && sources.includes("'unsafe-inline'")) return wrong(...reasons, `${path} was streamed without a nonce and kept 'unsafe-inline': Next did not render it with the request's nonce`);
  if (!nonce) return wrong(...reasons, `${path} got no nonce (script-src ${sources.join(' ') || 'missing'}): Next sent this per-request page whole, so the nonce on rendered pages went unchecked`);
  const withoutNonce = inlineScriptElements(answer.body).filter(({ tag, text }) => text !== TRUSTED_TYPES_POLICY && !tag.includes(` nonce="${nonce}"`)).length;
  if (withoutNonce > 0) reasons.push(`${path}: ${withoutNonce} inline script(s) do not carry the request's nonce: Next no longer writes it there, and browsers would block them`);
  return reasons.length === 0 ? OK : wrong(...reasons);
}

/** A GET to this server on loopback, through its own pipeline, uncompressed, in the default language. */
export function loopbackGet(server: http.Server, timeoutMs = 30_000): Get {
  return (path) =>
    new Promise((resolve, reject) => {
      const address = server.address() as AddressInfo;
      const host = address.address === '0.0.0.0' || address.address === '::' ? '127.0.0.1' : address.address;
      const headers = { 'accept-encoding': 'identity', 'accept-language': 'sv', 'user-agent': 'start-up-canary' };
      const request = http.request({ host, port: address.port, path, headers, agent: false, timeout: timeoutMs }, (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('error', reject);
        response.on('end', () => resolve({ status: response.statusCode ?? 0, headers: response.headers, body: Buffer.concat(chunks).toString('utf8') }));
      });
      request.on('timeout', () => request.destroy(new Error(`no answer within ${timeoutMs} ms`)));
      request.on('error', reject);
      request.end();
    });
}

export type Canary = { state: () => CanaryState; run: (get: Get) => Promise<CanaryState>; stop: () => void };

/**
 * The canary for a build whose per-request pages `rendersPerRequest` names. `state` is what
 * /readyz reports; `run` checks the pages, asks again while an answer says nothing, and settles
 * on passed or failed.
 */
export function startupCanary({
  rendersPerRequest,
  pages = CANARY_PAGES,
  log = (line: string) => console.error(line),
  info = (line: string) => console.log(line),
  firstRetryMs = 500,
  maxRetryMs = 10_000,
}: {
  rendersPerRequest: (url: string) => boolean;
  pages?: { cached: string; perRequest: string };
  log?: Log;
  info?: Log;
  firstRetryMs?: number;
  maxRetryMs?: number;
}): Canary {
  let state: CanaryState = { state: 'checking', reasons: ['the start-up canary has not checked the pages yet'] };
  let stopped = false;

  /** Pages the build does not render as the canary needs are a wrong choice of page, not a wrong Next. */
  const choice = (): string[] => [
    ...(rendersPerRequest(pages.cached) ? [`the build renders ${pages.cached} per request: the canary's cached page must be one Next keeps`] : []),
    ...(rendersPerRequest(pages.perRequest) ? [] : [`the build keeps ${pages.perRequest} in its page cache: the canary's per-request page must be one Next renders per request`]),
  ];

  const ask = async (get: Get, path: string, check: (path: string, answer: Answer) => Verdict): Promise<Verdict> => {
    try {
      return check(path, await get(path));
    } catch (error) {
      return unknown(`${path} could not be read: ${error instanceof Error ? error.message : String(error)}`);
    }
  };

  const settle = (next: CanaryState): CanaryState => {
    state = next;
    if (next.state === 'passed') info(`start-up canary passed: ${pages.cached} came whole with its scripts' hashes, ${pages.perRequest} with a nonce on its scripts`);
    else for (const reason of next.reasons) log(`start-up canary: not ready: ${reason}`);
    return next;
  };

  async function run(get: Get): Promise<CanaryState> {
    const chosen = choice();
    if (chosen.length > 0) return settle({ state: 'failed', reasons: chosen });
    let delay = firstRetryMs;
    let told = '';
    while (!stopped) {
      const verdicts = [await ask(get, pages.cached, checkCachedPage), await ask(get, pages.perRequest, checkPerRequestPage)];
      const reasons = verdicts.flatMap((verdict) => (verdict.outcome === 'ok' ? [] : verdict.reasons));
      if (verdicts.some((verdict) => verdict.outcome === 'wrong')) return settle({ state: 'failed', reasons });
      if (reasons.length === 0) return settle({ state: 'passed', reasons: [] });
      state = { state: 'checking', reasons };
      // Said once per distinct reason, not once per try.
      if (reasons.join('\n') !== told) for (const reason of reasons) log(`start-up canary: asking again: ${reason}`);
      told = reasons.join('\n');
      await new Promise((resolve) => setTimeout(resolve, delay).unref());
      delay = Math.min(delay * 2, maxRetryMs);
    }
    return state;
  }

  return { state: () => state, run, stop: () => void (stopped = true) };
}
