// Health answers for a load balancer or an orchestrator, before anything else of the app runs:
// - GET /healthz (liveness): 200 while this process serves requests;
// - GET /readyz (readiness): 200 when the required checks pass (the ordering API answers: any
//   status below 500 within the deadline), else 503; 503 too once a shutdown has begun, so a
//   load balancer stops sending before the listener closes. Redis, when configured, is reported
//   but does not fail it: the app serves without Redis (next-cache/redis-client.mjs). The body says which.
//   A result is kept for a second, so probes from many places do not each reach the upstream.
//   Where the server runs a start-up canary (server/canary.ts), /readyz is 503 too until it has
//   passed, and stays 503 once it has failed; the body names the canary's state and reasons.
// Both are never cached, carry nothing personal and take no query.
import type { CanaryState } from '../canary.ts';
import { pathOf, type Step } from '../pipeline.ts';
import { EARLY_HEADERS } from './refuse.ts';

export type Check = () => Promise<boolean>;
/** A check, whether its failure makes the instance not ready, or null when not configured. */
export type Checks = Record<string, { check: Check; required: boolean } | null>;

const KEEP_MS = 1000;

const DEADLINE_MS = 2000;

/** True when `check` says so within the deadline. */
async function passes(check: Check): Promise<boolean> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<boolean>((resolve) => (timer = setTimeout(() => resolve(false), DEADLINE_MS)));
  try {
    return await Promise.race([check().catch(() => false), late]);
  } finally {
    clearTimeout(timer);
  }
}

/** The ordering API answers: a status below 500 to its settings read. */
export const upstreamAnswers =
  (baseUrl: string): Check =>
  async () =>
    (await fetch(new URL('/api/settings', baseUrl), { signal: AbortSignal.timeout(DEADLINE_MS), redirect: 'manual' })).status < 500;

export function health(
  checks: Checks,
  { stopping = () => false, canary }: { stopping?: () => boolean; canary?: () => CanaryState } = {},
): Step {
  let last: { at: number; results: Promise<Array<readonly [string, string]>> } | undefined;
  const run = () =>
    Promise.all(
      Object.entries(checks).map(async ([name, entry]) => [name, entry ? ((await passes(entry.check)) ? 'ok' : 'failing') : 'not configured'] as const),
    );
  return (request, response, next) => {
    const path = pathOf(request);
    if (path !== '/healthz' && path !== '/readyz') return next();
    const send = (status: number, body: unknown) => {
      response.writeHead(status, { ...EARLY_HEADERS, 'content-type': 'application/json' });
      response.end(request.method === 'HEAD' ? undefined : JSON.stringify(body));
    };
    if (path === '/healthz') return send(200, { status: 'ok' });
    if (stopping()) return send(503, { status: 'stopping' });
    const now = Date.now();
    if (!last || now - last.at > KEEP_MS) last = { at: now, results: run() };
    void last.results.then((results) => {
      const started = canary?.();
      const ready = results.every(([name, state]) => state !== 'failing' || !checks[name]?.required) && (!started || started.state === 'passed');
      send(ready ? 200 : 503, { status: ready ? 'ready' : 'not ready', checks: Object.fromEntries(results), ...(started ? { canary: started } : {}) });
    });
  };
}
