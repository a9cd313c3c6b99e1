#!/usr/bin/env node
// `npm run test:load`: load, fault and fuzz tests of the production build against a fresh
// reference ordering API, on loopback only, bounded in requests and time; builds first when the
// build is stale and ends with one plain line like `npm test`: "N passed, N failed".
// Figures (orders/min, p50/p99 per step) are printed, never asserted.
import assert from 'node:assert/strict';
import { mkdirSync, openSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import http from 'node:http';
import { join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';

import { buildIsStale, root, run, runToEnd, server, startReferenceApiProcess, stopAll, waitUntilServing } from './lib.mjs';
import { fuzzRoutes } from './load/fuzz.mjs';
import { auditGroups, runGroups } from './load/groups.mjs';
import { problemDefect } from './load/http.mjs';
import { newGuest, orderAndPay, runGuests, Timings } from './load/journey.mjs';
import { audit, openLedger } from './load/ledger.mjs';
import { loadStageEnv } from './load/stage-env.mjs';

const setting = (name, fallback) => Number(process.env[name] ?? fallback);
const APP_PORT = setting('LOAD_APP_PORT', 3550);
const API_PORT = setting('LOAD_API_PORT', 4550);
const GUESTS = setting('LOAD_GUESTS', 50);
const SECONDS = setting('LOAD_SECONDS', 60);
const FAULT_GUESTS = setting('LOAD_FAULT_GUESTS', 20);
const FAULT_SECONDS = setting('LOAD_FAULT_SECONDS', 20);
const FUZZ_RUNS = setting('LOAD_FUZZ_RUNS', 10_000);
const GROUP_TABLES = setting('LOAD_GROUP_TABLES', 20);
const GROUP_PHONES = setting('LOAD_GROUP_PHONES', 4);
/** Which parts run, e.g. LOAD_PARTS=fuzz while working on a route handler. */
const PARTS = (process.env.LOAD_PARTS ?? 'load,groups,fuzz,fault,shutdown').split(',');
/** The whole stage stops by itself after this, whatever hangs. */
const TIME_LIMIT_MS = setting('LOAD_TIME_LIMIT_S', 420) * 1000;
/** Requests must succeed again this soon after the ordering API is back. */
const RECOVERY_MS = 10_000;
/** Open around the clock (demo data), in two currencies. */
const SHOPS = [1, 4];

const appUrl = `http://127.0.0.1:${APP_PORT}`;
const results = join(root, '.data', 'test-results');
const dataDir = join(root, '.data', `load-${Date.now()}`);
const env = loadStageEnv({ appUrl, apiPort: API_PORT, dataDir });
const revalidateSecret = env.REVALIDATE_SECRET;

let passed = 0;
let failed = 0;

async function check(name, test) {
  try {
    await test();
    passed += 1;
    console.log(`  ✓ ${name}`);
  } catch (error) {
    failed += 1;
    console.log(`  ✗ ${name}\n    ${String(error.message).replaceAll('\n', '\n    ')}`);
  }
}

const none = (list, what) => assert.equal(list.length, 0, `${list.length} ${what}:\n${list.slice(0, 10).join('\n')}`);
const sum = (list, of) => list.reduce((total, item) => total + of(item), 0);
/** "order 502 UPSTREAM_UNAVAILABLE ×12, …" */
const tally = (problems) => {
  const counts = new Map();
  for (const p of problems) {
    const key = `${p.step} ${p.status || 'no answer'}${p.code ? ` ${p.code}` : ''}`;
    counts.set(key, (counts.get(key) ?? 0) + 1);
  }
  return [...counts].map(([key, n]) => `${key} ×${n}`).join(', ') || 'none';
};

function auditGuests(guests) {
  const db = openLedger(dataDir);
  try {
    return audit(db, guests);
  } finally {
    db.close();
  }
}

async function startApp() {
  const log = openSync(join(results, 'load-app.log'), 'w');
  const app = run(
    process.execPath,
    server('--production'),
    {
      env: { ...env, HOST: '127.0.0.1', PORT: String(APP_PORT) },
      stdio: ['ignore', log, log],
    },
  );
  await waitUntilServing(`${appUrl}/api/settings`);
  return app;
}

async function loadTest() {
  console.log(`\nLoad: ${GUESTS} guests ordering for ${SECONDS} s`);
  const timings = new Timings();
  const started = Date.now();
  const guests = await runGuests({ appUrl, guests: GUESTS, seconds: SECONDS, shops: SHOPS, timings, retryFor: 10_000 });
  const minutes = (Date.now() - started) / 60_000;
  const ledger = auditGuests(guests);
  const completed = sum(guests, (g) => g.completed);
  const problems = guests.flatMap((g) => g.problems);
  console.log(
    `  ${ledger.orders} orders, ${ledger.paid} paid, ${completed} followed to the kitchen: ${(completed / minutes).toFixed(0)} orders/min`,
  );
  console.log(
    `  lost ${ledger.lost.length}, doubled ${ledger.doubled.length}, mismatched ${ledger.mismatched.length}; answers retried: ${tally(problems)}`,
  );
  for (const line of timings.lines()) console.log(`    ${line}`);

  await check('every guest orders, pays and follows its orders to the kitchen without a failed step', () => {
    none(
      guests.flatMap((g) => g.failures.map((f) => `guest ${g.id}: ${f}`)),
      'failed steps',
    );
    none(
      guests.filter((g) => g.completed === 0).map((g) => `guest ${g.id}`),
      'guests without a finished order',
    );
  });
  await check('no paid order is lost: every payment a guest saw approved is a paid order', () =>
    none(ledger.lost, 'lost'),
  );
  await check('nothing is doubled: no order paid twice, no second order for one idempotency key', () =>
    none(ledger.doubled, 'doubled'),
  );
  await check("nothing is mismatched: each order holds its guest's items, total and customer code", () =>
    none(ledger.mismatched, 'mismatched'),
  );
  await check('any retried answer was a problem with an app code, never a 500', () =>
    none(problemsBreakingRules(problems), 'bad answers'),
  );
}

/** App answers (not the provider's page) that are a 500, or not a proper problem. */
const problemsBreakingRules = (problems) =>
  problems
    .filter((p) => !['provider', 'approve'].includes(p.step) && (p.status === 500 || p.defect))
    .map((p) => `${p.step}: ${p.status} ${p.code ?? ''} ${p.defect ?? ''}`);

/** Table group orders: GROUP_TABLES tables of GROUP_PHONES phones each, all at once (scripts/load/groups.mjs). */
async function groupsTest() {
  console.log(`\nGroups: ${GROUP_TABLES} tables × ${GROUP_PHONES} phones ordering together`);
  const timings = new Timings();
  const { groups, doubleTap, seconds, problems } = await runGroups({
    appUrl,
    tables: GROUP_TABLES,
    phones: GROUP_PHONES,
    shops: SHOPS,
    timings,
    retryFor: 10_000,
  });
  const db = openLedger(dataDir);
  let ledger;
  let found;
  try {
    ledger = audit(db, groups.flatMap((g) => (g.payer ? [g.payer] : [])));
    found = auditGroups(db, groups);
  } finally {
    db.close();
  }
  const phones = groups.flatMap((g) => g.phones);
  const atTables = groups.filter((g) => g.spotId !== null).length;
  console.log(
    `  ${groups.length} groups (${atTables} at tables, ${groups.length - atTables} take-away${groups.some((g) => g.notFree) ? `, ${groups.filter((g) => g.notFree).length} of them for a table not free` : ''}) of ${GROUP_PHONES} phones in ${seconds.toFixed(1)} s; ${groups.filter((g) => g.record).length} orders, ${found.paid} paid`,
  );
  const splits = groups.filter((g) => g.split);
  const parts = splits.flatMap((g) => g.shares ?? []);
  console.log(
    `  ${groups.length - splits.length} paid by one phone, ${splits.length} split (${splits.filter((g) => g.split === 'own').length} own, ${splits.filter((g) => g.split === 'equal').length} equal): ${parts.length} parts paid at once, ${parts.filter((p) => p.state === 'paid').length} read paid; ${found.payments} payments started in all`,
  );
  console.log(
    `  ${sum(phones, (p) => p.final.length)} lines; ${sum(phones, (p) => p.retries)} writes refused as stale (412) and sent again (most for one phone ${Math.max(0, ...phones.map((p) => p.retries))}); answers: ${tally(problems)}`,
  );
  for (const line of timings.lines()) console.log(`    ${line}`);

  await check("no lost line: each group's order holds exactly every phone's last lines, each labelled with its guest", () =>
    none([...found.lost, ...ledger.lost, ...ledger.mismatched], 'lost or mismatched'),
  );
  await check('no share paid twice: one order per group, one captured payment per one-payer order, never more captured than the total, a second "I pay" refused', () =>
    none([...found.twice, ...ledger.doubled], 'doubled'),
  );
  await check("split bills: parts > 0 making the order's total to the öre (equal ones ≤ 1 öre apart, own ones each phone's lines), each paid by exactly one captured payment of its amount, their sum the total", () => {
    assert.ok(GROUP_TABLES < 4 || splits.length > 0, 'no group split its bill');
    none(found.split, 'split bill defects');
  });
  await check("each order's total is the sum of its lines' prices to the öre (order, priced, table and paid total)", () =>
    none(found.totals, 'totals off'),
  );
  await check('every group ends paid, and every phone sees it paid', () => none(found.unpaid, 'groups not paid'));
  await check('any non-2xx answer was a problem with an app code, never a 500', () =>
    none(problemsBreakingRules(problems), 'bad answers'),
  );
  await check("a group member's first order, double-tapped, is one order the member can read", () =>
    none([...doubleTap.doubled, ...(doubleTap.readable ? [] : [doubleTap.read])], 'defects'),
  );
}

async function fuzzTest() {
  console.log(`\nFuzz: ${FUZZ_RUNS} generated bad requests`);
  const before = await (await fetch(`${appUrl}/api/settings`)).text();
  const started = Date.now();
  const fuzz = await fuzzRoutes({ appUrl, total: FUZZ_RUNS, revalidateSecret });
  console.log(
    `  ${fuzz.sent} requests over ${fuzz.routes} route methods in ${((Date.now() - started) / 1000).toFixed(0)} s (seed ${fuzz.seed})`,
  );
  await check(`${fuzz.sent} bad requests: never a 5xx, always a problem with an app code and no stack trace`, () => {
    assert.ok(fuzz.sent >= FUZZ_RUNS, `only ${fuzz.sent} requests were sent`);
    none(fuzz.failures, 'routes broke the rules');
  });
  await check('afterwards the app answers as before and a guest still orders and pays', async () => {
    assert.equal(await (await fetch(`${appUrl}/api/settings`)).text(), before);
    const guest = newGuest(appUrl, 'after-fuzz');
    await orderAndPay(guest, { shopId: SHOPS[0], timings: new Timings(), retryFor: 0 });
    const ledger = auditGuests([guest]);
    none([...ledger.lost, ...ledger.doubled, ...ledger.mismatched], 'defects');
  });
}

/** Kills the ordering API mid-run (SIGKILL) and starts it again on the same port and data. */
async function faultTest(api, app) {
  console.log(
    `\nFault: ${FAULT_GUESTS} guests for ${FAULT_SECONDS} s; the ordering API is killed and restarted midway`,
  );
  const timings = new Timings();
  const probe = newGuest(appUrl, 'probe');
  await orderAndPay(probe, { shopId: SHOPS[0], timings, retryFor: 0 });
  const samples = [];
  let probing = true;
  const prober = (async () => {
    while (probing) {
      const answer = await probe.browser.fetch(`/api/order/${probe.orders[0].orderId}`);
      const contentType = answer.headers?.get('content-type') ?? '';
      samples.push({
        at: Date.now(),
        status: answer.status,
        code: answer.json?.code,
        defect: answer.ok ? null : problemDefect({ ...answer, contentType }),
      });
      await sleep(200);
    }
  })();
  const appPid = app.pid;
  const running = runGuests({
    appUrl,
    guests: FAULT_GUESTS,
    seconds: FAULT_SECONDS,
    shops: SHOPS,
    timings,
    retryFor: 30_000,
  });

  await sleep(FAULT_SECONDS * 400);
  const killedAt = Date.now();
  const exited = new Promise((resolve) => api.child.once('exit', resolve));
  api.child.kill('SIGKILL');
  await exited;
  await sleep(2000);
  await startReferenceApiProcess(env);
  const upAt = Date.now();
  const guests = await running;
  probing = false;
  await prober;

  const recoveredAt = samples.find((s) => s.at > upAt && s.status === 200)?.at;
  const outage = samples.filter((s) => s.at >= killedAt && s.status !== 200);
  const all = [probe, ...guests];
  const ledger = auditGuests(all);
  const records = all.flatMap((g) => g.orders);
  const ackedBefore = records.filter((r) => r.ackAt < killedAt);
  const paidBefore = records.filter((r) => r.paidAt && r.paidAt < killedAt);
  const problems = guests.flatMap((g) => g.problems);
  console.log(
    `  down ${((upAt - killedAt) / 1000).toFixed(1)} s; app answering again ${recoveredAt ? `${recoveredAt - upAt} ms` : 'never'} after the restart`,
  );
  console.log(
    `  ${outage.length} probe answers during the outage (${[...new Set(outage.map((s) => `${s.status} ${s.code}`))].join(', ')})`,
  );
  console.log(`  guest answers retried: ${tally(problems)}`);
  console.log(
    `  ${records.length} orders (${ackedBefore.length} acknowledged and ${paidBefore.length} paid before the kill), ${ledger.paid} paid`,
  );
  for (const line of timings.lines()) console.log(`    ${line}`);

  await check('the app itself keeps running: no restart', () =>
    assert.ok(app.exitCode === null && app.pid === appPid, 'the app process ended'),
  );
  await check(`requests succeed again within ${RECOVERY_MS / 1000} s of the ordering API's restart`, () => {
    assert.ok(outage.length > 0, 'the probe never saw the outage');
    assert.ok(
      recoveredAt && recoveredAt - upAt <= RECOVERY_MS,
      `first success ${recoveredAt ? recoveredAt - upAt : '–'} ms after the restart`,
    );
  });
  await check('meanwhile the app answers problems with UPSTREAM_* codes (502–504), never a 500 or a stack', () => {
    const bad = outage.filter((s) => s.status < 502 || s.status > 504 || !/^UPSTREAM_/.test(s.code ?? '') || s.defect);
    none(
      [...bad.map((s) => `probe: ${s.status} ${s.code} ${s.defect ?? ''}`), ...problemsBreakingRules(problems)],
      'bad answers',
    );
  });
  await check(
    'every order acknowledged before the kill is still there, paid ones still paid; none lost, doubled or mismatched',
    () => {
      assert.ok(ackedBefore.length > 0 && paidBefore.length > 0, 'no order was acknowledged before the kill');
      none([...ledger.lost, ...ledger.doubled, ...ledger.mismatched], 'defects');
    },
  );
  await check('every guest finishes its orders once the ordering API is back', () =>
    none(
      all.flatMap((g) => g.failures.map((f) => `guest ${g.id}: ${f}`)),
      'failed steps',
    ),
  );
}

/**
 * SIGTERM while guests are being served: the app stops taking connections, answers every request
 * it had taken (within its 10 s bound) and exits 0; a load balancer sends the rest elsewhere.
 */
async function shutdownTest(app) {
  console.log('\nShutdown: SIGTERM while 200 requests are in flight');
  const agent = new http.Agent({ keepAlive: true, maxSockets: 40 });
  const paths = ['/api/shops/1/menu', '/shop/1/menu', '/api/shops', '/', '/api/settings'];
  const get = (path) =>
    new Promise((resolve) => {
      const request = http.get(`${appUrl}${path}`, { agent, headers: { 'accept-encoding': 'gzip', 'accept-language': 'sv' } }, (response) => {
        let bytes = 0;
        response.on('data', (chunk) => (bytes += chunk.length));
        response.on('end', () => resolve({ status: response.statusCode, complete: response.complete, bytes }));
        response.on('error', () => resolve({ status: 'broken' }));
      });
      request.on('error', (error) => resolve({ status: error.code ?? 'error' }));
    });
  // 40 connections busy with 5 requests each: the signal lands while most are queued or in flight.
  const answers = Promise.all(Array.from({ length: 200 }, (_, i) => get(paths[i % paths.length])));
  await sleep(50);
  const exited = new Promise((resolve) => app.once('exit', (code, signal) => resolve({ code, signal })));
  app.kill('SIGTERM');
  const all = await answers;
  const exit = await exited;
  agent.destroy();
  const served = all.filter((a) => a.status === 200 && a.complete && a.bytes > 0).length;
  // Requests the server never took: a new connection after the listener closed (ECONNREFUSED),
  // or a request written onto a kept-alive connection just as the server closed it while idle
  // (ECONNRESET before any answer; a load balancer retries such a request elsewhere). A request
  // it took and then cut would end with an incomplete or failed answer instead.
  const notTaken = (a) => a.status === 'ECONNREFUSED' || a.status === 'ECONNRESET';
  const refused = all.filter(notTaken).length;
  console.log(`  ${served} answered whole, ${refused} not taken (listener or idle connection closed), exit ${JSON.stringify(exit)}`);
  await check('every request the app took before SIGTERM is answered whole; none is cut off', () =>
    none(all.filter((a) => !(a.status === 200 && a.complete) && !notTaken(a)).map((a) => JSON.stringify(a)), 'cut or failed answers'),
  );
  await check('the app had requests in flight and exits 0 after answering them', () => {
    if (served === 0) throw new Error('no request was answered: the signal came too early to test anything');
    if (exit.code !== 0) throw new Error(`exit ${JSON.stringify(exit)}`);
  });
}

const watchdog = setTimeout(() => {
  console.log(`\nThe load tests ran over ${TIME_LIMIT_MS / 1000} s: stopped.`);
  finish(true);
}, TIME_LIMIT_MS);

function finish(broken = false) {
  clearTimeout(watchdog);
  if (broken) failed += 1;
  writeFileSync(join(results, 'load.json'), JSON.stringify({ passed, failed }));
  console.log(`${passed} passed, ${failed} failed`);
  stopAll('SIGKILL');
  if (!failed) rmSync(dataDir, { recursive: true, force: true });
  process.exit(failed ? 1 : 0);
}

for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => finish(true));
mkdirSync(results, { recursive: true });
try {
  if (buildIsStale() && (await runToEnd('npm', ['run', 'build'], { env })) !== 0) throw new Error('the build failed');
  const api = await startReferenceApiProcess(env);
  const app = await startApp();
  if (PARTS.includes('load')) await loadTest();
  if (PARTS.includes('groups')) await groupsTest();
  if (PARTS.includes('fuzz')) await fuzzTest();
  if (PARTS.includes('fault')) await faultTest(api, app);
  const logged = readFileSync(join(results, 'load-app.log'), 'utf8').match(/^\[bff\] .* unexpected.*$/gm) ?? [];
  await check('the app logged no unexpected error', () => none(logged, 'unexpected errors'));
  if (PARTS.includes('shutdown')) await shutdownTest(app);
  finish();
} catch (error) {
  console.log(`The load tests could not run: ${error.stack ?? error}`);
  finish(true);
}
