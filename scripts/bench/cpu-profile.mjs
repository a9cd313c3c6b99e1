#!/usr/bin/env node
// What a Node process spent its CPU on, from a V8 profile (`node --cpu-prof`, e.g. the app's or
// the reference API's under `npm run bench:rush`): self time per package or source folder, the
// functions with the most self time, and the time spent under ("inclusive") named parts of the
// request path, so a change can be compared before and after.
//
//   node scripts/bench/cpu-profile.mjs .data/rush/app-*.cpuprofile [--top 25]
import { existsSync, readFileSync } from 'node:fs';
import { SourceMap } from 'node:module';
import { fileURLToPath } from 'node:url';

const args = process.argv.slice(2);
const topIndex = args.indexOf('--top');
const TOP = topIndex === -1 ? 25 : Number(args[topIndex + 1]);
const files = args.filter((arg, i) => !arg.startsWith('--') && i !== topIndex + 1);
if (files.length === 0) {
  console.error('usage: node scripts/bench/cpu-profile.mjs <file.cpuprofile> [...] [--top N]');
  process.exit(2);
}

const maps = new Map();
/** The build's source map of a compiled file (Next writes one beside each server chunk), or null. */
function sourceMapOf(url) {
  if (!maps.has(url)) {
    let map = null;
    try {
      const path = url.startsWith('file:') ? fileURLToPath(url) : url;
      if (existsSync(`${path}.map`)) map = new SourceMap(JSON.parse(readFileSync(`${path}.map`, 'utf8')));
    } catch {
      map = null;
    }
    maps.set(url, map);
  }
  return maps.get(url);
}

/** A frame as the source wrote it: the original file and function name where the build's map knows them. */
function original(frame) {
  const map = frame.url ? sourceMapOf(frame.url) : null;
  const entry = map?.findEntry(frame.lineNumber, frame.columnNumber);
  if (!entry?.originalSource) return { url: frame.url, name: frame.functionName, line: frame.lineNumber + 1 };
  const source = entry.originalSource.replace(/^turbopack:\/\/\/|^webpack:\/\/\//, '').replace(/^\[project\]\//, '');
  return { url: source, name: entry.name ?? frame.functionName, line: entry.originalLine + 1 };
}

/** Where a frame's code lives: a package, a folder of ours, or V8's own bucket. */
export function placeOf(url) {
  if (!url) return '(native)';
  const path = url.replace(/^file:\/\//, '');
  const pkg = path.match(/node_modules\/((?:@[^/]+\/)?[^/]+)/);
  if (pkg) {
    const next = path.match(/node_modules\/next\/dist\/(?:compiled\/)?([^/]+)/);
    return pkg[1] === 'next' && next ? `next/${next[1]}` : pkg[1];
  }
  if (path.startsWith('node:')) return path;
  const own = `/${path}`.match(/\/(server|lib|app|components|ordering-api|next-cache|scripts)\/(?:([^/]+)\/)?/);
  if (own) return own[2] && !own[2].includes('.') ? `${own[1]}/${own[2]}` : own[1];
  if (path.includes('/.next/')) return '.next (the build)';
  return path;
}

/** Parts of the request path, matched on any frame of a sample's stack (a sample counts once per part). */
const PARTS = [
  ['session (iron-session seal/unseal)', (f) => /iron-session|iron-webcrypto/.test(f.url)],
  ['zod', (f) => /node_modules\/zod\//.test(f.url)],
  ['rate limits', (f) => /rate-limiter-flexible|rate-limit/.test(f.url)],
  ['compression (zlib)', (f) => /node:zlib|compression/.test(f.url) || /^(Gzip|Brotli|Deflate)/.test(f.functionName)],
  ['JSON parse/stringify', (f) => f.functionName === 'parse' && f.url === '' || f.functionName === 'stringify' && f.url === ''],
  ['crypto', (f) => /node:crypto|node:internal\/crypto/.test(f.url)],
  ['the request log', (f) => /request-log/.test(f.url)],
  ['the answers cache', (f) => /answers-cache|response-cache/.test(f.url)],
  ['script policy', (f) => /script-policy/.test(f.url)],
  ['Next rendering (react-dom server)', (f) => /react-dom.*server|react-server-dom/.test(f.url)],
  ['Next app route handlers', (f) => /app-route/.test(f.url)],
  ['fetch to the ordering API (undici)', (f) => /undici/.test(f.url)],
  ['garbage collection', (f) => f.functionName === '(garbage collector)'],
];

for (const file of files) {
  const profile = JSON.parse(readFileSync(file, 'utf8'));
  const nodes = new Map(profile.nodes.map((node) => [node.id, node]));
  const parent = new Map();
  for (const node of profile.nodes) for (const child of node.children ?? []) parent.set(child, node.id);
  const frames = new Map();
  /** A node's frame as the source wrote it: { url, name, functionName, line }. */
  const frameOf = (id) => {
    if (!frames.has(id)) {
      const raw = nodes.get(id).callFrame;
      const o = original(raw);
      frames.set(id, { url: o.url, name: o.name, functionName: o.name || raw.functionName, line: o.line });
    }
    return frames.get(id);
  };
  const self = new Map();
  const places = new Map();
  const parts = new Map();
  let total = 0;
  let idle = 0;
  profile.samples.forEach((id, i) => {
    const us = profile.timeDeltas[i] ?? 0;
    const raw = nodes.get(id).callFrame;
    if (raw.functionName === '(idle)') {
      idle += us;
      return;
    }
    total += us;
    const frame = frameOf(id);
    const place = placeOf(frame.url);
    places.set(place, (places.get(place) ?? 0) + us);
    const key = `${frame.name || '(anonymous)'} ${frame.url ? `${frame.url.replace(/^.*node_modules\//, '')}:${frame.line}` : ''}`;
    self.set(key, (self.get(key) ?? 0) + us);
    const hit = new Set();
    for (let n = id; n !== undefined; n = parent.get(n)) {
      const f = frameOf(n);
      for (const [name, match] of PARTS) if (!hit.has(name) && match(f)) hit.add(name);
    }
    for (const name of hit) parts.set(name, (parts.get(name) ?? 0) + us);
  });
  const seconds = (profile.endTime - profile.startTime) / 1e6;
  const pct = (us) => `${((100 * us) / total).toFixed(1)} %`.padStart(7);
  console.log(`\n${file}: ${seconds.toFixed(1)} s profiled, ${(total / 1e6).toFixed(1)} s on the CPU (${((100 * total) / (total + idle)).toFixed(0)} % busy)`);
  console.log('  self time per place:');
  for (const [k, v] of [...places].sort((a, b) => b[1] - a[1]).slice(0, TOP)) console.log(`   ${pct(v)}  ${k}`);
  console.log('  inclusive time of parts of the request path:');
  for (const [k, v] of [...parts].sort((a, b) => b[1] - a[1])) console.log(`   ${pct(v)}  ${k}`);
  console.log('  functions with the most self time:');
  for (const [k, v] of [...self].sort((a, b) => b[1] - a[1]).slice(0, TOP)) console.log(`   ${pct(v)}  ${k}`);
}
