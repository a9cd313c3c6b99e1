// The servers the bench measures: the app (also with the static CSP), a bare Next.js page (the
// framework's floor) and the app with a nonce-based CSP, each built and served the same way
// (`next build`; the app and its variants served by the app's server, server/main.ts, as `npm start`
// serves them; the floor by `next start`).
import { cpSync, existsSync, mkdirSync, mkdtempSync, openSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, relative } from 'node:path';

import { buildIsStale, root, run, runToEnd } from '../lib.mjs';

const NEXT = 'node_modules/next/dist/bin/next';
const logDir = join(root, '.data', 'bench', 'logs');
const scratchDirs = [];

export const buildEnv = (extra = {}) => ({ ...process.env, NODE_ENV: 'production', NEXT_TELEMETRY_DISABLED: '1', ...extra });

/** Output of a child into .data/bench/logs/<name>.log, so the table stays readable. */
function logFile(name) {
  mkdirSync(logDir, { recursive: true });
  return openSync(join(logDir, `${name}.log`), 'w');
}

async function mustRun(name, command, args, options) {
  const log = logFile(name);
  const code = await runToEnd(command, args, { stdio: ['ignore', log, log], ...options });
  if (code !== 0) throw new Error(`${name} failed (exit ${code}): see ${relative(root, join(logDir, `${name}.log`))}`);
}

/**
 * A temporary project with the app's node_modules hard-linked in: Turbopack compiles nothing
 * outside the project root, so a symlink to the app's node_modules would not build.
 */
async function scratchProject(prefix) {
  const dir = mkdtempSync(join(tmpdir(), prefix));
  scratchDirs.push(dir);
  await mustRun(`link-${prefix.slice(0, -1)}`, 'cp', ['-al', join(root, 'node_modules'), join(dir, 'node_modules')]);
  return dir;
}

export function removeScratchProjects() {
  for (const dir of scratchDirs.splice(0)) rmSync(dir, { recursive: true, force: true });
}

/** The app's own build in .next, rebuilt only when stale (as `npm start` does). */
export async function buildApp() {
  if (!buildIsStale()) return root;
  console.log('Building the app…');
  await mustRun('build-app', 'npm', ['run', 'build'], { env: buildEnv() });
  return root;
}

/** One page with one client button and a root layout, with the next and react the app uses. */
export async function buildFloor() {
  console.log('Building the floor (a bare Next.js page)…');
  const dir = await scratchProject('bench-floor-');
  mkdirSync(join(dir, 'app'));
  writeFileSync(join(dir, 'package.json'), '{ "private": true }\n');
  writeFileSync(
    join(dir, 'app', 'layout.tsx'),
    `export default function RootLayout({ children }: { children: React.ReactNode }) {
  return (
    <html lang="en">
      <body>{children}</body>
    </html>
  );
}
`,
  );
  writeFileSync(
    join(dir, 'app', 'page.tsx'),
    `import { Toggle } from './toggle';

export default function Page() {
  return (
    <main>
      <h1>Floor</h1>
      <p>A bare Next.js page: the least any page of this framework costs.</p>
      <Toggle />
    </main>
  );
}
`,
  );
  // The one button whose tap the bench measures against the app's: a small state change that
  // shows a short list, as the basket toggle does.
  writeFileSync(
    join(dir, 'app', 'toggle.tsx'),
    `'use client';

import { useState } from 'react';

export function Toggle() {
  const [open, setOpen] = useState(false);
  return (
    <section>
      {open ? (
        <ul>
          <li>1× Cheeseburgare · 129 kr</li>
        </ul>
      ) : null}
      <button type="button" data-testid="floor-toggle" aria-expanded={open} onClick={() => setOpen(!open)}>
        {open ? 'Hide' : 'Show'} · 129 kr
      </button>
    </section>
  );
}
`,
  );
  await mustRun('build-floor', process.execPath, [NEXT, 'build'], { cwd: dir, env: buildEnv() });
  return dir;
}

const NOT_COPIED = new Set(['node_modules', '.next', '.data', '.git', 'test-results', 'playwright-report', 'blob-report', 'coverage']);

/**
 * A copy of the app with csp-nonce.patch applied: a nonce per request from proxy.ts instead of
 * the static policy. The patch forces every page to render per request (a literal
 * `dynamic = 'force-dynamic'`, which no build flag can switch), so it lives here, not in the app.
 */
export async function buildNonceVariant() {
  console.log('Building the app with a nonce-based CSP (scripts/bench/csp-nonce.patch)…');
  const dir = await scratchProject('bench-csp-nonce-');
  cpSync(root, dir, { recursive: true, filter: (src) => !NOT_COPIED.has(relative(root, src).split('/')[0]) });
  await mustRun('patch-csp-nonce', 'git', ['apply', join(root, 'scripts', 'bench', 'csp-nonce.patch')], { cwd: dir });
  await mustRun('build-csp-nonce', 'npm', ['run', 'build'], { cwd: dir, env: buildEnv() });
  return dir;
}

/** Resolves once the URL answers at all; rejects when the server exits first or after 60 s. */
async function waitUntilUp(url, child) {
  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`server for ${url} exited with code ${child.exitCode}`);
    try {
      await fetch(url, { signal: AbortSignal.timeout(2000) });
      return;
    } catch {
      await new Promise((resolve) => setTimeout(resolve, 300));
    }
  }
  throw new Error(`${url} did not answer within 60 s`);
}

/**
 * A built project served as in production: by the app's server (server/main.ts --production)
 * where the project has one (the app and its variants), else by `next start` (the floor);
 * resolves with its URL and the server's process id. `next start` listens on 'localhost', not
 * 127.0.0.1: Next 16 proxies its own rewrites over the network when started with an explicit
 * loopback IP (vercel/next.js#94745); the app's server tells Next 'localhost' itself.
 */
export async function startNext(name, dir, port, env) {
  const log = logFile(name);
  const url = `http://127.0.0.1:${port}`;
  // Each app is its own public address (a production server needs one).
  const own = { PUBLIC_BASE_URL: url, REQUEST_LOG: '0', ...env, HOST: '127.0.0.1', PORT: String(port) };
  const entry = join(dir, 'server', 'main.ts');
  const args = existsSync(entry) ? [entry, '--production'] : [NEXT, 'start', '-H', 'localhost', '-p', String(port)];
  const child = run(process.execPath, args, { cwd: dir, env: own, stdio: ['ignore', log, log] });
  await waitUntilUp(`${url}/favicon.ico`, child);
  return { url, pid: child.pid };
}
