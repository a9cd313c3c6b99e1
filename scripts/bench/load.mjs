// Throughput and latency with autocannon: 20 connections, a short warm-up that is thrown away,
// then the measured run. A target with `gzip` asks as browsers do (Accept-Encoding: gzip), so
// the server compresses every answer; the others send none and get the page uncompressed.
import autocannon from 'autocannon';

const seconds = (name, fallback) => Number(process.env[name] ?? fallback);

const cannon = (url, duration, gzip) =>
  autocannon({ url, connections: 20, duration, headers: { 'accept-language': 'sv', ...(gzip ? { 'accept-encoding': 'gzip' } : {}) } });

/** { plain, gzip }: per target key, requests/s, latency p50 and p99, failures and bytes per answer. */
export async function load(targets) {
  const results = { plain: {}, gzip: {} };
  for (const { key, url, gzip = false } of targets) {
    console.log(`autocannon: ${key}${gzip ? ' with gzip' : ''} (${url})`);
    await cannon(url, seconds('BENCH_WARMUP_S', 3), gzip);
    const result = await cannon(url, seconds('BENCH_LOAD_S', 10), gzip);
    results[gzip ? 'gzip' : 'plain'][key] = {
      rps: result.requests.average,
      p50: result.latency.p50,
      p99: result.latency.p99,
      failed: result.errors + result.timeouts + result.non2xx,
      bytesPerAnswer: result.requests.total ? Math.round(result.throughput.total / result.requests.total) : 0,
    };
  }
  return results;
}
