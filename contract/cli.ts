/**
 * Contract conformance suite for an ordering API:
 *   node contract/cli.ts --base-url http://host:port
 * (or ORDERING_API_URL). Prints ✓/✗ per check and "N passed, N failed"; exit code 1 on any failure.
 */
import { runContractChecks } from './checks.ts';

function baseUrlFromArgs(argv: string[]): string | undefined {
  for (let i = 0; i < argv.length; i += 1) {
    const arg = argv[i]!;
    if (arg === '--base-url') return argv[i + 1];
    if (arg.startsWith('--base-url=')) return arg.slice('--base-url='.length);
  }
  return process.env.ORDERING_API_URL || undefined;
}

const baseUrl = baseUrlFromArgs(process.argv.slice(2));
if (!baseUrl || !/^https?:\/\/[^/]+/.test(baseUrl)) {
  console.error('usage: node contract/cli.ts --base-url http://host:port');
  process.exit(2);
}

const results = await runContractChecks(baseUrl);
for (const r of results) console.log(`${r.ok ? '✓' : '✗'} ${r.name}${r.ok || !r.detail ? '' : ` — ${r.detail}`}`);
const failed = results.filter((r) => !r.ok).length;
console.log(`${results.length - failed} passed, ${failed} failed`);
process.exitCode = failed > 0 ? 1 : 0;
