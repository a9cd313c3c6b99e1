import 'server-only';

import { createClient } from 'redis';

import { AppError } from '@/lib/domain/app-error';
import { type Group, groupSchema } from '@/lib/domain/group/group';
import { isInvalid } from '@/lib/domain/validate';

import { type GroupStore, KEEP_MS, MAX_TRIES } from './store';

type Client = ReturnType<typeof createClient>;
type Listener = (group: Group) => void;

/** How many times a first connection is tried before the caller gets the error (it tries again on the next use). */
const FIRST_CONNECT_TRIES = 3;

/**
 * The compare-and-set of `update`, atomic in Redis: the write lands only if the stored version is
 * still the one read, and the new version is published in the same step, so every instance's
 * listeners see the versions in the order they were written.
 * KEYS: the group's hash, then the table's key for a table group. ARGV: the version read, the new version,
 * the group's JSON, KEEP_MS, the channel, the group's id.
 * Returns 1 when written, 0 when the version moved on, -1 when the group is missing.
 */
const COMPARE_AND_SET = `
local stored = redis.call('HGET', KEYS[1], 'v')
if not stored then return -1 end
if stored ~= ARGV[1] then return 0 end
redis.call('HSET', KEYS[1], 'v', ARGV[2], 'd', ARGV[3])
redis.call('PEXPIRE', KEYS[1], ARGV[4])
if KEYS[2] and redis.call('GET', KEYS[2]) == ARGV[6] then redis.call('PEXPIRE', KEYS[2], ARGV[4]) end
redis.call('PUBLISH', ARGV[5], ARGV[3])
return 1
`;

/** A stored or published group, checked: null for anything that is not one (never throws). */
function parseGroup(json: string | null | undefined): Group | null {
  if (typeof json !== 'string') return null;
  let data: unknown;
  try {
    data = JSON.parse(json);
  } catch {
    return null;
  }
  const group = groupSchema.check(data);
  return isInvalid(group) ? null : group;
}

/**
 * A client connected on first use: every caller awaits the same connection. A first connection
 * that keeps failing is given up after a few tries (the caller gets the error, the next use tries
 * again) rather than leaving requests waiting; once connected, a lost connection is retried in the
 * background while commands fail at once (no offline queue), and node-redis resubscribes by itself.
 */
function lazy(client: Client, connectedOnce: { value: boolean }, closed: () => boolean) {
  let connecting: Promise<Client> | undefined;
  return (): Promise<Client> => {
    if (closed()) return Promise.reject(new Error('Group store: closed'));
    connecting ??= client.connect().then(
      () => {
        connectedOnce.value = true;
        return client;
      },
      (error: unknown) => {
        connecting = undefined;
        throw error;
      },
    );
    return connecting;
  };
}

function clientOptions(url: string, connectedOnce: { value: boolean }) {
  return {
    url,
    disableOfflineQueue: true,
    socket: {
      connectTimeout: 1000,
      // `false` gives up (connect() rejects with the cause). Not the cause itself: node-redis checks
      // `instanceof Error`, which a socket error from another realm (Jest's sandbox) fails, and then
      // it falls back to retrying forever.
      reconnectStrategy: (retries: number) => (!connectedOnce.value && retries + 1 >= FIRST_CONNECT_TRIES ? false : Math.min(200 * 2 ** retries, 5000)),
    },
  };
}

/**
 * The store shared by several instances of the app: groups in Redis, live updates through Redis
 * pub/sub, so a phone on one instance sees what a phone on another one wrote. Keys:
 * `<namespace>:group:<id>` (a hash: `v` the version, `d` the group's JSON) and
 * `<namespace>:table:<shopId>:<spotId>` (the table's last group id), both kept KEEP_MS after the
 * last write. Events: `<namespace>:group-events:<id>`, the group's JSON.
 */
