#!/usr/bin/env node
// `npm run bench`: the app against the framework's floor (a bare Next.js page built and served
// the same way), measured side by side in one run on loopback, with the quality bars' targets:
//   npm run bench                 everything, and the table into docs/performance.md (about 20 minutes on 2 busy cores)
//   npm run observatory           only the MDN HTTP Observatory scan (and its table in docs/performance.md)
// BENCH_RUNS (Lighthouse runs per page, default 5), BENCH_TAP_RUNS (visitors whose taps are
// measured, default 5), BENCH_LOAD_S (default 10), BENCH_WARMUP_S (default 3), BENCH_CSP_ROUNDS
// (turns of the menu's throughput with the shipped and the static CSP, default 3). A missed
// target never fails the run: timings on a shared machine are not a gate.
import { randomBytes } from 'node:crypto';
import { cpus, loadavg } from 'node:os';
import { join } from 'node:path';

import { root, startReferenceApi, stopAll } from '../lib.mjs';
import { buildApp, buildEnv, buildFloor, buildNonceVariant, removeScratchProjects, startNext } from './apps.mjs';
import { firstLoadJs } from './first-load.mjs';
import { taps } from './interaction.mjs';
import { lighthouse } from './lighthouse.mjs';
import { load } from './load.mjs';
import { observatory } from './observatory.mjs';
import { writeReport } from './report.mjs';

const port = (name, fallback) => Number(process.env[name] ?? fallback);
const PORTS = {
  app: port('BENCH_APP_PORT', 3300),
  floor: port('BENCH_FLOOR_PORT', 3301),
  nonce: port('BENCH_NONCE_PORT', 3302),
  static: port('BENCH_STATIC_PORT', 3303),
  api: port('BENCH_API_PORT', 4310),
};
const RUNS = Number(process.env.BENCH_RUNS ?? 5);
const TAP_RUNS = Number(process.env.BENCH_TAP_RUNS ?? 5);
const CSP_ROUNDS = Number(process.env.BENCH_CSP_ROUNDS ?? 3);
const onlyObservatory = process.argv[2] === 'observatory';

const PAGES = {
  home: '/',
  menu: '/shop/1/menu',
  article: '/shop/1/menu/Burgare/Klassiker/articles/B102',
  checkout: '/shop/1/checkout',
};
const BFF_PATH = '/api/shops/1/menu';

let stopping = false;
async function cleanUp() {
  if (stopping) return;
  stopping = true;
  // SIGINT: the Lighthouse CLI closes its Chromium on it, next start and the API stop on it too.
  await stopAll('SIGINT');
  removeScratchProjects();
}
for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, () => {
    console.log(`\n${signal}: stopping everything the bench started…`);
    cleanUp().finally(() => process.exit(130));
  });
}

/**
 * The app as `npm start` serves it, and beside it: the same build with the static CSP of before
 * (CSP_SCRIPT_HASHES=0: 'unsafe-inline' for scripts), the floor and the nonce variant.
 */
async function startServers(withVariants) {
  const dirs = { app: await buildApp() };
  dirs.static = dirs.app;
  if (withVariants) {
    dirs.floor = await buildFloor();
    dirs.nonce = await buildNonceVariant();
  }
  const api = await startReferenceApi({
    ...process.env,
    ORDERING_API_PORT: String(PORTS.api),
    ORDERING_API_RATE_LIMITS: '0',
    ORDERING_API_DATA_DIR: join(root, '.data', 'bench', 'ordering-api'),
  });
  const env = buildEnv({ ORDERING_API_URL: api, SESSION_SECRET: randomBytes(32).toString('base64url'), CLIENT_ADDRESS_SECRET: randomBytes(24).toString('base64url') });
  const urls = { api };
  const pids = {};
  for (const [name, dir] of Object.entries(dirs)) {
    ({ url: urls[name], pid: pids[name] } = await startNext(`next-${name}`, dir, PORTS[name], name === 'static' || name === 'nonce' ? { ...env, CSP_SCRIPT_HASHES: '0' } : env));
  }
  return { urls, pids };
}

