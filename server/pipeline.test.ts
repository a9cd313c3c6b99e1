/**
 * The server's pipeline in-process, each step in front of a fake Next on a real Node HTTP server
 * (127.0.0.1, a free port): what a guest's browser, a load balancer or an attacker would see.
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';

import { scriptHashSource, TRUSTED_TYPES_POLICY_HASH } from '@/lib/security/csp';
import { TRUSTED_TYPES_POLICY } from '@/lib/security/trusted-types';

import { type Handler, pipeline, type Step } from './pipeline';
import { answersCache } from './steps/answers-cache';
import { bodyLimits, MAX_BODY_BYTES } from './steps/body-limits';
import { clientAddress } from './steps/client-address';
import { compress } from './steps/compress';
import { health } from './steps/health';
import { internalHeaders } from './steps/internal-headers';
import { loggedPath, requestLog } from './steps/request-log';
import { requestTarget } from './steps/request-target';
import { scriptPolicy } from './steps/script-policy';

const servers: http.Server[] = [];
afterAll(() => Promise.all(servers.map((s) => new Promise((r) => s.close(r)))));

async function serve(steps: Step[], last: Handler): Promise<string> {
  const server = http.createServer(pipeline(steps, last));
  servers.push(server);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  server.unref();
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
}

type Answer = { status: number; headers: http.IncomingHttpHeaders; body: Buffer };

/** One request with exactly these headers (fetch would add and normalise some). */
function send(base: string, path: string, { method = 'GET', headers = {}, body }: { method?: string; headers?: Record<string, string>; body?: Buffer } = {}): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const url = new URL(base);
    const request = http.request({ host: url.hostname, port: url.port, path, method, headers, agent: false }, (response) => {
      const chunks: Buffer[] = [];
      response.on('data', (c: Buffer) => chunks.push(c));
      response.on('end', () => resolve({ status: response.statusCode ?? 0, headers: response.headers, body: Buffer.concat(chunks) }));
    });
    request.on('error', reject);
    request.end(body);
  });
}

const STATIC_POLICY = "default-src 'self'; script-src 'self' 'unsafe-inline'; require-trusted-types-for 'script'; trusted-types default";

describe('request target', () => {
  let base: string;
  const reached: string[] = [];
  beforeAll(async () => {
    base = await serve([requestTarget, bodyLimits], (request, response) => {
      reached.push(request.url ?? '');
      response.end(request.url);
    });
  });

  test('a write disguised as an API call with dot segments is a write to a page: 405, Next never sees it', async () => {
    reached.length = 0;
    for (const path of ['/api/../en', '/api/%2e%2e/en', '/api/.%2E/en', '/api/%2E./sv/shop/1/menu', '/api\\..\\en']) {
      const answer = await send(base, path, { method: 'POST', headers: { 'content-type': 'application/json' }, body: Buffer.from('{}') });
      expect({ path, status: answer.status }).toEqual({ path, status: 405 });
    }
    expect(reached).toEqual([]);
  });

  test('a read with dot segments reaches Next at the address a browser would have asked for, its query kept', async () => {
    expect(String((await send(base, '/en/shop/1/../2/menu?x=1')).body)).toBe('/en/shop/2/menu?x=1');
    expect(String((await send(base, '/%2e%2e/%2e%2e/api/settings')).body)).toBe('/api/settings');
    expect(String((await send(base, '/./en//../sv')).body)).toBe('/en/sv');
    // Never an authority: the result is always one path on this server.
    expect(String((await send(base, '/..//evil.example/x')).body)).toBe('/evil.example/x');
    // Plain paths pass as they are, encoding and all.
    expect(String((await send(base, '/shop/1/menu/Caf%C3%A9/articles/B1.5')).body)).toBe('/shop/1/menu/Caf%C3%A9/articles/B1.5');
  });

  test('a target that is not a path (*, an absolute URL) gets 400 with a problem, never a stack, and never reaches Next', async () => {
    reached.length = 0;
    for (const [method, target] of [['OPTIONS', '*'], ['GET', '*'], ['GET', 'http://127.0.0.1/en']] as const) {
      const answer = await send(base, target, { method });
      expect({ target, status: answer.status }).toEqual({ target, status: 400 });
      expect(JSON.parse(String(answer.body))).toMatchObject({ code: 'BAD_REQUEST', status: 400 });
      expect(String(answer.body)).not.toMatch(/at .*\.ts|Error/);
    }
    expect(reached).toEqual([]);
  });
});

