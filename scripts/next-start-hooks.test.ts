/** The start hooks in a real Node HTTP server (a child process), as `npm start` loads them. */
import { type ChildProcess, spawn } from 'node:child_process';
import http from 'node:http';
import path from 'node:path';

const hooks = path.join(__dirname, 'next-start-hooks.mjs');
// The server answers 200 with how many body bytes it read: a refused request never gets there.
const SERVER = `
const http = require('node:http');
let renders = 0;
const server = http.createServer((req, res) => {
  // Like Next: a page from its page cache, a personal page, and the revalidation route's step.
  if (req.url.startsWith('/page')) {
    res.setHeader('x-nextjs-cache', 'MISS');
    res.setHeader('cache-control', req.url === '/page/personal' ? 'private, no-cache, no-store' : 'private, no-cache');
    res.setHeader('vary', 'rsc, Accept-Encoding');
    res.setHeader('content-type', 'text/html');
    res.write('render ' + ++renders);
    return res.end(' for ' + req.headers['accept-language']);
  }
  if (req.url === '/clear') {
    globalThis[Symbol.for('ordering.responseCache')].clear();
    return res.end('cleared');
  }
  let read = 0;
  req.on('data', (c) => { read += c.length; });
  req.on('end', () => res.end(JSON.stringify({ read, socket: req.headers['x-socket-address'] })));
});
server.listen(0, '127.0.0.1', () => console.log(server.address().port));`;

let server: ChildProcess;
let port = 0;

beforeAll(async () => {
  server = spawn(process.execPath, ['--import', hooks, '-e', SERVER], { stdio: ['ignore', 'pipe', 'inherit'] });
  port = await new Promise<number>((resolve) => server.stdout!.once('data', (d: Buffer) => resolve(Number(String(d).trim()))));
});
afterAll(() => server.kill());

type Answer = { status: number; body: string; headers: http.IncomingHttpHeaders };

/** Sends up to `bytes` of body (chunked unless a length is given) and stops writing once answered. */
function send(method: string, target: string, bytes: number, length?: number): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const headers: http.OutgoingHttpHeaders = { 'content-type': 'application/json', 'x-socket-address': '6.6.6.6' };
    if (length !== undefined) headers['content-length'] = String(length);
    const request = http.request({ host: '127.0.0.1', port, method, path: target, headers, agent: false }, (response) => {
      let body = '';
      response.on('data', (c: Buffer) => (body += c));
      response.on('end', () => resolve({ status: response.statusCode ?? 0, body, headers: response.headers }));
    });
    request.on('error', reject);
    const chunk = Buffer.alloc(16 * 1024, 'a');
    let sent = 0;
    const pump = () => {
      while (sent < bytes && !request.destroyed) {
        sent += chunk.length;
        if (!request.write(chunk)) return void request.once('drain', pump);
      }
      request.end();
    };
    if (bytes > 0) pump();
    else request.end();
  });
}

test('a write to a page is refused at once, its body never read', async () => {
  const answer = await send('POST', '/shop/1/menu', 32 * 1024);
  expect(answer.status).toBe(405);
  expect(answer.headers.allow).toBe('GET, HEAD');
  expect(JSON.parse(answer.body)).toMatchObject({ code: 'METHOD_NOT_ALLOWED', status: 405 });
});

test('a body announced over the limit is refused before it is read, on any path', async () => {
  const answer = await send('POST', '/api/order', 0, 50 * 1024 * 1024).catch(() => null);
  expect(answer?.status).toBe(413);
  expect(JSON.parse(answer!.body)).toMatchObject({ code: 'PAYLOAD_TOO_LARGE', maxBytes: 64_000 });
});

test('a small API write and a page read reach the server; the socket address is the real one', async () => {
  const write = await send('POST', '/api/order', 1000);
  expect(write.status).toBe(200);
  expect(JSON.parse(write.body)).toMatchObject({ read: 16 * 1024, socket: '127.0.0.1' });
  expect((await send('GET', '/shop/1/menu', 0)).status).toBe(200);
});

describe('answers kept for a second in front of the server', () => {
  const read = (target: string, headers: Record<string, string> = {}) =>
    fetch(`http://127.0.0.1:${port}${target}`, { headers: { 'accept-language': 'sv', ...headers } }).then(async (r) => ({ cache: r.headers.get('x-nextjs-cache'), body: await r.text() }));

  test('a page from the page cache is served again without reaching the server, per language, until revalidated', async () => {
    const first = await read('/page/menu');
    expect(first).toEqual({ cache: 'MISS', body: expect.stringMatching(/^render \d+ for sv$/) });
    expect(await read('/page/menu')).toEqual({ cache: 'HIT', body: first.body });
    const finnish = await read('/page/menu', { 'accept-language': 'fi' });
    expect(finnish.body).toMatch(/for fi$/);
    expect(finnish.body).not.toBe(first.body);
    await read('/clear');
    expect((await read('/page/menu')).body).not.toBe(first.body);
  });

  test('a personal page and a conditional request always reach the server', async () => {
    const first = await read('/page/personal');
    expect((await read('/page/personal')).body).not.toBe(first.body);
    const page = await read('/page/other');
    expect((await read('/page/other', { 'if-none-match': '"x"' })).body).not.toBe(page.body);
  });
});