/** One request per page first, so the pages measured are the rendered and cached ones. */
async function warmUp(urls) {
  for (const base of [urls.app, urls.static, urls.nonce]) {
    for (const path of Object.values(PAGES)) {
      const response = await fetch(new URL(path, base), { headers: { 'accept-language': 'sv' } });
      if (!response.ok) throw new Error(`${base}${path} answered ${response.status}`);
    }
  }
}

async function measure(urls, pids) {
  const pages = [
    ...(await firstLoadJs(urls.app, Object.values(PAGES))).map((page) => [Object.keys(PAGES).find((k) => PAGES[k] === page.path), page]),
    ['floor', (await firstLoadJs(urls.floor, ['/']))[0]],
  ];
  const firstLoad = Object.fromEntries(pages.map(([key, { bytes }]) => [key, bytes]));
  const html = Object.fromEntries(pages.map(([key, page]) => [key, page.html]));

  // The app's pages against the floor, simulated and (the same pages) with throttling applied.
  const guestPages = [
    { key: 'home', url: urls.app + PAGES.home },
    { key: 'menu', url: urls.app + PAGES.menu },
    { key: 'article', url: urls.app + PAGES.article },
    { key: 'floor', url: `${urls.floor}/` },
  ];
  const lighthouseResults = await lighthouse(
    [...guestPages, { key: 'menuStatic', url: urls.static + PAGES.menu }, { key: 'menuNonce', url: urls.nonce + PAGES.menu }],
    RUNS,
  );
  const appliedResults = await lighthouse(guestPages, RUNS, { throttling: 'devtools' });

  // The menu with the shipped CSP and with the static one take turns, without and with gzip.
  const cspTurns = Array.from({ length: CSP_ROUNDS }, () =>
    [false, true].flatMap((gzip) => [
      { key: 'menu', url: urls.app + PAGES.menu, gzip, pid: pids.app },
      { key: 'menuStatic', url: urls.static + PAGES.menu, gzip, pid: pids.static },
    ]),
  ).flat();
  const loadResults = await load([
    { key: 'home', url: urls.app + PAGES.home, pid: pids.app },
    ...cspTurns,
    { key: 'floor', url: `${urls.floor}/`, pid: pids.floor },
    { key: 'floor', url: `${urls.floor}/`, gzip: true, pid: pids.floor },
    { key: 'menuNonce', url: urls.nonce + PAGES.menu, pid: pids.nonce },
    { key: 'bff', url: urls.app + BFF_PATH, pid: pids.app },
    { key: 'upstream', url: urls.api + BFF_PATH },
  ]);

  const tapResults = await taps({ app: urls.app, floor: urls.floor, paths: { article: PAGES.article, menu: PAGES.menu } }, TAP_RUNS);
  return { html, firstLoad, lighthouse: lighthouseResults, lighthouseApplied: appliedResults, load: loadResults.plain, loadGzip: loadResults.gzip, taps: tapResults };
}

const machine = () => `${cpus().length} cores, load average ${loadavg()[0].toFixed(2)} at the start, other work running alongside`;

try {
  const report = { date: new Date().toISOString().slice(0, 16).replace('T', ' ') + ' UTC', machine: machine(), runs: RUNS, tapRuns: TAP_RUNS, firstLoad: {}, lighthouse: {}, load: {} };
  const { urls, pids } = await startServers(!onlyObservatory);
  if (!onlyObservatory) {
    await warmUp(urls);
    Object.assign(report, await measure(urls, pids));
  }
  // The scan needs ports 80 and 443: when they are taken, the figures above are still written.
  console.log('MDN HTTP Observatory…');
  report.observatory = {};
  for (const [mode, url] of [
    ['shipped', urls.app],
    ['static', urls.static],
    ['nonce', urls.nonce],
  ]) {
    if (!url) continue;
    try {
      report.observatory[mode] = await observatory(url);
    } catch (error) {
      console.warn(`  observatory (CSP ${mode}) left out: ${error instanceof Error ? error.message : error}`);
    }
  }
  writeReport(report);
} catch (error) {
  console.error(`The bench could not run: ${error instanceof Error ? error.message : error}`);
  process.exitCode = 1;
} finally {
  await cleanUp();
}