describe('body limits', () => {
  let base: string;
  let read = 0;
  beforeAll(async () => {
    base = await serve([bodyLimits, clientAddress], (request, response) => {
      request.on('data', (c: Buffer) => (read += c.length));
      request.on('end', () => response.end(JSON.stringify({ socket: request.headers['x-socket-address'] })));
    });
  });

  test('a write to a page is refused at once with 405, its body never read, with the security headers', async () => {
    const answer = await send(base, '/shop/1/menu', { method: 'POST', headers: { 'content-type': 'application/json' }, body: Buffer.alloc(1000) });
    expect(answer.status).toBe(405);
    expect(answer.headers.allow).toBe('GET, HEAD');
    expect(answer.headers['x-content-type-options']).toBe('nosniff');
    expect(answer.headers['content-security-policy']).toContain("default-src 'none'");
    expect(JSON.parse(String(answer.body))).toMatchObject({ code: 'METHOD_NOT_ALLOWED', status: 405 });
    expect(read).toBe(0);
  });

  test('a body announced over the limit is refused with 413 before it is read, on any path', async () => {
    const answer = await send(base, '/api/order', { method: 'POST', headers: { 'content-length': String(50 * 1024 * 1024) } }).catch(() => null);
    expect(answer?.status).toBe(413);
    expect(JSON.parse(String(answer!.body))).toMatchObject({ code: 'PAYLOAD_TOO_LARGE', maxBytes: MAX_BODY_BYTES });
  });

  test('an over-long address gets 414, never a stack', async () => {
    const answer = await send(base, `/${'a'.repeat(200)}/`.repeat(30));
    expect(answer.status).toBe(414);
    expect(JSON.parse(String(answer.body))).toMatchObject({ status: 414 });
  });

  test('a small API write reaches Next with the socket address, whatever the client claims', async () => {
    const answer = await send(base, '/api/order', { method: 'POST', headers: { 'x-socket-address': '6.6.6.6' }, body: Buffer.alloc(1000) });
    expect(answer.status).toBe(200);
    expect(JSON.parse(String(answer.body))).toEqual({ socket: '127.0.0.1' });
  });

  test("the limit is the app's own (lib/http/json-body.ts)", async () => {
    expect(MAX_BODY_BYTES).toBe((await import('@/lib/http/json-body')).MAX_BODY_BYTES);
  });
});

describe('answers kept for a second in front of Next', () => {
  let base: string;
  let renders = 0;
  beforeAll(async () => {
    const cache = answersCache({ ttlMs: 60_000 })!;
    base = await serve([cache.step, compress()], (request, response) => {
      // Like Next: a page from its page cache, a personal page, and the revalidation route.
      if (request.url!.startsWith('/page')) {
        response.setHeader('x-nextjs-cache', 'MISS');
        response.setHeader('cache-control', request.url === '/page/personal' ? 'private, no-cache, no-store' : 'private, no-cache');
        response.setHeader('vary', 'rsc, Accept-Encoding');
        response.setHeader('content-type', 'text/html');
        response.write(`render ${++renders}`);
        return response.end(` for ${request.headers['accept-language']}`);
      }
      if (request.url === '/api/revalidate') {
        response.setHeader('x-answers-cache', 'clear');
        return response.end('cleared');
      }
      response.end('other');
    });
  });
  const read = async (path: string, headers: Record<string, string> = {}) => {
    const answer = await send(base, path, { headers: { 'accept-language': 'sv', ...headers } });
    return { cache: answer.headers['x-nextjs-cache'], body: String(answer.body), clear: answer.headers['x-answers-cache'] };
  };

  test('a page from the page cache is served again without reaching Next, per language, until revalidated', async () => {
    const first = await read('/page/menu');
    expect(first).toMatchObject({ cache: 'MISS', body: expect.stringMatching(/^render \d+ for sv$/) });
    expect(await read('/page/menu')).toMatchObject({ cache: 'HIT', body: first.body });
    const finnish = await read('/page/menu', { 'accept-language': 'fi' });
    expect(finnish.body).toMatch(/for fi$/);
    const revalidated = await read('/api/revalidate');
    // The signal empties the cache and never leaves the server.
    expect(revalidated).toMatchObject({ body: 'cleared', clear: undefined });
    expect((await read('/page/menu')).body).not.toBe(first.body);
  });

  test('a personal page and a conditional request always reach Next', async () => {
    const first = await read('/page/personal');
    expect((await read('/page/personal')).body).not.toBe(first.body);
    const page = await read('/page/other');
    expect((await read('/page/other', { 'if-none-match': '"x"' })).body).not.toBe(page.body);
  });

  test('off when its time is 0', () => {
    expect(answersCache({ ttlMs: 0 })).toBeNull();
  });
});