export function redisGroupStore(url: string, namespace = 'ordering'): GroupStore {
  let closed = false;
  const isClosed = () => closed;
  const mainConnected = { value: false };
  const subConnected = { value: false };
  const main: Client = createClient(clientOptions(url, mainConnected));
  const sub: Client = main.duplicate(clientOptions(url, subConnected));
  // Without a listener an 'error' event would end the process; the error also reaches the command.
  let down = false;
  const onError = (error: unknown) => {
    if (down || closed) return;
    down = true;
    console.error(`Group store: Redis unavailable (${error instanceof Error ? error.message : String(error)}).`);
  };
  const onReady = () => {
    if (down) console.info('Group store: Redis reachable again.');
    down = false;
  };
  for (const client of [main, sub]) client.on('error', onError).on('ready', onReady);
  const redis = lazy(main, mainConnected, isClosed);
  const subscriber = lazy(sub, subConnected, isClosed);

  const groupKey = (id: string) => `${namespace}:group:${id}`;
  const tableKey = (shopId: number, spotId: number) => `${namespace}:table:${shopId}:${spotId}`;
  const channelOf = (id: string) => `${namespace}:group-events:${id}`;

  const read = async (id: string): Promise<Group | null> => {
    const json = await (await redis()).hGet(groupKey(id), 'd');
    return parseGroup(json);
  };

  /** This instance's listeners per channel; one Redis SUBSCRIBE per channel however many there are. */
  const channels = new Map<string, { listeners: Set<Listener>; subscribed: Promise<void> }>();
  /** The (un)subscribes of one channel, one after the other, so a quick unsubscribe and resubscribe never cross. */
  const queues = new Map<string, Promise<void>>();
  const inTurn = (channel: string, step: () => Promise<void>): Promise<void> => {
    const run = (queues.get(channel) ?? Promise.resolve()).then(step);
    const settled = run.catch(() => {});
    queues.set(channel, settled);
    void settled.then(() => {
      if (queues.get(channel) === settled) queues.delete(channel);
    });
    return run;
  };

  const onMessage = (message: string, channel: string) => {
    const entry = channels.get(channel);
    if (!entry) return;
    const group = parseGroup(message);
    if (!group || channelOf(group.id) !== channel) return;
    for (const listener of [...entry.listeners]) {
      try {
        listener(group);
      } catch (error) {
        console.error('Group store: a listener failed', error);
      }
    }
  };

  return {
    get: read,

    async create(group) {
      const key = groupKey(group.id);
      const json = JSON.stringify(group);
      const multi = (await redis()).multi().hSet(key, { v: String(group.version), d: json }).pExpire(key, KEEP_MS);
      if (group.spotId !== null) multi.set(tableKey(group.shopId, group.spotId), group.id, { expiration: { type: 'PX', value: KEEP_MS } });
      await multi.publish(channelOf(group.id), json).exec();
    },

    async update(id, expected, change) {
      for (let tries = 0; tries < MAX_TRIES; tries++) {
        const current = await read(id);
        if (!current) throw new AppError('GROUP_NOT_FOUND', 404);
        if (expected !== undefined && current.version !== expected) throw new AppError('GROUP_VERSION_CONFLICT', 412);
        const next = change(current);
        if (next === current) return current;
        const result = await (await redis()).eval(COMPARE_AND_SET, {
          keys: next.spotId === null ? [groupKey(id)] : [groupKey(id), tableKey(next.shopId, next.spotId)],
          arguments: [String(current.version), String(next.version), JSON.stringify(next), String(KEEP_MS), channelOf(id), id],
        });
        if (Number(result) === 1) return next;
        if (Number(result) === -1) throw new AppError('GROUP_NOT_FOUND', 404);
        if (expected !== undefined) throw new AppError('GROUP_VERSION_CONFLICT', 412);
      }
      throw new AppError('GROUP_VERSION_CONFLICT', 412);
    },

    async atTable(shopId, spotId) {
      return (await redis()).get(tableKey(shopId, spotId));
    },

    async subscribe(id, listener) {
      const channel = channelOf(id);
      let entry = channels.get(channel);
      if (!entry) {
        const created = {
          listeners: new Set<Listener>(),
          subscribed: inTurn(channel, async () => (await subscriber()).subscribe(channel, onMessage)),
        };
        channels.set(channel, created);
        created.subscribed.catch(() => {
          if (channels.get(channel) === created) channels.delete(channel);
        });
        entry = created;
      }
      const joined = entry;
      joined.listeners.add(listener);
      try {
        await joined.subscribed;
      } catch (error) {
        joined.listeners.delete(listener);
        throw error;
      }
      let done = false;
      return () => {
        if (done) return;
        done = true;
        joined.listeners.delete(listener);
        if (joined.listeners.size > 0 || channels.get(channel) !== joined) return;
        channels.delete(channel);
        if (closed) return;
        inTurn(channel, async () => (await subscriber()).unsubscribe(channel, onMessage)).catch(() => {});
      };
    },

    async close() {
      if (closed) return;
      closed = true;
      channels.clear();
      await Promise.all(
        [main, sub].map(async (client) => {
          if (!client.isOpen) return client.destroy();
          try {
            await client.close();
          } catch {
            client.destroy();
          }
        }),
      );
    },
  };
}
