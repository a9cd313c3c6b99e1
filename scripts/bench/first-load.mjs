// First-load JavaScript of a page: what a phone downloads before the page runs. Every
// <script src> of the page, each gzipped at level 9 (what the server's compression approaches).
// With it, the page's HTML itself: uncompressed, gzipped as the server sends it to browsers
// (zlib's default level, as Next's compression) and its JSON-LD.
import { gzipSync } from 'node:zlib';

import { htmlFigures } from './figures.ts';

/** Per path on a running app: { path, scripts, bytes, html } with bytes the scripts' gzip total. */
export async function firstLoadJs(base, paths) {
  const sizes = new Map();
  const gzipSize = (src) => {
    if (!sizes.has(src)) {
      sizes.set(src, fetch(new URL(src, base)).then(async (response) => gzipSync(Buffer.from(await response.arrayBuffer()), { level: 9 }).length));
    }
    return sizes.get(src);
  };
  const results = [];
  for (const path of paths) {
    const html = await (await fetch(new URL(path, base), { headers: { 'accept-language': 'sv' } })).text();
    const sources = [...new Set([...html.matchAll(/<script[^>]+src="([^"]+)"/g)].map((m) => m[1]))];
    const bytes = (await Promise.all(sources.map(gzipSize))).reduce((a, b) => a + b, 0);
    results.push({ path, scripts: sources.length, bytes, html: { ...htmlFigures(html), gzipBytes: gzipSync(html).length } });
  }
  return results;
}

export const kB = (bytes) => `${(bytes / 1024).toFixed(1)} kB`;
