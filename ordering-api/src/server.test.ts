import { spawn } from 'node:child_process';
import http from 'node:http';
import path from 'node:path';

import { settingsSchema } from '../../lib/upstream/schemas/index.ts';
import { API_ROOT } from './paths.ts';
import type { ReferenceApi } from './server.ts';
import { startReferenceApi } from './server.ts';
import { makeTempDir, removeDir } from './testing.ts';

function rawGet(url: string, rawPath: string): Promise<{ status: number; body: string }> {
  const { hostname, port } = new URL(url);
  return new Promise((resolve, reject) => {
    const req = http.request({ hostname, port, path: rawPath, method: 'GET', agent: false }, (res) => {
      let body = '';
      res.setEncoding('utf8');
      res.on('data', (chunk: string) => (body += chunk));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, body }));
    });
    req.on('error', reject);
    req.end();
  });
}

describe('startReferenceApi (real HTTP on 127.0.0.1)', () => {
  let dir: string;
  let api: ReferenceApi;
  beforeAll(async () => {
    dir = makeTempDir();
    api = await startReferenceApi({ dataDir: dir, port: 0, logError: () => {} });
  });
  afterAll(async () => {
    await api.close();
    removeDir(dir);
  });

  test('listens on loopback with a free port', async () => {
    expect(api.url).toMatch(/^http:\/\/127\.0\.0\.1:\d+$/);
    expect(api.port).toBeGreaterThan(0);
    const res = await fetch(`${api.url}/api/settings`);
    expect(res.status).toBe(200);
    expect(settingsSchema.safeParse(await res.json()).success).toBe(true);
  });

  test.each([
    '/api/images/../../package.json',
    '/api/images/menu/../../../package.json',
    '/api/images/%2e%2e/%2e%2e/package.json',
    '/api/images/..%2f..%2fpackage.json',
    '/api/images/..\\..\\package.json',
    '/api/images/http://127.0.0.1/package.json',
  ])('raw request target %s does not leak files', async (rawPath) => {
    const { status, body } = await rawGet(api.url, rawPath);
    expect([400, 404]).toContain(status);
    expect(body).not.toContain('"dependencies"');
  });

  test('fault reset destroys the connection without a response', async () => {
    const set = await fetch(`${api.url}/_dev/fault`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ mode: 'reset', count: 1, pathPrefix: '/api/shops' }),
    });
    expect(set.status).toBe(200);
    await expect(rawGet(api.url, '/api/shops')).rejects.toThrow();
    expect((await fetch(`${api.url}/api/shops`)).status).toBe(200);
  });

  test('close() does not wait for a slow in-flight request', async () => {
    const dir2 = makeTempDir();
    const api2 = await startReferenceApi({ dataDir: dir2, port: 0, logError: () => {} });
    try {
      await fetch(`${api2.url}/_dev/fault`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ mode: 'slow', count: 1 }),
      });
      const pending = fetch(`${api2.url}/api/settings`).catch((e: unknown) => e);
      // The request is in flight at the API once it has taken the one slow fault.
      const faultLeft = async () => ((await (await fetch(`${api2.url}/_dev/fault`)).json()) as { fault: unknown }).fault;
      while ((await faultLeft()) !== null) await new Promise((r) => setTimeout(r, 10));
      const started = Date.now();
      await api2.close();
      expect(Date.now() - started).toBeLessThan(2000);
      expect(Object.prototype.toString.call(await pending)).toBe('[object Error]');
    } finally {
      removeDir(dir2);
    }
  });
});

describe('main.ts', () => {
  test('prints one listening line, serves, and stops on SIGTERM', async () => {
    const dir = makeTempDir();
    const child = spawn(process.execPath, [path.join(API_ROOT, 'src', 'main.ts')], {
      env: { ...process.env, ORDERING_API_PORT: '0', ORDERING_API_DATA_DIR: dir, ORDERING_API_HOST: '127.0.0.1' },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    try {
      let stdout = '';
      let stderr = '';
      child.stderr.on('data', (d: Buffer) => (stderr += d.toString()));
      const url = await new Promise<string>((resolve, reject) => {
        const timer = setTimeout(() => reject(new Error(`no listening line; stderr: ${stderr}`)), 15_000);
        child.stdout.on('data', (d: Buffer) => {
          stdout += d.toString();
          const m = /^ordering-api listening on (http:\/\/127\.0\.0\.1:\d+)\n/.exec(stdout);
          if (m) {
            clearTimeout(timer);
            resolve(m[1]!);
          }
        });
        child.on('exit', (code) => reject(new Error(`exited early with ${code}: ${stderr}`)));
      });
      expect((await fetch(`${url}/_dev/health`)).status).toBe(200);
      const exit = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
      child.kill('SIGTERM');
      expect(await exit).toBe(0);
      expect(stdout.trim().split('\n')).toHaveLength(1);
    } finally {
      if (child.exitCode === null) child.kill('SIGKILL');
      removeDir(dir);
    }
  }, 30_000);

  test.each([
    ['ORDERING_API_KITCHEN_STEP_MS', 'soon', /invalid ORDERING_API_KITCHEN_STEP_MS/],
    ['ORDERING_API_RETURN_ORIGINS', 'shop.example', /invalid return origin/],
  ])('exits 1 on an invalid %s', async (name, value, message) => {
    const dir = makeTempDir();
    try {
      const child = spawn(process.execPath, [path.join(API_ROOT, 'src', 'main.ts')], {
        env: { ...process.env, ORDERING_API_PORT: '0', ORDERING_API_DATA_DIR: dir, [name]: value },
        stdio: ['ignore', 'pipe', 'pipe'],
      });
      let stderr = '';
      child.stderr.on('data', (d: Buffer) => (stderr += d.toString()));
      const code = await new Promise<number | null>((resolve) => child.on('exit', (c) => resolve(c)));
      expect(code).toBe(1);
      expect(stderr).toMatch(message);
    } finally {
      removeDir(dir);
    }
  }, 30_000);
});
