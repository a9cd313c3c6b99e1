// The one Redis connection of a server process, shared by Next's cache handler
// (cache-handler.mjs) and the rate limits (lib/limits/limiter.ts) when REDIS_URL is set.
//
// Redis is never a dependency. While it is down, commands fail at once instead of queueing
// behind a dead socket, the client reconnects in the background, and the outage is logged once
// and its end once: the cache then serves without Redis and the rate limits count per instance.
import { createClient } from 'redis';

export const DEADLINE_MS = 1000;

/** Whether Redis is known to be down, and until when a caller should not even try it. */
function createShared(url) {
  const state = { down: false, skipUntil: 0 };
  const reportDown = (reason) => {
    if (state.down) return;
    state.down = true;
    console.error(`Shared cache: Redis unavailable (${reason}); serving without the shared cache (rate limits count per instance) until it is back.`);
  };
  const client = createClient({
    url,
    // Fail at once while disconnected instead of queueing commands behind a dead socket.
    disableOfflineQueue: true,
    pingInterval: 10_000,
    socket: { connectTimeout: DEADLINE_MS, reconnectStrategy: (retries) => Math.min(200 * 2 ** retries, 5000) },
  });
  client.on('error', (error) => reportDown(error?.message ?? String(error)));
  client.on('ready', () => {
    console.info(state.down ? 'Shared cache: Redis reachable again.' : 'Shared cache: connected to Redis.');
    state.down = false;
    state.skipUntil = 0;
  });
  // connect() resolves only once connected and retries by itself; failures reach 'error'.
  client.connect().catch(() => {});
  return { client, state, reportDown };
}

/** `{ client, state, reportDown }`: one per process, however often Next loads the modules that ask. */
export function sharedRedis(url) {
  return (globalThis.__orderingSharedRedis ??= createShared(url));
}
