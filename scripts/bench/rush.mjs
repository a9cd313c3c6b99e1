#!/usr/bin/env node
// `npm run bench:rush`: a dinner rush on this machine. The load stage's guest journey (menu →
// order → payment → provider → approve → return → confirm → status; each guest its own client)
// at RUSH_GUESTS (150) for RUSH_SECONDS (60), against the production build and a fresh reference
// API, twice per deployment: guests asking together for RUSH_RATE (1000) orders a minute (each
// starts an order every GUESTS/RATE minutes: how long each step takes at that rate), and guests
// ordering again the moment an order is done (how many orders a minute the deployment manages;
// every step then waits in the queue that this makes). Two deployments one after the other:
//   - one: one app instance, as `npm start` serves it;
//   - two: two instances sharing Redis, behind nginx (scripts/load/balancer.ts).
// It reports orders/min, p50/p99 per step, every order checked against the API's ledger (nothing
// lost, doubled or mismatched) and the CPU each process used, writes .data/bench/rush.json and the
// table into docs/performance.md between <!-- rush:start --> and <!-- rush:end -->. A figure, never
// a test: nothing here fails on a slow machine. RUSH_PROFILE=1 adds `--cpu-prof` to the app
// instances and the reference API (profiles in .data/rush/, read them with
// scripts/bench/cpu-profile.mjs); RUSH_DEPLOYMENTS=one (or two) runs one of them.
import { spawn } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, openSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { cpus, loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';

import { buildIsStale, root, runToEnd, server, startReferenceApiProcess, waitUntilServing } from '../lib.mjs';
import { startNginx } from '../load/balancer.ts';
import { runGuests, Timings } from '../load/journey.mjs';
import { audit, openLedger } from '../load/ledger.mjs';
import { loadStageEnv } from '../load/stage-env.mjs';

const setting = (name, fallback) => Number(process.env[name] ?? fallback);
const GUESTS = setting('RUSH_GUESTS', 150);
const SECONDS = setting('RUSH_SECONDS', 60);
const PORT = setting('RUSH_PORT', 3700);
const API_PORT = setting('RUSH_API_PORT', 4700);
const REDIS_PORT = setting('RUSH_REDIS_PORT', 6700);
const PROFILE = process.env.RUSH_PROFILE === '1';
const RATE = setting('RUSH_RATE', 1000);
const MODES = (process.env.RUSH_MODES ?? 'paced,capacity').split(',');
const DEPLOYMENTS = (process.env.RUSH_DEPLOYMENTS ?? 'one,two').split(',');
const REDIS_SERVER = process.env.REDIS_SERVER ?? '/usr/bin/redis-server';
/** Open around the clock (demo data), in two currencies: as the load stage. */
const SHOPS = [1, 4];
const STEPS = ['menu', 'order', 'payment', 'provider', 'approve', 'return', 'confirm', 'status'];

const profileDir = join(root, '.data', 'rush');
const logDir = join(root, '.data', 'bench', 'logs');
mkdirSync(logDir, { recursive: true });

/** A process's /proc stat fields after its name: [state, ppid, …]; null once it is gone. */
function statOf(pid) {
  try {
    return readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
  } catch {
    return null;
  }
}

/** CPU seconds a process and its children (nginx's workers) have used so far, user + system, from /proc. */
function cpuSeconds(pid) {
  const own = statOf(pid);
  if (!own) return null;
  const ticks = (fields) => Number(fields[11]) + Number(fields[12]); // utime, stime in clock ticks (100/s)
  let total = ticks(own);
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    const fields = statOf(entry);
    if (fields && Number(fields[1]) === pid) total += ticks(fields);
  }
  return total / 100;
}

const started = [];
function start(name, command, args, env) {
  const log = openSync(join(logDir, `rush-${name}.log`), 'w');
  const child = spawn(command, args, { cwd: root, env, stdio: ['ignore', log, log] });
  started.push(child);
  return child;
}

async function stopAll() {
  await Promise.all(
    started.splice(0).map(async (child) => {
      if (child.exitCode !== null || child.signalCode !== null) return;
      const exited = new Promise((resolve) => child.once('exit', resolve));
      child.kill('SIGTERM');
      const killer = setTimeout(() => child.kill('SIGKILL'), 15_000);
      await exited;
      clearTimeout(killer);
    }),
  );
}

