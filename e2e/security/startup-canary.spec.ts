// The start-up canary on the real build: a production server (server/main.ts) asks itself for
// one cached and one per-request page once listening, and /readyz turns 200 only when Next wrote
// and sent both as the script policy needs them (server/canary.ts). This is the proof that the
// installed Next still writes its inline scripts, sends cached pages whole and puts the nonce on
// rendered ones; server/canary.test.ts shows a page with a script it does not know keeping
// /readyz at 503. A server of this spec's own, started fresh, so its log can be read.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

import { readPerRequestPages } from '../../lib/security/per-request-pages';
import { E2E } from '../../playwright.config';
import { CANARY_PAGES } from '../../server/canary';
import { expect, test } from '../fixtures';
import { type OwnServer, startOwnServer, stopOwnServer, suiteServerEnv } from '../support/own-server';
import { desktopOnly } from '../support/viewport';

// Beside the suite's own app port (the scale-out spec takes +1 to +3, the bounded cache +5).
const PORT = Number(new URL(E2E.appUrl).port) + 7;

type Readiness = { status: string; canary?: { state: string; reasons: string[] } };

test.describe('start-up canary', () => {
  desktopOnly('about the server’s start');
  let server: OwnServer | undefined;
  let cacheDir = '';

  test.beforeAll(async () => {
    test.setTimeout(120_000);
    cacheDir = mkdtempSync(join(tmpdir(), 'canary-cache-'));
    server = await startOwnServer(PORT, suiteServerEnv(PORT, cacheDir));
  });

  test.afterEach(async ({}, testInfo) => {
    if (testInfo.status !== testInfo.expectedStatus && server) await testInfo.attach('app-log', { body: server.output.join('') });
  });

  test.afterAll(async () => {
    await stopOwnServer(server);
    if (cacheDir) rmSync(cacheDir, { recursive: true, force: true });
  });

  test('with the real build, /readyz turns 200 once the canary passed, and the log says so', async () => {
    const readiness = async (): Promise<{ code: number; body: Readiness }> => {
      const response = await fetch(`${server!.url}/readyz`);
      return { code: response.status, body: (await response.json()) as Readiness };
    };
    // Waits for the canary to settle (it asks again while a page is not there yet), then judges.
    await expect.poll(async () => (await readiness()).body.canary?.state, { timeout: 60_000 }).not.toBe('checking');
    const { code, body } = await readiness();
    expect(body.canary, server!.output.join('')).toEqual({ state: 'passed', reasons: [] });
    expect(code).toBe(200);
    expect(server!.output.join('')).toContain('start-up canary passed');
  });

  test("the build's manifests name the per-request pages the canary and the guests' order pages rely on", () => {
    const { routes, rendersPerRequest } = readPerRequestPages(join(process.cwd(), '.next'));
    expect(routes).toContain('/[locale]/order/[orderId]');
    // Every order's payment page is its shop's one cached page (the proxy rewrites to it).
    expect(rendersPerRequest('/sv/shop/1/checkout/payment')).toBe(false);
    expect(rendersPerRequest(CANARY_PAGES.perRequest)).toBe(true);
    expect(rendersPerRequest(CANARY_PAGES.cached)).toBe(false);
    expect(rendersPerRequest('/shop/1/menu')).toBe(false);
  });
});
