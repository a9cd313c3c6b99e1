// The reference API as a process of a spec's own, in another answer shape than the suite's
// (ORDERING_API_SHAPE), with an app server of its own in front of it.
import { type ChildProcess, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

import { test } from '../fixtures';
import { type OwnServer, startOwnServer, stopOwnServer } from './own-server';

export type ShapedApi = { child: ChildProcess; url: string };

/** The reference API as its own process; resolves once it listens. */
export function startReferenceApiProcess(env: NodeJS.ProcessEnv): Promise<ShapedApi> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ['ordering-api/src/main.ts'], { env, stdio: ['ignore', 'pipe', 'inherit'] });
    let buffer = '';
    child.stdout?.on('data', (chunk: Buffer) => {
      buffer += chunk.toString();
      const match = buffer.match(/listening on (http:\/\/\S+)/);
      if (match) resolve({ child, url: match[1]! });
    });
    child.once('exit', (code) => reject(new Error(`ordering-api exited with code ${code}`)));
  });
}

export type ShapedDeployment = { api: ShapedApi; server: OwnServer; dataDir: string };

/**
 * The reference API in `shape` on `apiPort` (dev controls on, the kitchen stepped by hand, no rate
 * limits) and an app on `appPort` told the restaurant's price unit, as a deployment would be.
 */
export async function startShapedDeployment(shape: 'spec' | 'aspnet', appPort: number, apiPort: number): Promise<ShapedDeployment> {
  const dataDir = mkdtempSync(join(tmpdir(), `${shape}-shape-`));
  const appUrl = `http://127.0.0.1:${appPort}`;
  const api = await startReferenceApiProcess({
    ...process.env,
    ORDERING_API_SHAPE: shape,
    ORDERING_API_PORT: String(apiPort),
    ORDERING_API_HOST: '127.0.0.1',
    ORDERING_API_DATA_DIR: join(dataDir, 'api'),
    ORDERING_API_DEV: '1',
    ORDERING_API_KITCHEN_STEP_MS: '0',
    ORDERING_API_RATE_LIMITS: '0',
    ORDERING_API_APP_URL: appUrl,
    ORDERING_API_RETURN_ORIGINS: appUrl,
  });
  const response = await fetch(`${api.url}/api/settings`).catch(() => null);
  if (response?.status !== 200) throw new Error(`the reference API at ${api.url} does not answer`);
  const server = await startOwnServer(appPort, {
    ORDERING_API_URL: api.url,
    ORDERING_API_PRICE_UNIT: 'major',
    SESSION_SECRET: randomBytes(32).toString('base64url'),
    PUBLIC_BASE_URL: appUrl,
    UPSTREAM_TIMEOUT_MS: '3000',
    REQUEST_LOG: '0',
    PAGE_CACHE_DIR: join(dataDir, 'page-cache'),
  });
  return { api, server, dataDir };
}

export async function stopShapedDeployment(deployment: Partial<ShapedDeployment>): Promise<void> {
  await stopOwnServer(deployment.server);
  const api = deployment.api;
  if (api && api.child.exitCode === null) {
    const exited = new Promise((resolve) => api.child.once('exit', resolve));
    api.child.kill('SIGTERM');
    await exited;
  }
  if (deployment.dataDir) rmSync(deployment.dataDir, { recursive: true, force: true });
}

/**
 * A shaped deployment for the tests of the describe block this is called in (run serially):
 * started before them, stopped after, with the app's log attached beside a failure. Returns the
 * running deployment, for use inside the tests.
 */
export function useShapedDeployment(shape: 'spec' | 'aspnet', appPort: number, apiPort: number): () => ShapedDeployment {
  let deployment: Partial<ShapedDeployment> = {};
  test.describe.configure({ mode: 'serial' });
  test.beforeAll(async () => {
    test.setTimeout(120_000);
    deployment = await startShapedDeployment(shape, appPort, apiPort);
  });
  test.afterEach(async ({}, testInfo) => {
    // What the app logged, beside a failure's report.
    if (testInfo.status !== testInfo.expectedStatus && deployment.server) await testInfo.attach('app-log', { body: deployment.server.output.join('') });
  });
  test.afterAll(async () => {
    await stopShapedDeployment(deployment);
  });
  return () => deployment as ShapedDeployment;
}
