#!/usr/bin/env node
// Memory under oversized request bodies: starts the production build (`next start`) next to a
// fresh reference ordering API on loopback, records the app's idle RSS, then sends N parallel
// bodies of SIZE_MB each (chunked, and with a Content-Length) and records the RSS during and
// after. The bodies are generated while sending, so this script itself stays small.
// Not part of `npm test`: run `node scripts/bench/body-memory.mjs` after `npm run build`.
// BODY_APP_PORT / BODY_API_PORT (3560 / 4560), BODY_PARALLEL (20), BODY_SIZE_MB (50),
// BODY_APP_DIR (another checkout with its own build, to compare against it).
import { randomBytes } from 'node:crypto';
import { readFileSync, rmSync } from 'node:fs';
import http from 'node:http';
import { join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';

import { root, run, startReferenceApiProcess, stopAll, waitUntilServing } from '../lib.mjs';

const setting = (name, fallback) => Number(process.env[name] ?? fallback);
const APP_PORT = setting('BODY_APP_PORT', 3560);
const API_PORT = setting('BODY_API_PORT', 4560);
const PARALLEL = setting('BODY_PARALLEL', 20);
const SIZE = setting('BODY_SIZE_MB', 50) * 1024 * 1024;
const appDir = process.env.BODY_APP_DIR ?? root;
const appUrl = `http://127.0.0.1:${APP_PORT}`;
const dataDir = join(root, '.data', `body-memory-${Date.now()}`);

const env = {
  ...process.env,
  NODE_ENV: 'production',
  SESSION_SECRET: randomBytes(32).toString('base64url'),
  CLIENT_ADDRESS_SECRET: randomBytes(24).toString('base64url'),
  PUBLIC_BASE_URL: appUrl,
  ORDERING_API_URL: `http://127.0.0.1:${API_PORT}`,
  ORDERING_API_PORT: String(API_PORT),
  ORDERING_API_DATA_DIR: dataDir,
  ORDERING_API_APP_URL: appUrl,
  ORDERING_API_RATE_LIMITS: '0',
};

/** Resident memory of a process and all its descendants, in MB. */
function rssMb(pid) {
  const own = Number(/VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1] ?? 0) / 1024;
  let children = [];
  try {
    children = readFileSync(`/proc/${pid}/task/${pid}/children`, 'utf8').trim().split(/\s+/).filter(Boolean);
  } catch {
    // no children file: a leaf process
  }
  return own + children.reduce((sum, child) => sum + rssMb(Number(child)), 0);
}

const CHUNK = Buffer.alloc(64 * 1024, 'a');

/**
 * One POST whose body is SIZE bytes of junk, written as fast as the server takes it; resolves
 * with the status (or the connection error) and how many bytes the server let us write.
 */
function send(path, { chunked }) {
  return new Promise((resolve) => {
    const headers = { 'content-type': 'application/json', origin: appUrl, 'idempotency-key': randomBytes(16).toString('hex') };
    if (!chunked) headers['content-length'] = String(SIZE);
    const request = http.request(`${appUrl}${path}`, { method: 'POST', headers, agent: false });
    let written = 0;
    let done = false;
    const finish = (result) => {
      if (done) return;
      done = true;
      request.destroy();
      resolve({ ...result, writtenMb: written / 1024 / 1024 });
    };
    request.on('response', (response) => {
      response.resume();
      finish({ status: response.statusCode });
    });
    request.on('error', (error) => finish({ status: error.code ?? 'error' }));
    const pump = () => {
      while (!done && written < SIZE) {
        written += CHUNK.length;
        if (!request.write(CHUNK)) return void request.once('drain', pump);
      }
      if (!done) request.end();
    };
    pump();
  });
}

/** Sends PARALLEL bodies at once, sampling the app's RSS meanwhile; answers peak and statuses. */
async function burst(pid, path, chunked) {
  let peak = rssMb(pid);
  const sampler = setInterval(() => (peak = Math.max(peak, rssMb(pid))), 50);
  const started = performance.now();
  const results = await Promise.all(Array.from({ length: PARALLEL }, () => send(path, { chunked })));
  clearInterval(sampler);
  const statuses = {};
  for (const r of results) statuses[r.status] = (statuses[r.status] ?? 0) + 1;
  const written = Math.max(...results.map((r) => r.writtenMb));
  return { peak, statuses, written, ms: performance.now() - started };
}

async function settle(pid) {
  // Let the server finish, and give V8 a moment to give memory back.
  await sleep(3000);
  return rssMb(pid);
}

const fmt = (mb) => `${mb.toFixed(0)} MB`;

try {
  await startReferenceApiProcess(env);
  // Served as `npm start` serves it: by the app's server, whose pipeline refuses bodies before Next reads them.
  const app = run(process.execPath, [join(appDir, 'server', 'main.ts'), '--production'], {
    cwd: appDir,
    env: { ...env, HOST: '127.0.0.1', PORT: String(APP_PORT), REQUEST_LOG: '0' },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  await waitUntilServing(`${appUrl}/api/settings`);
  // Warm up the routes under test, so their first compile is not counted as body memory.
  for (const path of ['/api/order', '/api/identity/login', '/']) await fetch(`${appUrl}${path}`, { method: 'POST', headers: { origin: appUrl, 'content-type': 'application/json' }, body: '{}' });
  const idle = await settle(app.pid);
  console.log(`${PARALLEL} parallel POSTs of ${SIZE / 1024 / 1024} MB each against ${appUrl} (the app's server, pid ${app.pid})`);
  console.log(`idle RSS: ${fmt(idle)}`);
  for (const [label, path, chunked] of [
    ['POST /api/order, Content-Length', '/api/order', false],
    ['POST /api/order, chunked', '/api/order', true],
    ['POST /api/identity/login, chunked', '/api/identity/login', true],
    ['POST / (a page, through the proxy), chunked', '/', true],
  ]) {
    const { peak, statuses, written, ms } = await burst(app.pid, path, chunked);
    const after = await settle(app.pid);
    console.log(
      `${label}: answers ${JSON.stringify(statuses)} in ${(ms / 1000).toFixed(1)} s, at most ${written.toFixed(1)} MB written per request; ` +
        `RSS peak ${fmt(peak)} (+${fmt(peak - idle)}), after ${fmt(after)} (+${fmt(after - idle)})`,
    );
  }
} finally {
  await stopAll();
  rmSync(dataDir, { recursive: true, force: true });
}
