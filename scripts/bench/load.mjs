// Throughput and latency with autocannon: 20 connections, a short warm-up that is thrown away,
// then the measured run.
import autocannon from 'autocannon';

const seconds = (name, fallback) => Number(process.env[name] ?? fallback);

const cannon = (url, duration) => autocannon({ url, connections: 20, duration, headers: { 'accept-language': 'sv' } });

export async function load(targets) {
  const results = {};
  for (const { key, url } of targets) {
    console.log(`autocannon: ${key} (${url})`);
    await cannon(url, seconds('BENCH_WARMUP_S', 3));
    const result = await cannon(url, seconds('BENCH_LOAD_S', 10));
    results[key] = {
      rps: result.requests.average,
      p50: result.latency.p50,
      p99: result.latency.p99,
      failed: result.errors + result.timeouts + result.non2xx,
    };
  }
  return results;
}
