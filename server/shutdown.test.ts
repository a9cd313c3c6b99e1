/** SIGTERM's bound: requests in flight are answered, new connections are not taken. */
import http from 'node:http';
import type { AddressInfo } from 'node:net';

import { shutDown, trackRequests } from './shutdown';

const servers: http.Server[] = [];
afterAll(() => servers.forEach((server) => server.closeAllConnections()));

async function slowServer(delayMs: number) {
  const server = http.createServer((_request, response) => void setTimeout(() => response.end('done'), delayMs).unref());
  servers.push(server);
  const tracker = trackRequests(server);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return { server, tracker, url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/` };
}

test('every request in flight when the shutdown starts gets its answer; then nothing more is taken', async () => {
  const { server, tracker, url } = await slowServer(2000);
  const agent = new http.Agent({ keepAlive: true, maxSockets: 50 });
  const get = () =>
    new Promise<string>((resolve, reject) =>
      http.get(url, { agent }, (r) => {
        let body = '';
        r.on('data', (c: Buffer) => (body += c));
        r.on('end', () => resolve(body));
      }).on('error', reject),
    );
  const inFlight = Array.from({ length: 40 }, get);
  // All 40 reached the server (on a busy machine that takes a moment) and none is answered yet.
  while (tracker.inFlight() < 40) await new Promise((r) => setTimeout(r, 10));
  const left = await shutDown(server, tracker, 5000);
  expect(left).toBe(0);
  expect(await Promise.all(inFlight)).toEqual(Array(40).fill('done'));
  await expect(get()).rejects.toThrow();
  agent.destroy();
});

test('a request that outlives the bound is closed, and the shutdown still ends', async () => {
  const { server, tracker, url } = await slowServer(60_000);
  const arrived = new Promise((resolve) => server.once('request', resolve));
  const failed = new Promise((resolve) => http.get(url, () => resolve('answered')).on('error', () => resolve('closed')));
  await arrived; // the request is in flight when the shutdown starts
  expect(await shutDown(server, tracker, 200)).toBe(1);
  expect(await failed).toBe('closed');
});

test('while closing, a request the pipeline answers at once (a cached answer) is still answered whole', async () => {
  const server = http.createServer((_request, response) => response.end('cached'));
  servers.push(server);
  const tracker = trackRequests(server);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  void tracker.drained();
  const answer = await new Promise<{ status?: number; connection?: string; body: string }>((resolve, reject) =>
    http
      .get(`http://127.0.0.1:${(server.address() as AddressInfo).port}/`, (r) => {
        let body = '';
        r.on('data', (c: Buffer) => (body += c));
        r.on('end', () => resolve({ status: r.statusCode, connection: r.headers.connection, body }));
      })
      .on('error', reject),
  );
  expect(answer).toEqual({ status: 200, connection: 'close', body: 'cached' });
  server.close();
});
