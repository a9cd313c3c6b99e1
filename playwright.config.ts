import { existsSync } from 'node:fs';
import { join } from 'node:path';

import { defineConfig, devices } from '@playwright/test';

import { systemChromium } from './scripts/test-prerequisites.ts';

// Debian's Chromium where the machine has it (no browser downloads there); Playwright's own
// browser everywhere else. PW_CHROMIUM_PATH or PW_USE_BUNDLED=1 override the choice. `npm test`
// checks the same choice before it runs anything (scripts/test-prerequisites.ts).
const executablePath = systemChromium(process.env, existsSync);

const APP_PORT = Number(process.env.E2E_APP_PORT ?? 3100);
const API_PORT = Number(process.env.E2E_API_PORT ?? 4110);
export const E2E = {
  appUrl: `http://127.0.0.1:${APP_PORT}`,
  apiUrl: `http://127.0.0.1:${API_PORT}`,
  revalidateSecret: 'e2e-revalidate-secret-0123456789',
  /** Shared by the suite's reference API and every app the specs start, as a deployment shares it. */
  clientAddressSecret: 'e2e-client-address-secret-0123',
};
/**
 * The answer shape of the suite's reference API: ours by default, or a restaurant's API written by
 * someone else (E2E_API_SHAPE=spec, SPEC.md's shapes only; =aspnet, an ASP.NET Core API), each
 * answering prices in major units as such APIs do, the app told so as a deployment would be.
 */
export const API_SHAPE = (['spec', 'aspnet'] as const).find((shape) => shape === process.env.E2E_API_SHAPE) ?? 'default';
/** How an app in front of the suite's reference API must read it (its price unit): for the app servers a spec starts itself too. */
export const SUITE_API_APP_ENV: Record<string, string> = API_SHAPE === 'default' ? {} : { ORDERING_API_PRICE_UNIT: 'major' };
const shapeEnv: Record<string, string> = API_SHAPE === 'default' ? {} : { ORDERING_API_SHAPE: API_SHAPE, ...SUITE_API_APP_ENV };
// One fresh reference-API data folder per run; workers inherit it through the environment.
process.env.E2E_DATA_DIR ??= join(process.cwd(), '.data', `e2e-${Date.now()}`);

export const launchOptions = executablePath
  ? {
      executablePath,
      args: ['--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
    }
  : {};

export default defineConfig({
  testDir: './e2e',
  workers: 1,
  fullyParallel: false,
  retries: process.env.CI ? 1 : 0,
  timeout: 30_000,
  reporter: [['list'], ['json', { outputFile: process.env.PLAYWRIGHT_JSON_OUTPUT_FILE ?? '.data/test-results/e2e.json' }]],
  // The service worker is tested in e2e/pwa; elsewhere it would hide requests from page.route.
  use: { baseURL: E2E.appUrl, trace: 'retain-on-failure', launchOptions, serviceWorkers: 'block' },
  projects: [
    { name: 'desktop', use: { ...devices['Desktop Chrome'], launchOptions } },
    { name: 'phone', use: { ...devices['Pixel 7'], launchOptions } },
  ],
  webServer: {
    command: 'node scripts/start.mjs',
    url: `${E2E.appUrl}/api/settings`,
    reuseExistingServer: false,
    timeout: 120_000,
    stdout: 'pipe',
    gracefulShutdown: { signal: 'SIGTERM', timeout: 5000 },
    env: {
      SKIP_BUILD: '1',
      PORT: String(APP_PORT),
      ORDERING_API_PORT: String(API_PORT),
      ORDERING_API_DATA_DIR: process.env.E2E_DATA_DIR,
      // The table groups of this run only, beside the reference API's data.
      GROUPS_DATA_DIR: join(process.env.E2E_DATA_DIR!, 'groups'),
      // Pages of this run only: a run against the API in another shape (same address, same price
      // unit) never serves the pages an earlier run rendered from the other shape's answers.
      PAGE_CACHE_DIR: join(process.env.E2E_DATA_DIR!, 'page-cache'),
      REVALIDATE_SECRET: E2E.revalidateSecret,
      CLIENT_ADDRESS_SECRET: E2E.clientAddressSecret,
      UPSTREAM_TIMEOUT_MS: '2000',
      // The kitchen moves orders only when a test says so.
      ORDERING_API_KITCHEN_STEP_MS: '0',
      // The address mail links and canonical URLs name; the demo takes writes at whatever address
      // it is opened (e2e/demo-addresses.spec.ts opens it as localhost and as phone.test too).
      PUBLIC_BASE_URL: `http://127.0.0.1:${APP_PORT}`,
      // Payments return to the address the guest opened: these, and the scale-out spec's load
      // balancer on another loopback port.
      ORDERING_API_RETURN_ORIGINS: 'http://127.0.0.1:*, http://localhost:*, http://phone.test:*',
      // One line per request would bury the test report; server/pipeline.test.ts checks the log.
      REQUEST_LOG: '0',
      // Account mails link to this app; every e2e request comes from one address.
      ORDERING_API_APP_URL: `http://127.0.0.1:${APP_PORT}`,
      ORDERING_API_RATE_LIMITS: '0',
      // The app's own limits stay on: each test names its own client address in X-Forwarded-For
      // (e2e/fixtures.ts), as a reverse proxy would.
      TRUSTED_PROXY: '1',
      ...shapeEnv,
    },
  },
});
