#!/usr/bin/env node
// Prints the first-load JavaScript (gzip) of pages on a running app:
//   node scripts/first-load-js.mjs http://127.0.0.1:3000 / /shop/1/menu ...
// Measures what a phone downloads: every <script src> of the page, each gzipped at level 9.
import { gzipSync } from 'node:zlib';

const [base = 'http://127.0.0.1:3000', ...paths] = process.argv.slice(2);
const pages = paths.length ? paths : ['/', '/shop/1/menu', '/shop/1/menu/Burgare/Klassiker/articles/B102'];
const cache = new Map();

async function gzipSize(src) {
  if (!cache.has(src)) {
    const body = Buffer.from(await (await fetch(new URL(src, base))).arrayBuffer());
    cache.set(src, gzipSync(body, { level: 9 }).length);
  }
  return cache.get(src);
}

console.log('| page | scripts | first-load JS (gzip) |\n|---|---|---|');
for (const path of pages) {
  const html = await (await fetch(new URL(path, base), { headers: { 'accept-language': 'sv' } })).text();
  const sources = [...new Set([...html.matchAll(/<script[^>]+src="([^"]+)"/g)].map((m) => m[1]))];
  const sizes = await Promise.all(sources.map(gzipSize));
  const total = sizes.reduce((a, b) => a + b, 0);
  console.log(`| ${path} | ${sources.length} | ${(total / 1024).toFixed(1)} kB |`);
}
