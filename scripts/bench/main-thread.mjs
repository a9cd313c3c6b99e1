#!/usr/bin/env node
// Where a page's main-thread time goes while it loads on a phone: Chromium (a Pixel-sized touch
// viewport, the CPU slowed 4× as in the bench's taps) opens each path of a running app, with V8's
// sampling profiler on from navigation until three seconds after the load event, and prints every
// long task (> 50 ms, as TBT counts them) with the scripts whose code ran in it and the functions on
// its stacks, then the page's totals per script and per function. Chunk names are the build's; look
// a function up in .next/static/chunks at the printed column.
//
//   node scripts/bench/main-thread.mjs http://127.0.0.1:3000 /sv /sv/shop/1/menu
//
// A measuring tool, not a test: the figures move with the machine's load; compare pages and builds
// side by side in one run. CHROMIUM_PATH picks the browser (default: Debian's /usr/bin/chromium
// when it exists, else Playwright's own).
import { existsSync } from 'node:fs';

import { chromium } from '@playwright/test';

const [base, ...paths] = process.argv.slice(2);
if (!base || paths.length === 0) {
  console.error('usage: node scripts/bench/main-thread.mjs <app url> <path> [<path> ...]');
  process.exit(2);
}
const executablePath = process.env.CHROMIUM_PATH ?? (existsSync('/usr/bin/chromium') ? '/usr/bin/chromium' : undefined);
const browser = await chromium.launch({ executablePath, args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'] });

const short = (url) => url.replace(/^.*\/_next\/static\/chunks\//, '').replace(/^https?:\/\/[^/]+/, '') || '(page)';
const top = (map, n) => [...map].sort((a, b) => b[1] - a[1]).slice(0, n);
const add = (map, key, value) => map.set(key, (map.get(key) ?? 0) + value);
const ms = (us) => `${Math.round(us / 1000)} ms`;

try {
  for (const path of paths) {
    const context = await browser.newContext({ viewport: { width: 412, height: 915 }, isMobile: true, hasTouch: true, deviceScaleFactor: 2.6 });
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
    await cdp.send('Profiler.enable');
    await cdp.send('Profiler.setSamplingInterval', { interval: 200 });
    await page.addInitScript(() => {
      const tasks = [];
      Object.defineProperty(window, '__longTasks', { value: tasks });
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries()) tasks.push([entry.startTime, entry.duration]);
      }).observe({ type: 'longtask', buffered: true });
    });
    await cdp.send('Profiler.start');
    await page.goto(base + path, { waitUntil: 'load' });
    // The profile ends three seconds after load (hydration, idle work): time is what is measured here.
    await new Promise((resolve) => setTimeout(resolve, 3000));
    const [tasks, nowAtStop] = await page.evaluate(() => [window.__longTasks, performance.now()]);
    const { profile } = await cdp.send('Profiler.stop');
    await context.close();

    const nodes = new Map(profile.nodes.map((node) => [node.id, node]));
    const parent = new Map();
    for (const node of profile.nodes) for (const child of node.children ?? []) parent.set(child, node.id);
    // Sample times are on the profiler's clock; the page's clock is matched at the moment it stopped.
    const origin = profile.endTime - nowAtStop * 1000;
    let clock = profile.startTime;
    const samples = profile.samples.map((id, i) => ({ id, at: (clock += profile.timeDeltas[i]) - origin, us: profile.timeDeltas[i] ?? 0 }));

    const blocking = tasks.reduce((sum, [, duration]) => sum + Math.max(0, duration - 50), 0);
    console.log(`\n${path}: ${tasks.length} long tasks, ${Math.round(blocking)} ms over 50 ms (TBT-like, at 4× CPU)`);
    for (const [start, duration] of tasks) {
      const scripts = new Map();
      const stacks = new Map();
      for (const { id, at, us } of samples) {
        if (at < start * 1000 || at > (start + duration) * 1000) continue;
        const frame = nodes.get(id).callFrame;
        add(scripts, frame.url ? short(frame.url) : `(${frame.functionName})`, us);
        const seen = new Set();
        for (let node = id; node !== undefined; node = parent.get(node)) {
          const f = nodes.get(node).callFrame;
          const key = `${f.functionName}@${short(f.url)}:${f.columnNumber}`;
          if (f.url && f.functionName && !seen.has(key)) {
            seen.add(key);
            add(stacks, key, us);
          }
        }
      }
      console.log(`  task at ${Math.round(start)} ms, ${Math.round(duration)} ms: ${top(scripts, 5).map(([k, v]) => `${k} ${ms(v)}`).join(' · ')}`);
      console.log(`    on the stack: ${top(stacks, 6).map(([k, v]) => `${k} ${ms(v)}`).join(' · ')}`);
    }
    const scripts = new Map();
    const functions = new Map();
    for (const { id, us } of samples) {
      const frame = nodes.get(id).callFrame;
      add(scripts, frame.url ? short(frame.url) : `(${frame.functionName})`, us);
      if (frame.url) add(functions, `${frame.functionName || '(anonymous)'}@${short(frame.url)}:${frame.lineNumber}:${frame.columnNumber}`, us);
    }
    console.log(`  self time per script: ${top(scripts, 10).map(([k, v]) => `${k} ${ms(v)}`).join(' · ')}`);
    console.log(`  self time per function: ${top(functions, 10).map(([k, v]) => `${k} ${ms(v)}`).join(' · ')}`);
  }
} finally {
  await browser.close();
}