describe('compression', () => {
  const page = `<!DOCTYPE html><html><body>${'<p>Juustohampurilainen 129 kr</p>'.repeat(200)}</body></html>`;
  let base: string;
  beforeAll(async () => {
    base = await serve([compress()], (_request, response) => {
      response.setHeader('content-type', 'text/html; charset=utf-8');
      response.end(page);
    });
  });

  test('brotli where the browser takes it, gzip otherwise, nothing for a client that asks for neither', async () => {
    const br = await send(base, '/', { headers: { 'accept-encoding': 'gzip, deflate, br' } });
    expect(br.headers['content-encoding']).toBe('br');
    expect(String(brotliDecompressSync(br.body))).toBe(page);
    expect(br.headers.vary).toMatch(/accept-encoding/i);
    const gzip = await send(base, '/', { headers: { 'accept-encoding': 'gzip' } });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(String(gunzipSync(gzip.body))).toBe(page);
    const plain = await send(base, '/', { headers: { 'accept-encoding': 'identity' } });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(String(plain.body)).toBe(page);
  });
});

describe('script policy', () => {
  const FLIGHT = 'self.__next_f.push([1,"hello"])';
  const page = (extra = '') =>
    `<!DOCTYPE html><html><head><script>${TRUSTED_TYPES_POLICY}</script></head><body><script src="/_next/a.js"></script><script>${FLIGHT}</script>${extra}<script type="application/ld+json">{"@type":"Restaurant"}</script></body></html>`;
  const logged: string[] = [];
  const seen: Array<string | undefined> = [];
  let base: string;
  beforeAll(async () => {
    base = await serve([compress(), scriptPolicy({ rendersPerRequest: (url) => url.startsWith('/order/'), log: (line) => logged.push(line) })], (request, response) => {
      seen.push(request.headers['content-security-policy'] as string | undefined, request.headers['content-security-policy-report-only'] as string | undefined);
      response.setHeader('content-security-policy', STATIC_POLICY);
      if (request.url === '/api/thing') return response.end('{}');
      response.setHeader('content-type', 'text/html; charset=utf-8');
      if (request.url === '/not-modified') {
        response.statusCode = 304;
        return response.end();
      }
      if (request.url === '/order/abc12345') {
        // Streamed, as Next streams a page rendered for this request.
        response.write('<!DOCTYPE html><html><body>');
        return setTimeout(() => response.end('</body></html>'), 5);
      }
      // Like Next's cached pages: one ETag per page, a HEAD answered with the headers and no body.
      response.setHeader('etag', `"${request.url}"`);
      if (request.method === 'HEAD') return response.end();
      response.end(page(request.url === '/smuggled' ? '<script>alert(1)</script>' : ''));
    });
  });
  const policyOf = async (path: string, headers: Record<string, string> = {}) =>
    String((await send(base, path, { headers: { 'accept-encoding': 'br', ...headers } })).headers['content-security-policy'] ?? '');

  test("a whole page gets the hashes of exactly its own inline scripts instead of 'unsafe-inline'", async () => {
    const policy = await policyOf('/shop/1/menu');
    expect(policy).not.toContain("'unsafe-inline'");
    expect(policy).toContain(scriptHashSource(FLIGHT));
    expect(policy).toContain(TRUSTED_TYPES_POLICY_HASH);
    expect(policy).toContain('require-trusted-types-for');
  });

  test('an inline script that is not Next\'s stays blocked, and the log says so (fails closed)', async () => {
    const policy = await policyOf('/smuggled');
    expect(policy).not.toContain("'unsafe-inline'");
    expect(policy).not.toContain(scriptHashSource('alert(1)'));
    expect(logged.join('\n')).toMatch(/\/smuggled has 1 inline script\(s\) not recognised/);
  });

  test('a page rendered per request gets a fresh nonce each time; a client never chooses it', async () => {
    const one = await policyOf('/order/abc12345', { 'content-security-policy': "script-src 'nonce-chosen'", 'content-security-policy-report-only': "script-src 'nonce-chosen'" });
    const two = await policyOf('/order/abc12345');
    expect(one).toMatch(/'nonce-[A-Za-z0-9+/=]{24}'/);
    expect(one).not.toContain('chosen');
    expect(one).not.toBe(two);
    expect(seen.filter((value) => value?.includes('chosen'))).toEqual([]);
  });

  test('a cached page never gets a nonce: both client policy headers are dropped (no client nonce reaches a shared page)', async () => {
    seen.length = 0;
    await policyOf('/shop/1/menu', { 'content-security-policy': "script-src 'nonce-x'", 'content-security-policy-report-only': "script-src 'nonce-x'" });
    expect(seen).toEqual([undefined, undefined]);
  });

  test('a HEAD to a page never strips its hashes or Trusted Types from the GETs after it (one ETag, one page)', async () => {
    const head = await send(base, '/fi/shop/3/menu', { method: 'HEAD' });
    // Nothing known yet: the static policy, which blocks nothing a page needs.
    expect(head.headers['content-security-policy']).toBe(STATIC_POLICY);
    for (let i = 0; i < 3; i++) {
      const policy = await policyOf('/fi/shop/3/menu');
      expect(policy).toContain(scriptHashSource(FLIGHT));
      expect(policy).toContain(TRUSTED_TYPES_POLICY_HASH);
      expect(policy).toContain('require-trusted-types-for');
      await send(base, '/fi/shop/3/menu', { method: 'HEAD' });
    }
    // Once the page is known, a HEAD gets the page's own policy, as its GET would.
    expect((await send(base, '/fi/shop/3/menu', { method: 'HEAD' })).headers['content-security-policy']).toContain(scriptHashSource(FLIGHT));
    expect(logged.join('\n')).toMatch(/HEAD \/fi\/shop\/3\/menu has no body to read/);
  });

  test('a thousand other pages later, a real page still gets its hashes, and its HEAD its policy', async () => {
    await policyOf('/sv/shop/1/menu');
    for (let i = 0; i < 1000; i++) await send(base, `/sv/shop/1/menu/junk-${i}/articles/B101`, { method: i % 2 ? 'HEAD' : 'GET' });
    await send(base, '/sv/shop/1/menu', { method: 'HEAD' });
    const policy = await policyOf('/sv/shop/1/menu');
    expect(policy).toContain(scriptHashSource(FLIGHT));
    expect(policy).toContain(TRUSTED_TYPES_POLICY_HASH);
  });

  test("a 304 carries no policy, and other answers lose 'unsafe-inline' too", async () => {
    expect((await send(base, '/not-modified')).headers['content-security-policy']).toBeUndefined();
    expect(await policyOf('/api/thing')).toBe("default-src 'self'; script-src 'self'; require-trusted-types-for 'script'; trusted-types default");
  });
});

