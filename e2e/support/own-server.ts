// An app server of a spec's own (server/main.ts on the suite's build and reference API), for what
// the suite's shared server cannot show: its log, its memory, its page cache on disk.
import { type ChildProcess, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';

import { E2E, SUITE_API_APP_ENV } from '../../playwright.config';

export type OwnServer = { url: string; child: ChildProcess; output: string[] };

/** A production server in front of the suite's reference API, on `port`, with its page cache in `pageCacheDir`. */
export const suiteServerEnv = (port: number, pageCacheDir: string): Record<string, string> => ({
  ORDERING_API_URL: E2E.apiUrl,
  ...SUITE_API_APP_ENV,
  SESSION_SECRET: randomBytes(32).toString('base64url'),
  PUBLIC_BASE_URL: `http://127.0.0.1:${port}`,
  REVALIDATE_SECRET: E2E.revalidateSecret,
  UPSTREAM_TIMEOUT_MS: '2000',
  REQUEST_LOG: '0',
  PAGE_CACHE_DIR: pageCacheDir,
});

/** Starts the production server with `env` on `port`; resolves once it answers. */
export async function startOwnServer(port: number, env: Record<string, string>, timeoutMs = 60_000): Promise<OwnServer> {
  const child = spawn(process.execPath, ['server/main.ts', '--production'], {
    cwd: process.cwd(),
    env: { ...process.env, HOST: '127.0.0.1', PORT: String(port), CLIENT_ADDRESS_SECRET: E2E.clientAddressSecret, ...env, NODE_ENV: 'production' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const server: OwnServer = { url: `http://127.0.0.1:${port}`, child, output: [] };
  child.stdout?.on('data', (chunk: Buffer) => server.output.push(chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => server.output.push(chunk.toString()));
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`the server exited with ${child.exitCode}:\n${server.output.join('')}`);
    if (await fetch(`${server.url}/api/settings`).then((r) => r.ok, () => false)) return server;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  // A server that never answered is stopped here: the spec has no handle on it to stop later.
  await stopOwnServer(server);
  throw new Error(`the server did not answer within ${timeoutMs} ms:\n${server.output.join('')}`);
}

export async function stopOwnServer(server: OwnServer | undefined): Promise<void> {
  if (!server || server.child.exitCode !== null || server.child.signalCode !== null) return;
  const exited = new Promise<void>((resolve) => server.child.once('exit', () => resolve()));
  server.child.kill('SIGTERM');
  const killer = setTimeout(() => server.child.kill('SIGKILL'), 12_000);
  await exited;
  clearTimeout(killer);
}

/** The server process's resident memory, in MB (Linux). */
export function residentMb(server: OwnServer): number {
  const line = readFileSync(`/proc/${server.child.pid}/status`, 'utf8').match(/^VmRSS:\s+(\d+) kB$/m);
  if (!line) throw new Error('no VmRSS in /proc: this check needs Linux');
  return Number(line[1]) / 1024;
}

/** Bytes of the files under `dir` (0 when it does not exist). */
export function folderBytes(dir: string): number {
  let entries: string[];
  try {
    entries = readdirSync(dir);
  } catch {
    return 0;
  }
  return entries.reduce((sum, name) => {
    const path = join(dir, name);
    const stat = statSync(path, { throwIfNoEntry: false });
    if (!stat) return sum;
    return sum + (stat.isDirectory() ? folderBytes(path) : stat.size);
  }, 0);
}

/** Lines of the server's output that belong to a stack trace or an error Next logged. */
export const stackLines = (server: OwnServer): string[] =>
  server.output
    .join('')
    .split('\n')
    .filter((line) => /^\s+at .+:\d+:\d+\)?$|ENAMETOOLONG|^⨯ |^Error: |Failed to update prerender cache/.test(line));
