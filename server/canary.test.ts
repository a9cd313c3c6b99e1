/**
 * The start-up canary against the server's own pipeline (health, compression, the script policy)
 * on a real Node HTTP server, in front of a stand-in for Next that writes and sends pages as
 * Next 16 does, or as a Next release that broke the script policy's assumptions would: what a
 * load balancer probing /readyz, and the operator reading the log, would see at deploy.
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';

import { readPerRequestPages } from '@/lib/security/per-request-pages';
import { TRUSTED_TYPES_POLICY } from '@/lib/security/trusted-types';

import { CANARY_PAGES, loopbackGet, startupCanary } from './canary';
import { pipeline } from './pipeline';
import { compress } from './steps/compress';
import { health } from './steps/health';
import { scriptPolicy } from './steps/script-policy';

const STATIC_POLICY = "default-src 'self'; script-src 'self' 'unsafe-inline'; require-trusted-types-for 'script'; trusted-types default";
const BOOTSTRAP = '(self.__next_f=self.__next_f||[]).push([0])';
const FLIGHT = 'self.__next_f.push([1,"hello"])';
/** The build's manifests (a real build of the app): /sv/reset-password is rendered per request, /sv/offline kept. */
const BUILD = readPerRequestPages(path.join(__dirname, '../lib/security/fixtures/next-build'));

/** How the stand-in for Next behaves: as Next 16 does, unless a field says otherwise. */
type Next = {
  /** Markup Next would write into the cached page's body (a new kind of inline script). */
  cachedExtra?: string;
  /** Next streams the cached page instead of sending it in one piece. */
  streamsCachedPage?: boolean;
  /** Next no longer puts the request's nonce on its inline scripts. */
  dropsNonce?: boolean;
  /** Answers before the page renders (a server still warming up). */
  notYet?: number;
};

const servers: http.Server[] = [];
afterAll(() => Promise.all(servers.map((s) => new Promise((r) => s.close(r)))));

/** The stand-in for Next's request handler. */
function fakeNext(next: Next): (request: http.IncomingMessage, response: http.ServerResponse) => void {
  let warming = next.notYet ?? 0;
  return (request, response) => {
    response.setHeader('content-security-policy', STATIC_POLICY);
    if (warming > 0) {
      warming -= 1;
      response.writeHead(503, { 'content-type': 'text/plain' });
      return response.end('warming up');
    }
    response.setHeader('content-type', 'text/html; charset=utf-8');
    if (request.url === CANARY_PAGES.cached) {
      const page = `<!DOCTYPE html><html><head><script>${TRUSTED_TYPES_POLICY}</script></head><body><script src="/_next/a.js" async=""></script><script>${BOOTSTRAP}</script><script>${FLIGHT}</script>${next.cachedExtra ?? ''}</body></html>`;
      if (!next.streamsCachedPage) return response.end(page);
      response.write(page.slice(0, 100));
      return void setImmediate(() => response.end(page.slice(100)));
    }
    // A page rendered for this request: Next reads the nonce from the request's policy and streams.
    const nonce = String(request.headers['content-security-policy'] ?? '').match(/'nonce-([^']+)'/)?.[1];
    const attribute = nonce && !next.dropsNonce ? ` nonce="${nonce}"` : '';
    response.statusCode = 404;
    response.write(`<!DOCTYPE html><html><head><script>${TRUSTED_TYPES_POLICY}</script></head><body><script src="/_next/a.js"${attribute} async=""></script>`);
    setImmediate(() => response.end(`<script${attribute}>${BOOTSTRAP}</script><script${attribute}>${FLIGHT}</script></body></html>`));
  };
}

/** A server whose canary has not run yet; `start` runs it as server/app.ts does once listening. */
async function serverWith(next: Next, rendersPerRequest = BUILD.rendersPerRequest) {
  const logged: string[] = [];
  const canary = startupCanary({ rendersPerRequest, log: (line) => logged.push(line), info: (line) => logged.push(line), firstRetryMs: 1 });
  const checks = { orderingApi: { check: async () => true, required: true } };
  const server = http.createServer(
    pipeline([health(checks, { canary: canary.state }), compress(), scriptPolicy({ rendersPerRequest, log: () => {} })], fakeNext(next)),
  );
  servers.push(server);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  server.unref();
  const readyz = async () => {
    const response = await fetch(`http://127.0.0.1:${(server.address() as AddressInfo).port}/readyz`);
    return { status: response.status, body: (await response.json()) as { status: string; canary?: { state: string; reasons: string[] } } };
  };
  return { readyz, logged, start: () => canary.run(loopbackGet(server)) };
}

test('with pages as Next 16 writes and sends them, /readyz is 503 until the canary passed, then 200', async () => {
  const { readyz, start, logged } = await serverWith({});
  expect(await readyz()).toMatchObject({ status: 503, body: { status: 'not ready', canary: { state: 'checking' } } });
  expect(await start()).toEqual({ state: 'passed', reasons: [] });
  expect(await readyz()).toEqual({ status: 200, body: { status: 'ready', checks: { orderingApi: 'ok' }, canary: { state: 'passed', reasons: [] } } });
  expect(logged).toEqual([expect.stringMatching(/^start-up canary passed/)]);
});

test('a cached page with an inline script the policy does not recognise keeps /readyz at 503, and the body and the log say why', async () => {
  const { readyz, start, logged } = await serverWith({ cachedExtra: '<script>self.__next_s=[]</script>' });
  await start();
  const { status, body } = await readyz();
  expect(status).toBe(503);
  expect(body.canary).toEqual({ state: 'failed', reasons: [expect.stringMatching(/^\/sv\/offline has 1 inline script\(s\) not recognised as Next's/)] });
  expect(logged).toEqual([expect.stringMatching(/^start-up canary: not ready: \/sv\/offline has 1 inline script\(s\) not recognised/)]);
});

test('a cached page Next streams (its policy would keep unsafe-inline) keeps /readyz at 503', async () => {
  const { readyz, start } = await serverWith({ streamsCachedPage: true });
  await start();
  expect(await readyz()).toMatchObject({ status: 503, body: { canary: { state: 'failed', reasons: [expect.stringMatching(/\/sv\/offline kept 'unsafe-inline': Next streamed this cached page/)] } } });
});

test("a per-request page whose scripts do not carry the request's nonce keeps /readyz at 503", async () => {
  const { readyz, start } = await serverWith({ dropsNonce: true });
  await start();
  expect(await readyz()).toMatchObject({ status: 503, body: { canary: { state: 'failed', reasons: [expect.stringMatching(/\/sv\/reset-password: 2 inline script\(s\) do not carry the request's nonce/)] } } });
});

test('a build that keeps the per-request page in its page cache keeps /readyz at 503 and names the page', async () => {
  const { readyz, start } = await serverWith({}, () => false);
  await start();
  expect(await readyz()).toMatchObject({ status: 503, body: { canary: { state: 'failed', reasons: [expect.stringMatching(/keeps \/sv\/reset-password in its page cache/)] } } });
});

test('answers that say nothing about the pages yet (a 503 while warming up) are asked for again; the canary then passes', async () => {
  const { readyz, start, logged } = await serverWith({ notYet: 3 });
  expect(await start()).toEqual({ state: 'passed', reasons: [] });
  expect((await readyz()).status).toBe(200);
  expect(logged[0]).toMatch(/^start-up canary: asking again: \/sv\/offline answered 503 text\/plain/);
  expect(logged.at(-1)).toMatch(/^start-up canary passed/);
});
