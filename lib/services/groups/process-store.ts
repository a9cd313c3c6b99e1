import 'server-only';

import { env } from '@/lib/env';

import { redisGroupStore } from './redis-store';
import { sqliteGroupStore } from './sqlite-store';
import type { GroupStore } from './store';

const KEY = Symbol.for('ordering.groups.store');

/**
 * This process's group store, made on first use: Redis when REDIS_URL is set (every instance
 * shares groups and their live updates), else the embedded store under GROUPS_DATA_DIR. Kept on
 * the process (a well-known symbol), since the route handlers that write a group and the event
 * stream that reads it may be loaded as separate bundles, and their listeners must meet.
 */
export function groupStore(): GroupStore {
  const holder = globalThis as { [KEY]?: GroupStore };
  return (holder[KEY] ??= env.REDIS_URL ? redisGroupStore(env.REDIS_URL) : sqliteGroupStore(env.GROUPS_DATA_DIR));
}
