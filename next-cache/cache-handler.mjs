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
//
// What Redis holds is bounded by the answers kept (kept-answers.ts: no not-found answer
// under the address of what was not found), by each entry's expiry (one and a half times its
// revalidation period) and by Redis's own memory limit (`maxmemory` with an LRU policy, see
// docs/deploy.md), never by this process's memory.
import { CacheHandler } from '@fortedigital/nextjs-cache-handler';
import createRedisHandler from '@fortedigital/nextjs-cache-handler/redis-strings';

import { cacheNamespace } from './cache-namespace.ts';
import { keepsAnswer } from './kept-answers.ts';
import { DEADLINE_MS, sharedRedis } from './redis-client.mjs';

const PAUSE_AFTER_TIMEOUT_MS = 5000;
const FIRST_CONNECT_WAIT_MS = 1000;

/**
 * A command already written to the socket waits for Redis however long it takes (the client's
 * own time-outs stop only queued commands), so every call gets a deadline here; after a missed
 * deadline Redis is skipped for a few seconds instead of making each request wait again.
 */
function withDeadline(handler, { state, reportDown }) {
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

/** Answers that may not be kept are dropped instead: an answer that turned into a not-found one goes. */
function keepingOnly(handler) {
  return {
    ...handler,
    set: (key, entry, ...rest) => {
      if (keepsAnswer(key, entry?.value)) return handler.set(key, entry, ...rest);
      return handler.delete?.(key);
    },
  };
}

CacheHandler.onCreation(async ({ buildId }) => {
  // The connection of this copy of redis-client.mjs: the one Next loads with this handler.
  const shared = sharedRedis(process.env.REDIS_URL);
  const { client } = shared;
  if (!client.isReady) {
    await new Promise((resolve) => {
      client.once('ready', resolve);
      setTimeout(resolve, FIRST_CONNECT_WAIT_MS).unref();
    });
  }
  const redis = createRedisHandler({
    client,
    // Entries of one build and one ordering API only: pages and RSC payloads of another build do
    // not fit this one, and pages made from another restaurant's API show its shops and prices.
    keyPrefix: `ordering-web:${cacheNamespace(buildId, process.env)}:`,
    timeoutMs: DEADLINE_MS,
  });
  return { handlers: [withDeadline(keepingOnly(redis), shared)] };
});

export default CacheHandler;
