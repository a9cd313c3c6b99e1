import fs from 'node:fs/promises';
import path from 'node:path';

import { Hono } from 'hono';

import type { AppDeps, AppEnv } from '../context.ts';
import { notFound, problem } from '../http.ts';

const CONTENT_TYPES: Record<string, string> = {
  '.webp': 'image/webp',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
};
const SEGMENT = /^[A-Za-z0-9._-]+$/;
const PREFIX = '/api/images/';

const badPath = (): Response => problem(400, 'invalid-image-path', 'The image path is not valid.');

/** Splits the raw (still percent-encoded) path after /api/images/ into safe segments, or null. */
export function imageSegments(rawPath: string): string[] | null {
  if (!rawPath.startsWith(PREFIX)) return null;
  const segments: string[] = [];
  for (const raw of rawPath.slice(PREFIX.length).split('/')) {
    let segment: string;
    try {
      segment = decodeURIComponent(raw);
    } catch {
      return null;
    }
    if (!SEGMENT.test(segment) || segment === '.' || segment === '..') return null;
    segments.push(segment);
  }
  return segments.length > 0 && segments.length <= 5 ? segments : null;
}

export function imageRoutes({ imagesDir }: AppDeps): Hono<AppEnv> {
  const app = new Hono<AppEnv>();
  const root = path.resolve(imagesDir);
  app.get('/*', async (c) => {
    const segments = imageSegments(new URL(c.req.url).pathname);
    if (!segments) return badPath();
    const file = path.resolve(root, ...segments);
    if (!file.startsWith(root + path.sep)) return badPath();
    const type = CONTENT_TYPES[path.extname(file).toLowerCase()];
    if (!type) return notFound();
    let body: Buffer;
    try {
      const stat = await fs.lstat(file);
      if (!stat.isFile()) return notFound();
      body = await fs.readFile(file);
    } catch {
      return notFound();
    }
    return new Response(new Uint8Array(body), {
      headers: {
        'Content-Type': type,
        'Content-Length': String(body.length),
        'Cache-Control': 'public, max-age=31536000, immutable',
        'X-Content-Type-Options': 'nosniff',
      },
    });
  });
  return app;
}