const profiled = (name) => (PROFILE ? ['--cpu-prof', `--cpu-prof-dir=${join(profileDir, name)}`] : []);

async function deployment(kind, mode) {
  const instances = kind === 'two' ? 2 : 1;
  const front = `http://127.0.0.1:${PORT}`;
  const dataDir = mkdtempSync(join(tmpdir(), 'ordering-rush-'));
  const env = loadStageEnv({ appUrl: front, apiPort: API_PORT, dataDir });
  const processes = [];
  let balancer = null;
  try {
    const apiEnv = { ...env, ...(PROFILE ? { NODE_OPTIONS: profiled(`${kind}-${mode}-api`).join(' ') } : {}) };
    const api = await startReferenceApiProcess(apiEnv);
    started.push(api.child);
    processes.push({ name: 'reference API', pid: api.child.pid });
    let appEnv = env;
    if (instances > 1) {
      const redisDir = mkdtempSync(join(tmpdir(), 'ordering-rush-redis-'));
      const redis = start('redis', REDIS_SERVER, ['--port', String(REDIS_PORT), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no', '--dir', redisDir], process.env);
      processes.push({ name: 'Redis', pid: redis.pid });
      // nginx adds the hop it saw to X-Forwarded-For: the app trusts one more proxy.
      appEnv = { ...env, REDIS_URL: `redis://127.0.0.1:${REDIS_PORT}`, TRUSTED_PROXY: String(Number(env.TRUSTED_PROXY) + 1) };
      await new Promise((resolve) => setTimeout(resolve, 500));
    }
    const ports = Array.from({ length: instances }, (_, i) => (instances === 1 ? PORT : PORT + 1 + i));
    for (const [i, port] of ports.entries()) {
      const child = start(`${kind}-${mode}-app-${i + 1}`, process.execPath, [...profiled(`${kind}-${mode}-app-${i + 1}`), ...server('--production')], { ...appEnv, HOST: '127.0.0.1', PORT: String(port) });
      processes.push({ name: instances === 1 ? 'app' : `app ${i + 1}`, pid: child.pid });
    }
    await Promise.all(ports.map((port) => waitUntilServing(`http://127.0.0.1:${port}/api/settings`)));
    if (instances > 1) {
      balancer = await startNginx({ port: PORT, upstreams: ports.map((port) => `127.0.0.1:${port}`) });
      processes.push({ name: 'nginx', pid: balancer.child.pid });
    }
    // Warm each instance's caches (menu, pages) as a minute of traffic would before the rush.
    for (let i = 0; i < 4 * instances; i++) await fetch(`${front}/api/shops/${SHOPS[i % SHOPS.length]}/menu`);

    const paceMs = mode === 'paced' ? Math.round((GUESTS * 60_000) / RATE) : 0;
    console.log(`\nRush (${kind}, ${mode === 'paced' ? `${RATE} orders/min asked` : 'as many as it manages'}): ${GUESTS} guests for ${SECONDS} s against ${instances} instance${instances > 1 ? 's behind nginx with Redis' : ''}`);
    const before = processes.map((p) => cpuSeconds(p.pid));
    const ownBefore = process.cpuUsage();
    const timings = new Timings();
    const startedAt = Date.now();
    const guests = await runGuests({ appUrl: front, guests: GUESTS, seconds: SECONDS, shops: SHOPS, timings, retryFor: 10_000, paceMs });
    const wall = (Date.now() - startedAt) / 1000;
    const own = process.cpuUsage(ownBefore);
    const cpu = processes.map((p, i) => {
      const after = cpuSeconds(p.pid);
      return { name: p.name, percent: after === null || before[i] === null ? null : Math.round((100 * (after - before[i])) / wall) };
    });
    cpu.push({ name: 'load generator', percent: Math.round((own.user + own.system) / 1e4 / wall) });
    const db = openLedger(dataDir);
    let ledger;
    try {
      ledger = audit(db, guests);
    } finally {
      db.close();
    }
    const completed = guests.reduce((sum, g) => sum + g.completed, 0);
    const failedSteps = guests.reduce((sum, g) => sum + g.failures.length, 0);
    const result = {
      deployment: kind,
      mode,
      asked: paceMs ? Math.round((GUESTS * SECONDS * 1000) / paceMs) : null,
      instances,
      ordersPerMinute: Math.round(completed / (wall / 60)),
      orders: ledger.orders,
      paid: ledger.paid,
      failedSteps,
      lost: ledger.lost.length,
      doubled: ledger.doubled.length,
      mismatched: ledger.mismatched.length,
      steps: timings.summary(),
      cpu,
    };
    console.log(`  ${result.ordersPerMinute} orders/min, ${failedSteps} failed steps; lost ${result.lost}, doubled ${result.doubled}, mismatched ${result.mismatched}`);
    for (const line of timings.lines()) console.log(`    ${line}`);
    console.log(`  CPU: ${cpu.map((c) => `${c.name} ${c.percent ?? '–'} %`).join(', ')}`);
    return result;
  } finally {
    await balancer?.stop();
    await stopAll();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

function table(results, startLoad) {
  const cell = (r, step) => (r.steps[step] ? `${r.steps[step].p50} / ${r.steps[step].p99} ms` : '–');
  const names = [...new Set(results.flatMap((r) => r.cpu.map((c) => c.name)))];
  const rows = [
    ['orders/min followed to the kitchen (over the whole run: arrivals, the last orders)', ...results.map((r) => String(r.ordersPerMinute))],
    ['orders asked for in the run / placed', ...results.map((r) => `${r.asked ?? '–'} / ${r.orders}`)],
    ['failed steps (timeouts, refusals)', ...results.map((r) => String(r.failedSteps))],
    ['ledger: orders / paid / lost / doubled / mismatched', ...results.map((r) => `${r.orders} / ${r.paid} / ${r.lost} / ${r.doubled} / ${r.mismatched}`)],
    ...STEPS.map((step) => [`${step}: p50 / p99`, ...results.map((r) => cell(r, step))]),
    ...names.map((name) => [`CPU: ${name}`, ...results.map((r) => { const c = r.cpu.find((x) => x.name === name); return c?.percent == null ? '–' : `${c.percent} %`; })]),
  ];
  const what = (r) => (r.mode === 'paced' ? `${RATE} orders/min asked` : 'as many as it manages');
  const head = ['', ...results.map((r) => `${r.instances === 1 ? 'one instance' : `${r.instances} instances + Redis behind nginx`}: ${what(r)}`)];
  const line = (cells) => `| ${cells.join(' | ')} |`;
  return [
    `Measured ${new Date().toISOString().slice(0, 16).replace('T', ' ')} UTC on ${cpus().length} cores (load average ${startLoad.toFixed(2)} at the start): ${GUESTS} guests for ${SECONDS} s, app, reference API and load generator on the same machine.`,
    '',
    line(head),
    line(head.map(() => '---')),
    ...rows.map(line),
  ].join('\n');
}

const startLoad = loadavg()[0];
if (buildIsStale()) {
  console.log('Building the app…');
  if ((await runToEnd('npm', ['run', 'build'], { env: { ...process.env, NODE_ENV: 'production' } })) !== 0) process.exit(1);
}
if (PROFILE) rmSync(profileDir, { recursive: true, force: true });
// Profiles are per deployment and mode: .data/rush/<deployment>-<mode>-<process>/.
const results = [];
for (const kind of DEPLOYMENTS) {
  if (kind === 'two' && !existsSync(REDIS_SERVER)) {
    console.log(`Rush (two) left out: ${REDIS_SERVER} is missing (Debian: apt-get install redis-server).`);
    continue;
  }
  for (const mode of MODES) results.push(await deployment(kind, mode));
}
const markdown = table(results, startLoad);
console.log(`\n${markdown}\n`);
mkdirSync(join(root, '.data', 'bench'), { recursive: true });
writeFileSync(join(root, '.data', 'bench', 'rush.json'), `${JSON.stringify(results, null, 2)}\n`);
const doc = join(root, 'docs', 'performance.md');
const text = readFileSync(doc, 'utf8');
const marked = /<!-- rush:start -->[\s\S]*<!-- rush:end -->/;
if (marked.test(text) && results.length === DEPLOYMENTS.length * MODES.length && process.env.RUSH_WRITE !== '0') {
  writeFileSync(doc, text.replace(marked, `<!-- rush:start -->\n\n${markdown}\n\n<!-- rush:end -->`));
  console.log('Written to .data/bench/rush.json and docs/performance.md (<!-- rush:start -->)');
}
