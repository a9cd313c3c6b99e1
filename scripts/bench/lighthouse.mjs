// Lighthouse's default mobile preset, performance only, through its CLI: each run gets a fresh
// Chromium profile and the CLI closes its own browser. Throttling is simulated (Lighthouse's
// default: the page loads at full speed and a model of a slow phone network and CPU replays it)
// or applied (`devtools`: Chromium itself holds the network to the same 150 ms and 1.6 Mbit/s and
// slows the CPU 4×, so the page meets the order of events a phone meets). On loopback the two
// disagree on the largest paint: the model charges every script whose download ended before
// Chrome's first frame to that paint, and on loopback the scripts arrive within 200 ms, before
// or after the first frame depending on how busy the machine is (docs/performance.md).
import { mkdirSync, mkdtempSync, openSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

import { root, runToEnd } from '../lib.mjs';
import { median } from './figures.ts';

const CHROME_FLAGS = '--headless=new --no-sandbox --disable-gpu --disable-background-networking --disable-component-update --disable-sync --no-first-run';


const logFile = join(root, '.data', 'bench', 'logs', 'lighthouse.log');

async function lighthouseOnce(url, throttling) {
  const dir = mkdtempSync(join(tmpdir(), 'bench-lighthouse-'));
  try {
    const output = join(dir, 'report.json');
    const args = ['node_modules/lighthouse/cli/index.js', url, '--only-categories=performance', '--output=json', `--output-path=${output}`, '--quiet', `--throttling-method=${throttling}`, `--chrome-flags=${CHROME_FLAGS}`];
    // SIGINT on stop: the CLI then closes the Chromium it launched.
    mkdirSync(join(root, '.data', 'bench', 'logs'), { recursive: true });
    const log = openSync(logFile, 'a');
    const env = { ...process.env, CHROME_PATH: process.env.CHROME_PATH ?? '/usr/bin/chromium' };
    const code = await runToEnd(process.execPath, args, { cwd: root, stdio: ['ignore', log, log], env });
    if (code !== 0) throw new Error(`lighthouse ${url} exited with code ${code} (see .data/bench/logs/lighthouse.log)`);
    const report = JSON.parse(readFileSync(output, 'utf8'));
    if (report.runtimeError) throw new Error(`lighthouse ${url}: ${report.runtimeError.message}`);
    const audit = (id) => report.audits[id].numericValue;
    return {
      score: Math.round(report.categories.performance.score * 100),
      lcp: audit('largest-contentful-paint'),
      tbt: audit('total-blocking-time'),
      cls: audit('cumulative-layout-shift'),
    };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/**
 * Median of each metric over `runs` runs per page. The pages take turns, so a burst of load
 * from other work on the machine falls on all of them alike. A failed run (a page load that
 * times out on a loaded machine) is reported and left out; a page with no run is left out.
 */
export async function lighthouse(pages, runs, { throttling = 'simulate' } = {}) {
  const samples = new Map(pages.map(({ key }) => [key, []]));
  for (let run = 1; run <= runs; run++) {
    for (const { key, url } of pages) {
      console.log(`Lighthouse (${throttling}) ${run}/${runs}: ${key} (${url})`);
      try {
        samples.get(key).push(await lighthouseOnce(url, throttling));
      } catch (error) {
        console.warn(`  run left out: ${error.message}`);
      }
    }
  }
  return Object.fromEntries(
    [...samples].filter(([, list]) => list.length).map(([key, list]) => [key, Object.fromEntries(['score', 'lcp', 'tbt', 'cls'].map((m) => [m, median(list.map((s) => s[m]))]))]),
  );
}
