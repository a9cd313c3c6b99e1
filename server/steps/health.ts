// Health answers for a load balancer or an orchestrator, before anything else of the app runs:
// - GET /healthz (liveness): 200 while this process serves requests;
// - GET /readyz (readiness): 200 when the ordering API answers (any status below 500 within
//   the deadline) and Redis answers PING when REDIS_URL is set, else 503; the body says which.
// Both are never cached, carry nothing personal and take no query.
import { pathOf, type Step } from '../pipeline.ts';
import { EARLY_HEADERS } from './refuse.ts';

export type Check = () => Promise<boolean>;
export type Checks = Record<string, Check | null>;

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

export function health(checks: Checks): Step {
  return (request, response, next) => {
    const path = pathOf(request);
    if (path !== '/healthz' && path !== '/readyz') return next();
    const send = (status: number, body: unknown) => {
      response.writeHead(status, { ...EARLY_HEADERS, 'content-type': 'application/json' });
      response.end(request.method === 'HEAD' ? undefined : JSON.stringify(body));
    };
    if (path === '/healthz') return send(200, { status: 'ok' });
    void Promise.all(
      Object.entries(checks).map(async ([name, check]) => [name, check ? ((await passes(check)) ? 'ok' : 'failing') : 'not configured'] as const),
    ).then((results) => {
      const ready = results.every(([, state]) => state !== 'failing');
      send(ready ? 200 : 503, { status: ready ? 'ready' : 'not ready', checks: Object.fromEntries(results) });
    });
  };
}
