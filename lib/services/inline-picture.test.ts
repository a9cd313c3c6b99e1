/**
 * Which pictures a page carries inline, against a stand-in ordering API on loopback. Next's data
 * cache is left out (it needs a running Next server; e2e/menu/images.spec.ts goes through it).
 */
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

jest.mock('next/cache', () => ({ unstable_cache: <F,>(fn: F) => fn }));

type Handler = (req: IncomingMessage, res: ServerResponse) => void;
const routes = new Map<string, Handler>();
const seen: string[] = [];
let server: Server;
let inline: typeof import('./inline-picture');

const WEBP = Buffer.from('RIFF\x24\x00\x00\x00WEBPVP8 ', 'latin1');
const picture = (bytes: Buffer, type = 'image/webp', announce = true): Handler => (_req, res) => {
  res.writeHead(200, { 'content-type': type, ...(announce ? { 'content-length': String(bytes.length) } : {}) });
  res.end(bytes);
};

beforeAll(async () => {
  server = createServer((req, res) => {
    seen.push(req.url!);
    const handler = routes.get(req.url!.split('?')[0]!);
    if (handler) handler(req, res);
    else res.writeHead(404, { 'content-type': 'application/problem+json' }).end('{"status":404}');
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  process.env.ORDERING_API_URL = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  inline = await import('./inline-picture');
});
afterAll(() => {
  server.closeAllConnections();
  return new Promise((resolve) => server.close(resolve));
});
beforeEach(() => {
  routes.clear();
  seen.length = 0;
});

test('a small picture comes back as a data URL of its own type and bytes, its cache-buster passed on', async () => {
  routes.set('/api/images/menu/burger.webp', picture(WEBP));
  const url = await inline.inlinePicture('menu/burger.webp?_t=1700000000');
  expect(url).toBe(`data:image/webp;base64,${WEBP.toString('base64')}`);
  expect(seen).toEqual(['/api/images/menu/burger.webp?_t=1700000000']);
});

test('a picture over the limit is not inlined, whether its length is announced or only read', async () => {
  const large = Buffer.alloc(inline.INLINE_PICTURE_MAX_BYTES + 1, 7);
  routes.set('/api/images/menu/announced.jpg', picture(large, 'image/jpeg'));
  routes.set('/api/images/menu/streamed.jpg', picture(large, 'image/jpeg', false));
  await expect(inline.inlinePicture('menu/announced.jpg')).resolves.toBeUndefined();
  await expect(inline.inlinePicture('menu/streamed.jpg')).resolves.toBeUndefined();
  routes.set('/api/images/menu/exact.jpg', picture(large.subarray(1), 'image/jpeg', false));
  await expect(inline.inlinePicture('menu/exact.jpg')).resolves.toMatch(/^data:image\/jpeg;base64,/);
});

test('a missing picture, one that is not an image, or a path that is not a plain image path is not inlined', async () => {
  routes.set('/api/images/menu/page.webp', picture(Buffer.from('<script>alert(1)</script>'), 'text/html'));
  routes.set('/api/images/menu/drawing.svg', picture(Buffer.from('<svg/>'), 'image/svg+xml'));
  await expect(inline.inlinePicture(null)).resolves.toBeUndefined();
  for (const path of ['menu/missing.webp', 'menu/page.webp', 'menu/drawing.svg', '../settings', 'menu/a.webp?_t=1&_t=2', 'menu/a.webp?_t=%3Cx%3E']) {
    await expect(inline.inlinePicture(path)).resolves.toBeUndefined();
  }
  // The bad paths never left the app.
  expect(seen.map((u) => u.split('?')[0])).toEqual(['/api/images/menu/missing.webp', '/api/images/menu/page.webp', '/api/images/menu/drawing.svg']);
});

test('a render waits a bounded time for a slow picture, then goes on without it', async () => {
  routes.set('/api/images/menu/slow.webp', (_req, res) => setTimeout(() => picture(WEBP)(_req, res), 5_000).unref());
  const started = Date.now();
  await expect(inline.inlinePicture('menu/slow.webp')).resolves.toBeUndefined();
  // Bounded: well before the picture would have come (timings are not asserted closer than that).
  expect(Date.now() - started).toBeLessThan(5_000);
});
