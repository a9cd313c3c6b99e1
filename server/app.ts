// Next and the pipeline in front of it, on a Node HTTP server. The order of the steps is the
// order a request meets them (server/pipeline.ts says how answers pass back through them):
//   request log → request target → health → body limits → client address → answers cache → compression →
//   script policy → internal headers → Next
// Once listening, the start-up canary (server/canary.ts) asks this pipeline for two pages and
// holds /readyz at 503 until they are as the script policy needs them.
import http from 'node:http';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

import next from 'next';

import { readPerRequestPages } from '../lib/security/per-request-pages.ts';
import { SERVER_ENTRY, serverMode } from '../lib/server-channels.ts';
import { type Canary, loopbackGet, startupCanary } from './canary.ts';
import { pipeline, type Step } from './pipeline.ts';
import type { Settings } from './settings.ts';
import { shutDown, trackRequests } from './shutdown.ts';
import { answersCache } from './steps/answers-cache.ts';
import { bodyLimits } from './steps/body-limits.ts';
import { clientAddress } from './steps/client-address.ts';
import { compress } from './steps/compress.ts';
import { type Checks, health, upstreamAnswers } from './steps/health.ts';
import { internalHeaders } from './steps/internal-headers.ts';
import { requestLog } from './steps/request-log.ts';
import { requestTarget } from './steps/request-target.ts';
import { scriptPolicy } from './steps/script-policy.ts';

const root = fileURLToPath(new URL('..', import.meta.url));
/** How long requests in flight may take to finish after SIGTERM. */
const SHUTDOWN_MS = Number(process.env.SHUTDOWN_TIMEOUT_MS ?? 10_000);

/** Redis answers PING (one connection of its own, made on the first check). */
function redisAnswers(url: string) {
  let client: Promise<{ ping(): Promise<string> }> | undefined;
  return async () => {
    client ??= import('redis').then(async ({ createClient }) => {
      const c = createClient({ url, disableOfflineQueue: true, socket: { connectTimeout: 1000, reconnectStrategy: () => 1000 } });
      c.on('error', () => {});
      await c.connect();
      return c;
    });
    client.catch(() => (client = undefined));
    return (await (await client).ping()) === 'PONG';
  };
}

/** What the script policy knows of the build, and the canary that checks Next writes and sends pages as the policy expects. */
export type ScriptGuard = { rendersPerRequest: (url: string) => boolean; canary: Canary };

/**
 * The guard for the build in `.next` (its manifests name the pages rendered per request), or null
 * where no script policy runs: in development (next dev) and with CSP_SCRIPT_HASHES=0.
 */
export function scriptGuard(settings: Settings, env: NodeJS.ProcessEnv = process.env): ScriptGuard | null {
  if (env.CSP_SCRIPT_HASHES === '0' || settings.mode === 'development') return null;
  const { rendersPerRequest } = readPerRequestPages(join(root, '.next'));
  return { rendersPerRequest, canary: startupCanary({ rendersPerRequest }) };
}

/** The steps in front of Next, for these settings and this environment. */
export function steps(settings: Settings, env: NodeJS.ProcessEnv = process.env, stopping = () => false, guard = scriptGuard(settings, env)): Step[] {
  const checks: Checks = {
    orderingApi: env.ORDERING_API_URL ? { check: upstreamAnswers(env.ORDERING_API_URL), required: true } : null,
    redis: env.REDIS_URL ? { check: redisAnswers(env.REDIS_URL), required: false } : null,
  };
  const cache = settings.mode === 'development' ? null : answersCache({ ttlMs: Number(env.RESPONSE_CACHE_MS ?? 1000) });
  return [
    ...(env.REQUEST_LOG === '0' ? [] : [requestLog()]),
    requestTarget,
    health(checks, { stopping, ...(guard ? { canary: guard.canary.state } : {}) }),
    bodyLimits,
    clientAddress,
    ...(cache ? [cache.step] : []),
    compress(),
    ...(guard ? [scriptPolicy({ rendersPerRequest: guard.rendersPerRequest })] : []),
    internalHeaders,
  ];
}

export async function startServer(settings: Settings): Promise<{ url: string; server: http.Server }> {
  // The app inside learns the mode from this process's command line, as the settings did
  // (lib/server-channels.ts): a server started any other way would disagree with its app.
  const seen = serverMode();
  if (seen !== settings.mode) throw new Error(`The app reads its mode from the command line of ${SERVER_ENTRY}: it would see ${seen ?? 'none'}, not ${settings.mode}`);
  const dev = settings.mode === 'development';
  // Next learns the name 'localhost': it proxies its own rewrites over the network when told an
  // explicit loopback IP (vercel/next.js#94745), whatever address the server listens on.
  const app = next({ dev, dir: root, hostname: 'localhost', port: settings.port, ...(dev ? { turbopack: true } : {}) });
  await app.prepare();
  const handle = app.getRequestHandler();
  let stopping = false;
  const guard = scriptGuard(settings);
  const server = http.createServer(pipeline(steps(settings, process.env, () => stopping, guard), handle));
  const upgrade = app.getUpgradeHandler();
  server.on('upgrade', (request, socket, head) => void upgrade(request, socket, head));
  const tracker = trackRequests(server);
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(settings.port, settings.host, () => resolve());
  });
  const address = server.address();
  const port = typeof address === 'object' && address ? address.port : settings.port;
  const shown = settings.host === '0.0.0.0' || settings.host === '::' ? 'localhost' : settings.host;
  // /readyz stays 503 until Next's pages, asked for through this pipeline, are as the script policy needs them.
  void guard?.canary.run(loopbackGet(server));

  const stop = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    guard?.canary.stop();
    console.log(`${signal}: finishing ${tracker.inFlight()} request(s) in flight (at most ${SHUTDOWN_MS} ms)…`);
    const left = await shutDown(server, tracker, SHUTDOWN_MS);
    if (left > 0) console.warn(`${left} request(s) were still open after ${SHUTDOWN_MS} ms and were closed`);
    await app.close().catch(() => undefined);
    process.exit(0);
  };
  for (const signal of ['SIGTERM', 'SIGINT'] as const) process.on(signal, () => void stop(signal));
  return { url: `http://${shown}:${port}`, server };
}