test("Next's internal rewrite header never leaves", async () => {
  const base = await serve([internalHeaders], (_request, response) => {
    response.setHeader('x-middleware-rewrite', '/_sv/shop/1');
    response.end('ok');
  });
  expect((await send(base, '/shop/1')).headers['x-middleware-rewrite']).toBeUndefined();
});

test('a redirect whose Location Next named twice leaves with one (a client would read "a, a")', async () => {
  const base = await serve([internalHeaders], (request, response) => {
    response.setHeader('location', ['/en/shop/1/menu/Burgare/articles/B101', '/en/shop/1/menu/Burgare/articles/B101']);
    if (request.url === '/given') return response.writeHead(308, { location: ['/a', '/a'] as unknown as string }).end();
    response.statusCode = 308;
    response.end();
  });
  const answer = await new Promise<string[]>((resolve, reject) => {
    const url = new URL(base);
    http.get({ host: url.hostname, port: url.port, path: '/set' }, (r) => (r.resume(), resolve(r.rawHeaders.filter((_, i, all) => all[i - 1]?.toLowerCase() === 'location')))).on('error', reject);
  });
  expect(answer).toEqual(['/en/shop/1/menu/Burgare/articles/B101']);
  expect((await send(base, '/given')).headers.location).toBe('/a');
});

