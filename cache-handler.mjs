// Next's data and page cache (fetch results, ISR pages, route handler responses) in Redis, so
// that every instance of the app reads the same entries and a tag revalidated on one instance
// is gone for all. next.config.ts uses this file only when REDIS_URL is set.
//
// There is deliberately no in-process layer in front of Redis: an instance could not tell that
// another one revalidated a tag, and would serve a dropped menu until its own copy expired.
//
// Redis is a cache, never a dependency. When it is down or stops answering, every cache call
// gives up within a second (reads miss, so pages render fresh from the ordering API; writes are
// dropped), Redis is skipped for a few seconds before the next try, and the client reconnects
// in the background. An outage is logged once, and its end once.
import { CacheHandler } from '@fortedigital/nextjs-cache-handler';
import createRedisHandler from '@fortedigital/nextjs-cache-handler/redis-strings';
import { createClient } from 'redis';

const DEADLINE_MS = 1000;
const PAUSE_AFTER_TIMEOUT_MS = 5000;
const FIRST_CONNECT_WAIT_MS = 1000;

const state = { down: false, skipUntil: 0 };

function reportDown(reason) {
  if (state.down) return;
  state.down = true;
  console.error(`Shared cache: Redis unavailable (${reason}); serving without the shared cache until it is back.`);
}

function createSharedClient(url) {
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
  return client;
}

/**
 * A command already written to the socket waits for Redis however long it takes (the client's
 * own time-outs stop only queued commands), so every call gets a deadline here; after a missed
 * deadline Redis is skipped for a few seconds instead of making each request wait again.
 */
function withDeadline(handler) {
  const guarded = { ...handler };
  for (const method of ['get', 'set', 'revalidateTag', 'delete', 'prepare']) {
    if (typeof handler[method] !== 'function') continue;
    guarded[method] = async (...args) => {
      if (Date.now() < state.skipUntil) throw new Error('shared cache skipped after a time-out');
      const call = handler[method](...args);
      call.catch(() => {});
      let timer;
      const deadline = new Promise((_, reject) => {
        timer = setTimeout(() => {
          state.skipUntil = Date.now() + PAUSE_AFTER_TIMEOUT_MS;
          reportDown(`no answer within ${DEADLINE_MS} ms`);
          reject(new Error(`shared cache ${method} timed out`));
        }, DEADLINE_MS);
      });
      try {
        const result = await Promise.race([call, deadline]);
        if (state.down && state.skipUntil !== 0) {
          state.skipUntil = 0;
          state.down = false;
          console.info('Shared cache: Redis answering again.');
        }
        return result;
      } finally {
        clearTimeout(timer);
      }
    };
  }
  return guarded;
}

CacheHandler.onCreation(async ({ buildId }) => {
  // One connection per process, however often Next loads this module.
  const client = (globalThis.__orderingSharedCacheClient ??= createSharedClient(process.env.REDIS_URL));
  if (!client.isReady) {
    await new Promise((resolve) => {
      client.once('ready', resolve);
      setTimeout(resolve, FIRST_CONNECT_WAIT_MS).unref();
    });
  }
  const redis = createRedisHandler({
    client,
    // Entries of one build only: pages and RSC payloads of another build do not fit this one.
    keyPrefix: `ordering-web:${buildId?.trim() || 'unknown-build'}:`,
    timeoutMs: DEADLINE_MS,
  });
  return { handlers: [withDeadline(redis)] };
});

export default CacheHandler;
