import fs from 'node:fs';
import path from 'node:path';

import type { Hono } from 'hono';

import { createApp } from '../app.ts';
import type { AppEnv } from '../context.ts';
import { IMAGES_DIR } from '../paths.ts';
import { makeTempDir, removeDir, useTestApi } from '../testing.ts';
import { imageSegments } from './images.ts';

const TRAVERSALS = [
  '/api/images/../package.json',
  '/api/images/menu/../../package.json',
  '/api/images/%2e%2e/package.json',
  '/api/images/%2E%2E/%2E%2E/package.json',
  '/api/images/menu/%2e%2e/%2e%2e/secret.webp',
  '/api/images/..%2fsecret.webp',
  '/api/images/%2e%2e%2fsecret.webp',
  '/api/images/%252e%252e/secret.webp',
  '/api/images/..%5csecret.webp',
  '/api/images/.%2e/secret.webp',
  '/api/images/http://evil.example/x.webp',
  '/api/images/https:%2f%2fevil.example%2fx.webp',
  '/api/images//etc/passwd',
  '/api/images/%2fetc%2fpasswd',
  '/api/images/file:%2f%2f%2fetc%2fpasswd',
  '/api/images/menu/%00.webp',
  '/api/images/menu/a%20b.webp',
  '/api/images/%',
  '/api/images/.',
  '/api/images/',
  '/api/images/link.webp',
];

describe('GET /api/images/*', () => {
  const api = useTestApi({}, 'all');
  let root: string;
  let images: Hono<AppEnv>;
  beforeAll(() => {
    // A private images folder with a secret next to it, to prove nothing escapes.
    root = makeTempDir('ordering-api-images-');
    const dir = path.join(root, 'images');
    fs.mkdirSync(path.join(dir, 'menu'), { recursive: true });
    fs.writeFileSync(path.join(root, 'secret.webp'), 'SECRET');
    fs.writeFileSync(path.join(dir, 'a.png'), 'png');
    fs.writeFileSync(path.join(dir, 'b.jpg'), 'jpg');
    fs.writeFileSync(path.join(dir, 'c.jpeg'), 'jpeg');
    fs.writeFileSync(path.join(dir, 'd.svg'), '<svg/>');
    fs.writeFileSync(path.join(dir, 'menu', 'x.webp'), 'webp');
    fs.symlinkSync(path.join(root, 'secret.webp'), path.join(dir, 'link.webp'));
    images = createApp({ db: api.db, dev: false, imagesDir: dir });
  });
  afterAll(() => removeDir(root));

  test('serves a shipped menu image with a long immutable cache', async () => {
    const res = await api.app.request('/api/images/menu/burger-classic.webp?_t=1700000000');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('image/webp');
    expect(res.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    const bytes = Buffer.from(await res.arrayBuffer());
    expect(bytes.equals(fs.readFileSync(path.join(IMAGES_DIR, 'menu', 'burger-classic.webp')))).toBe(true);
    expect(bytes.subarray(0, 4).toString()).toBe('RIFF');
    expect(bytes.subarray(8, 12).toString()).toBe('WEBP');
    expect((await api.app.request('/api/images/logo.webp')).status).toBe(200);
  });

  test('every imageUrl in the menus exists', async () => {
    const urls = new Set<string>();
    for (const id of [1, 4, 7]) {
      const text = await (await api.app.request(`/api/shops/${id}/menu`)).text();
      for (const m of text.matchAll(/"imageUrl":"([^"]+)"/g)) urls.add(m[1]!);
    }
    expect(urls.size).toBeGreaterThanOrEqual(12);
    for (const url of urls) expect({ url, status: (await api.app.request(`/api/images/${url}`)).status }).toEqual({ url, status: 200 });
  });

  test('shipped images are small WebP files, and full-size JPEGs as a restaurant sends its photos', () => {
    const files = [path.join(IMAGES_DIR, 'logo.webp'), ...fs.readdirSync(path.join(IMAGES_DIR, 'menu')).map((f) => path.join(IMAGES_DIR, 'menu', f))];
    expect(files.length).toBeGreaterThanOrEqual(13);
    const [large, small] = [files.filter((f) => f.endsWith('-large.jpg')), files.filter((f) => !f.endsWith('-large.jpg'))];
    expect(large.length).toBeGreaterThanOrEqual(1);
    for (const f of small) {
      expect(f.endsWith('.webp')).toBe(true);
      expect(fs.statSync(f).size).toBeLessThan(25 * 1024);
    }
    for (const f of large) expect(fs.statSync(f).size).toBeGreaterThan(25 * 1024);
  });

  test.each([
    ['a.png', 'image/png'],
    ['b.jpg', 'image/jpeg'],
    ['c.jpeg', 'image/jpeg'],
    ['menu/x.webp', 'image/webp'],
  ])('%s is served as %s', async (file, type) => {
    const res = await images.request(`/api/images/${file}`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe(type);
  });

  test.each(['d.svg', 'missing.webp', 'menu/missing.png', 'menu', 'nope/x.webp'])('%s → 404 problem', async (file) => {
    const res = await images.request(`/api/images/${file}`);
    expect(res.status).toBe(404);
    expect(res.headers.get('content-type')).toBe('application/problem+json');
  });

  test.each(TRAVERSALS)('%s never escapes the folder (400 or 404)', async (url) => {
    for (const app of [images, api.app]) {
      const res = await app.request(url);
      expect([400, 404]).toContain(res.status);
      expect(res.headers.get('content-type')).toBe('application/problem+json');
      const text = await res.text();
      expect(text).not.toContain('SECRET');
      expect(text).not.toContain('"name"');
    }
  });

  test('absolute URLs as the request target do not fetch anything', async () => {
    const res = await images.request('http://localhost/api/images/http%3A%2F%2Fevil.example%2Fx.webp');
    expect(res.status).toBe(400);
  });

  test('imageSegments accepts only plain segments', () => {
    expect(imageSegments('/api/images/menu/a.webp')).toEqual(['menu', 'a.webp']);
    expect(imageSegments('/api/images/a..b.webp')).toEqual(['a..b.webp']);
    for (const bad of ['/api/images/..', '/api/images/a/./b', '/api/images/a//b', '/api/images/%E0%A4%A', '/api/images/a/b/c/d/e/f', '/other/a.webp']) {
      expect(imageSegments(bad)).toBeNull();
    }
  });
});
