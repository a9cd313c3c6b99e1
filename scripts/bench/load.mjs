// Throughput and latency with autocannon: 20 connections, a short warm-up that is thrown away,
// then the measured run. A target with `gzip` asks as browsers do (Accept-Encoding: gzip), so
// the server compresses every answer; the others send none and get the page uncompressed.
// A target listed several times is measured that many times (the bench alternates two servers
// it compares, so a burst of other work falls on both); its figures are the medians.
import { readFileSync } from 'node:fs';

import autocannon from 'autocannon';

import { median } from './figures.ts';

const seconds = (name, fallback) => Number(process.env[name] ?? fallback);

/** CPU time the process has used, in ms (Linux: /proc, 100 ticks a second), or null elsewhere. */
function cpuMs(pid) {
  try {
    const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
    return (Number(fields[11]) + Number(fields[12])) * 10;
  } catch {
    return null;
  }
}

const cannon = (url, duration, gzip) =>
  autocannon({ url, connections: 20, duration, headers: { 'accept-language': 'sv', ...(gzip ? { 'accept-encoding': 'gzip' } : {}) } });

/**
 * { plain, gzip }: per target key, requests/s, latency p50 and p99, failures, bytes per answer
 * and, for a target with the server's `pid`, the server's CPU time per answer (ms).
 */
export async function load(targets) {
  const runs = { plain: {}, gzip: {} };
  for (const { key, url, gzip = false, pid } of targets) {
    console.log(`autocannon: ${key}${gzip ? ' with gzip' : ''} (${url})`);
    await cannon(url, seconds('BENCH_WARMUP_S', 3), gzip);
    const cpuBefore = pid ? cpuMs(pid) : null;
    const result = await cannon(url, seconds('BENCH_LOAD_S', 10), gzip);
    const cpuAfter = pid ? cpuMs(pid) : null;
    const answers = result.requests.total;
    const kind = gzip ? 'gzip' : 'plain';
    (runs[kind][key] ??= []).push({
      rps: result.requests.average,
      p50: result.latency.p50,
      p99: result.latency.p99,
      failed: result.errors + result.timeouts + result.non2xx,
      bytesPerAnswer: answers ? Math.round(result.throughput.total / answers) : 0,
      ...(cpuBefore !== null && cpuAfter !== null && answers ? { cpuMsPerAnswer: (cpuAfter - cpuBefore) / answers } : {}),
    });
  }
  // Failures are added up, never hidden by a median.
  const medians = (list) =>
    Object.fromEntries(
      [...new Set(list.flatMap(Object.keys))].map((field) => {
        const values = list.map((r) => r[field]).filter((v) => v !== undefined);
        return [field, field === 'failed' ? values.reduce((a, b) => a + b, 0) : median(values)];
      }),
    );
  const results = { plain: {}, gzip: {} };
  for (const kind of ['plain', 'gzip']) {
    for (const [key, list] of Object.entries(runs[kind])) results[kind][key] = { ...medians(list), runs: list.length };
  }
  return results;
}
