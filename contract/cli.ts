/**
 * Contract conformance suite for an ordering API:
 *   node contract/cli.ts --base-url http://host:port [--return-url http://app/return] [--accounts]
 * (or ORDERING_API_URL). --return-url is the payment returnUrl of the order round trip (reference
 * API in dev mode only); it must be on that API's ORDERING_API_RETURN_ORIGINS. --accounts runs the
 * account round trip (it registers an account and deletes it) on an upstream that is not the
 * reference API in dev mode. Prints ✓/✗ per check and "N passed, N failed"; exit code 1 on any failure.
 *
 * There is no --shape: how answers are shaped is the server's business, and every check reads them
 * the way the app does (menus and the order history through lib/upstream's readers, the rest
 * through its schemas). To see how the app fares against an API that follows only SPEC.md, start
 * the reference API in its spec shape and point the suite at it:
 *   ORDERING_API_SHAPE=spec ORDERING_API_PORT=4011 node ordering-api/src/main.ts &
 *   node contract/cli.ts --base-url http://127.0.0.1:4011
 * The checks the app cannot pass there yet are listed, with why, in contract/contract.test.ts
 * (SPEC_SHAPE_FAILURES).
 */
import { runContractChecks } from './checks.ts';

function argValue(argv: string[], flag: string): string | undefined {
  for (let i = 0; i < argv.length; i += 1) {
    const arg = argv[i]!;
    if (arg === flag) return argv[i + 1];
    if (arg.startsWith(`${flag}=`)) return arg.slice(flag.length + 1);
  }
  return undefined;
}

function baseUrlFromArgs(argv: string[]): string | undefined {
  return argValue(argv, '--base-url') ?? (process.env.ORDERING_API_URL || undefined);
}

const baseUrl = baseUrlFromArgs(process.argv.slice(2));
if (!baseUrl || !/^https?:\/\/[^/]+/.test(baseUrl)) {
  console.error('usage: node contract/cli.ts --base-url http://host:port');
  process.exit(2);
}

const returnUrl = argValue(process.argv.slice(2), '--return-url');
const accounts = process.argv.slice(2).includes('--accounts');
const results = await runContractChecks(baseUrl, { ...(returnUrl ? { returnUrl } : {}), accounts });
for (const r of results) {
  if (r.skipped) console.log(`- ${r.name} (${r.detail ?? 'skipped'})`);
  else console.log(`${r.ok ? '✓' : '✗'} ${r.name}${r.ok || !r.detail ? '' : ` — ${r.detail}`}`);
}
const failed = results.filter((r) => !r.ok).length;
console.log(`${results.length - failed} passed, ${failed} failed`);
process.exitCode = failed > 0 ? 1 : 0;
