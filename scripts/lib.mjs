// Shared by the start and test scripts: child processes that never outlive us, and build freshness.
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

export const root = new URL('..', import.meta.url).pathname;

const SOURCES = ['app', 'components', 'lib', 'messages', 'public', 'proxy.ts', 'next.config.ts', 'package-lock.json'];

function newestMtime(path) {
  if (!existsSync(path)) return 0;
  const stat = statSync(path);
  if (!stat.isDirectory()) return stat.mtimeMs;
  return readdirSync(path).reduce((max, name) => Math.max(max, newestMtime(join(path, name))), stat.mtimeMs);
}

/** True when there is no production build or a source file changed after it. */
export function buildIsStale() {
  const buildId = join(root, '.next', 'BUILD_ID');
  const serviceWorker = join(root, 'public', 'sw.js');
  if (!existsSync(buildId) || !existsSync(serviceWorker)) return true;
  // The build ends with the service worker written into public/, which is itself a source.
  const built = Math.max(statSync(buildId).mtimeMs, statSync(serviceWorker).mtimeMs);
  return SOURCES.some((source) => newestMtime(join(root, source)) > built);
}

/**
 * `node …` arguments that serve the app: the server of server/ (Next behind the app's pipeline),
 * in `mode` ('--demo', '--production' or '--dev'). HOST and PORT come from the environment.
 */
export const server = (mode) => [join(root, 'server', 'main.ts'), mode];

const children = new Set();

export function run(command, args, options = {}) {
  const child = spawn(command, args, { cwd: root, stdio: 'inherit', ...options });
  children.add(child);
  child.on('exit', () => children.delete(child));
  return child;
}

export function runToEnd(command, args, options = {}) {
  return new Promise((resolve) => run(command, args, options).on('exit', (code) => resolve(code ?? 1)));
}

/** Signals every child; resolves once all have exited (callers that exit at once may ignore it). */
export function stopAll(signal = 'SIGTERM') {
  const exited = [...children].map((child) => new Promise((resolve) => child.once('exit', resolve)));
  for (const child of children) child.kill(signal);
  // The server finishes requests in flight for up to 10 s after SIGTERM (server/shutdown.ts).
  setTimeout(() => children.forEach((child) => child.kill('SIGKILL')), 12_000).unref();
  return Promise.all(exited);
}

/** Starts the reference ordering API; resolves with its process and URL once it listens. */
export function startReferenceApiProcess(env) {
  return new Promise((resolve, reject) => {
    const child = run(process.execPath, ['ordering-api/src/main.ts'], { env, stdio: ['ignore', 'pipe', 'inherit'] });
    let buffer = '';
    child.stdout.on('data', (chunk) => {
      process.stdout.write(chunk);
      buffer += chunk;
      const match = buffer.match(/listening on (http:\/\/\S+)/);
      if (match) resolve({ child, url: match[1] });
    });
    child.on('exit', (code) => reject(new Error(`ordering-api exited with code ${code}`)));
  });
}

/** Starts the reference ordering API and resolves with its URL once it listens. */
export const startReferenceApi = async (env) => (await startReferenceApiProcess(env)).url;

/** Resolves once `url` answers 2xx; rejects after `timeoutMs`. */
export async function waitUntilServing(url, timeoutMs = 60_000) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    const ok = await fetch(url, { signal: AbortSignal.timeout(5000) }).then(
      (response) => response.ok,
      () => false,
    );
    if (ok) return;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`${url} did not answer within ${timeoutMs} ms`);
}

/** A random secret kept in .data/<name> (mode 600), created on first use. */
export function persistentSecret(name) {
  const dir = join(root, '.data');
  const file = join(dir, name);
  if (existsSync(file)) return readFileSync(file, 'utf8').trim();
  mkdirSync(dir, { recursive: true });
  const secret = randomBytes(32).toString('base64url');
  writeFileSync(file, secret, { mode: 0o600 });
  return secret;
}