describe('health', () => {
  let upstreamUp = true;
  let redisUp = true;
  let stopping = false;
  let base: string;
  beforeAll(async () => {
    const checks = { orderingApi: { check: async () => upstreamUp, required: true }, redis: { check: async () => redisUp, required: false }, other: null };
    base = await serve([health(checks, { stopping: () => stopping })], () => {
      throw new Error('health never reaches Next');
    });
  });
  // A result is kept for a second: the clock moves past it instead of the test waiting it out.
  let skewMs = 0;
  const realNow = Date.now;
  beforeEach(() => jest.spyOn(Date, 'now').mockImplementation(() => realNow() + skewMs));
  afterEach(() => jest.restoreAllMocks());
  const settle = () => Promise.resolve(void (skewMs += 1100));

  test('/healthz answers 200 while the process serves, never cached', async () => {
    const answer = await send(base, '/healthz');
    expect(answer.status).toBe(200);
    expect(answer.headers['cache-control']).toBe('private, no-store');
  });

  test('/readyz is 503 while the ordering API fails; Redis down is reported but the app still serves', async () => {
    const ready = await send(base, '/readyz');
    expect(ready.status).toBe(200);
    expect(JSON.parse(String(ready.body))).toEqual({ status: 'ready', checks: { orderingApi: 'ok', redis: 'ok', other: 'not configured' } });
    await settle();
    redisUp = false;
    const degraded = await send(base, '/readyz');
    expect(degraded.status).toBe(200);
    expect(JSON.parse(String(degraded.body)).checks.redis).toBe('failing');
    await settle();
    upstreamUp = false;
    const down = await send(base, '/readyz');
    expect(down.status).toBe(503);
    expect(JSON.parse(String(down.body))).toMatchObject({ status: 'not ready', checks: { orderingApi: 'failing' } });
    upstreamUp = true;
    redisUp = true;
  });

  test('/readyz says 503 once a shutdown has begun, while /healthz still answers', async () => {
    stopping = true;
    expect((await send(base, '/readyz')).status).toBe(503);
    expect((await send(base, '/healthz')).status).toBe(200);
    stopping = false;
  });
});

/** Resolves once `check` holds, asking every few milliseconds (a line is logged as its answer finishes). */
async function until(check: () => boolean) {
  while (!check()) await new Promise((r) => setTimeout(r, 5));
}

describe('request log', () => {
  test('one JSON line per request: method, path without query values, status, ms, request id (echoed to the client)', async () => {
    const lines: string[] = [];
    const base = await serve([requestLog((line) => lines.push(line))], (request, response) => {
      response.statusCode = 201;
      response.end(String(request.headers['x-request-id']));
    });
    const answer = await send(base, '/shop/1/menu?table=12&qr=secret', { headers: { 'x-request-id': 'lb-1234' } });
    await until(() => lines.length >= 1);
    expect(String(answer.body)).toBe('lb-1234');
    expect(answer.headers['x-request-id']).toBe('lb-1234');
    expect(lines).toHaveLength(1);
    expect(JSON.parse(lines[0]!)).toEqual({ time: expect.any(String), method: 'GET', path: '/shop/1/menu?table=&qr=', status: 201, ms: expect.any(Number), id: 'lb-1234' });
    expect(lines[0]).not.toContain('secret');
    // An id a client could trip a log reader with is replaced.
    await send(base, '/', { headers: { 'x-request-id': 'a"b\\nc' } });
    await until(() => lines.length >= 2);
    expect(JSON.parse(lines[1]!).id).toMatch(/^[0-9a-f-]{36}$/);
  });

  test('query names are kept, values never', () => {
    expect(loggedPath('/a?x=1&y=%20two&z')).toBe('/a?x=&y=&z=');
    expect(loggedPath('/plain')).toBe('/plain');
  });
});

test('a step that throws answers 500 without a stack', async () => {
  const spy = jest.spyOn(console, 'error').mockImplementation(() => {});
  const base = await serve([() => { throw new Error('boom at /secret/path'); }], () => undefined);
  const answer = await send(base, '/');
  expect(answer.status).toBe(500);
  expect(String(answer.body)).toBe('Internal Server Error');
  spy.mockRestore();
});
