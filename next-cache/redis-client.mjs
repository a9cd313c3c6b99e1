// The Redis connection of a server process when REDIS_URL is set, for Next's cache handler
// (cache-handler.mjs) and the rate limits (lib/limits/limiter.ts).
//
// One connection per loaded copy of this module, made on first use. Next loads its cache handler,
// and this module with it, from this folder as it is; the app's bundle carries a copy of its own
// for the rate limits. So a process holds two connections (three with the health check's,
// server/app.ts), each with its own outage state: nothing passes between the copies.
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

/** This copy's connection, made on first use. */
let shared;

/** `{ client, state, reportDown }`: one per loaded copy of this module, however often it is asked. */
export function sharedRedis(url) {
  return (shared ??= createShared(url));
}

/** Closes this copy's connection, if made (a test's end); the next sharedRedis makes a new one. */
export function closeSharedRedis() {
  shared?.client.destroy();
  shared = undefined;
}
