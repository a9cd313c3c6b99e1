/** Helpers for the ordering-api tests: a seeded database in a throw-away data dir. */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

import type { Hono } from 'hono';

import type { CreateAppOptions } from './app.ts';
import { createApp } from './app.ts';
import type { AppEnv } from './context.ts';
import type { Db } from './db/database.ts';
import { openPreparedDatabase } from './server.ts';

export function makeTempDir(prefix = 'ordering-api-test-'): string {
  return fs.mkdtempSync(path.join(os.tmpdir(), prefix));
}

export function removeDir(dir: string): void {
  fs.rmSync(dir, { recursive: true, force: true });
}

export type TestApi = { app: Hono<AppEnv>; db: Db; dataDir: string; cleanup(): void };

export function openTestApi(options: Partial<Omit<CreateAppOptions, 'db'>> = {}): TestApi {
  const dataDir = makeTempDir();
  const db = openPreparedDatabase(dataDir);
  const app = createApp({ dev: true, logError: () => {}, ...options, db });
  return {
    app,
    db,
    dataDir,
    cleanup() {
      if (db.isOpen) db.close();
      removeDir(dataDir);
    },
  };
}

export async function getJson(app: Hono<AppEnv>, url: string): Promise<{ status: number; type: string; body: unknown }> {
  const res = await app.request(url);
  return { status: res.status, type: res.headers.get('content-type') ?? '', body: await res.json() };
}

export function sendJson(app: Hono<AppEnv>, method: string, url: string, body: unknown): Promise<Response> {
  const init = method === 'GET' || method === 'HEAD'
    ? { method }
    : { method, headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(body) };
  return Promise.resolve(app.request(url, init));
}
