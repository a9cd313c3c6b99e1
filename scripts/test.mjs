#!/usr/bin/env node
// `npm test`: every suite (unit, route handlers, contract, then e2e against the production
// build, then the load, fault and fuzz stage), ending with one plain summary line: "N passed, N failed".
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';

import { chromium } from '@playwright/test';

import { buildIsStale, root, runToEnd } from './lib.mjs';
import { missingPrerequisites, prerequisitesMessage } from './test-prerequisites.ts';

const only = process.argv[2]; // "unit", "e2e" (with "shapes"), "shapes" or "load" to run one stage

// What the suites need beyond Node.js (Chromium, Redis, nginx), before anything runs: a fresh
// machine hears at once what to install instead of failing halfway through.
const missing = missingPrerequisites({
  env: process.env,
  exists: existsSync,
  bundledChromium: () => chromium.executablePath(),
  stages: only ? [only] : undefined,
});
if (missing.length > 0) {
  console.error(prerequisitesMessage(missing));
  console.log('0 passed, 1 failed');
  process.exit(1);
}

const results = join(root, '.data', 'test-results');
rmSync(results, { recursive: true, force: true });
mkdirSync(results, { recursive: true });
const node = process.execPath;

const readJson = (file) => {
  try {
    return JSON.parse(readFileSync(join(results, file), 'utf8'));
  } catch {
    return undefined;
  }
};

let passed = 0;
let failed = 0;
let broken = false;

if (!only || only === 'unit') {
  const code = await runToEnd(node, ['node_modules/jest/bin/jest.js', '--json', `--outputFile=${join(results, 'jest.json')}`]);
  const report = readJson('jest.json');
  passed += report?.numPassedTests ?? 0;
  failed += report?.numFailedTests ?? 0;
  if (code !== 0 && !report?.numFailedTests) broken = true;
}

if ((!only || only === 'e2e' || only === 'shapes') && buildIsStale()) {
  const code = await runToEnd('npm', ['run', 'build'], { env: { ...process.env, NODE_ENV: 'production' } });
  if (code !== 0) broken = true;
}

/** One Playwright run, counted from its JSON report (a flaky test passed on its retry). */
async function playwright(args, file, env = {}) {
  const code = await runToEnd(node, ['node_modules/@playwright/test/cli.js', 'test', ...args], {
    env: { ...process.env, ...env, PLAYWRIGHT_JSON_OUTPUT_FILE: join(results, file) },
  });
  const stats = readJson(file)?.stats;
  passed += (stats?.expected ?? 0) + (stats?.flaky ?? 0);
  failed += stats?.unexpected ?? 0;
  if (code !== 0 && !stats?.unexpected) broken = true;
}

// The e2e suite in three runs, so that each test meets both viewports and the API in more than
// one shape without running four times over (docs/testing.md#where-each-test-runs):
// - the phone, against the reference API in its own shape;
// - the desktop, against it answering as an ASP.NET Core API would (E2E_API_SHAPE=aspnet);
// - the specs that read the most of what the API answers (menu, shops, payment, order history),
//   on the desktop, against it in SPEC.md's shapes only (E2E_API_SHAPE=spec).
// A test that needs what a shape does not give is skipped there, saying why (e2e/support/api-shape.ts);
// one about the server's answers rather than a screen runs once, on the desktop (e2e/support/viewport.ts).
const SPEC_SHAPE_SPECS = ['e2e/spec-shape.spec.ts', 'e2e/home', 'e2e/menu', 'e2e/checkout/pay.spec.ts', 'e2e/account/journey.spec.ts', 'e2e/account/order-again.spec.ts'];
const E2E_RUNS = [
  { file: 'e2e.json', args: ['--project=phone'], env: {}, shape: false },
  { file: 'e2e-aspnet.json', args: ['--project=desktop'], env: { E2E_API_SHAPE: 'aspnet' }, shape: true },
  { file: 'e2e-spec.json', args: ['--project=desktop', ...SPEC_SHAPE_SPECS], env: { E2E_API_SHAPE: 'spec' }, shape: true },
];
for (const run of E2E_RUNS) {
  const wanted = !only || only === 'e2e' || (only === 'shapes' && run.shape);
  if (wanted && !broken) await playwright(run.args, run.file, run.env);
}

// Its own ports and data folder: it never meets the Playwright servers.
if (!only || only === 'load') {
  const code = await runToEnd(node, ['scripts/test-load.mjs']);
  const report = readJson('load.json');
  passed += report?.passed ?? 0;
  failed += report?.failed ?? 0;
  if (code !== 0 && !report?.failed) broken = true;
}

if (broken) failed += 1; // a suite that could not run at all counts as a failure
console.log(`${passed} passed, ${failed} failed`);
process.exit(failed > 0 ? 1 : 0);
