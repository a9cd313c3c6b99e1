/**
 * The GroupStore contract, run against both stores: the embedded one (node:sqlite in a temp dir)
 * and the shared one (Redis, with Debian's redis-server on a free loopback port, as
 * lib/limits/limiter.test.ts and e2e/scale-out.spec.ts use it).
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import { connect, createServer } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { DatabaseSync } from 'node:sqlite';

import { createClient } from 'redis';

import type { BasketItem } from '@/lib/domain/basket/basket';
import type { Group } from '@/lib/domain/group/group';
import { setLines, setReady, startGroup } from '@/lib/domain/group/rules';

import { redisGroupStore } from './redis-store';
import { sqliteGroupStore } from './sqlite-store';
import { type GroupStore, KEEP_MS } from './store';

const REDIS_SERVER = process.env.REDIS_SERVER ?? '/usr/bin/redis-server';
/** A plain client, to look at and write Redis past the store. */
const rawClient = (url: string) => createClient({ url });

type Harness = {
  store: GroupStore;
  /** Writes `data` as the stored JSON of group `id`, past the store. */
  writeRaw(id: string, data: string): Promise<void>;
  stop(): Promise<void>;
  /** Redis only: another store on the same Redis, as another instance of the app has. */
  another?: () => GroupStore;
  raw?: ReturnType<typeof rawClient>;
  /** Redis only: the stores' key prefix. */
  namespace?: string;
};

async function startSqlite(): Promise<Harness> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'groups-store-'));
  const store = sqliteGroupStore(dir);
  return {
    store,
    async writeRaw(id, data) {
      const db = new DatabaseSync(path.join(dir, 'groups.sqlite'));
      db.prepare('INSERT INTO groups (id, version, data, updated_at) VALUES (?, ?, ?, ?)').run(id, 1, data, Date.now());
      db.close();
    },
    async stop() {
      await store.close();
      fs.rmSync(dir, { recursive: true, force: true });
    },
  };
}

const freePort = () =>
  new Promise<number>((resolve, reject) => {
    const probe = createServer()
      .once('error', reject)
      .listen(0, '127.0.0.1', () => {
        const { port } = probe.address() as { port: number };
        probe.close(() => resolve(port));
      });
  });

const accepts = (port: number) =>
  new Promise<boolean>((resolve) => {
    const socket = connect(port, '127.0.0.1');
    socket
      .once('connect', () => {
        socket.destroy();
        resolve(true);
      })
      .once('error', () => resolve(false));
  });

async function startRedis(): Promise<Harness> {
  if (!fs.existsSync(REDIS_SERVER)) throw new Error(`${REDIS_SERVER} is missing: apt-get install redis-server (.ci/run does)`);
  const port = await freePort();
  const url = `redis://127.0.0.1:${port}`;
  const server: ChildProcess = spawn(REDIS_SERVER, ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'], { stdio: 'ignore' });
  let exited: string | undefined;
  server.once('exit', (code, signal) => (exited = `redis-server exited (${signal ?? code})`));
  server.once('error', (error) => (exited = `redis-server did not start: ${error.message}`));
  const deadline = Date.now() + 10_000;
  while (!(await accepts(port))) {
    if (exited) throw new Error(exited);
    if (Date.now() > deadline) throw new Error(`redis-server did not listen on ${port} within 10 s`);
    await new Promise((r) => setTimeout(r, 50));
  }
  const raw = rawClient(url);
  raw.on('error', () => {});
  await raw.connect();
  const namespace = `test-${randomUUID().slice(0, 8)}`;
  const stores: GroupStore[] = [];
  const open = () => {
    const made = redisGroupStore(url, namespace);
    stores.push(made);
    return made;
  };
  const store = open();
  return {
    store,
    another: open,
    raw,
    namespace,
    async writeRaw(id, data) {
      await raw.hSet(`${namespace}:group:${id}`, { v: '1', d: data });
    },
    async stop() {
      await Promise.all(stores.map((s) => s.close()));
      raw.destroy();
      const gone = new Promise((r) => server.once('exit', r));
      if (server.exitCode === null && server.signalCode === null) {
        server.kill('SIGKILL');
        await gone;
      }
    },
  };
}

const now = () => Date.now();

function newGroup(spotId: number | null = 7): { group: Group; hostId: string } {
  const hostId = randomUUID();
  const group = startGroup({ id: randomUUID(), memberId: hostId, code: 'ABC234', name: 'Anna', shopId: 12, orderType: 'dineInPlace', spotId, now: now() });
  return { group, hostId };
}

function item(n: number): BasketItem {
  return {
    id: `line-${n}`,
    type: 'article',
    quantity: 1,
    article: { code: `A${n}`, description: `Article ${n}`, price: 1000 + n, i18n: [], imageUrl: null, campaigns: [] },
    choices: [],
  };
}

/** The host's change that adds one line of their own to whatever the group holds. */
const addOneLine = (hostId: string, n: number) => (group: Group) =>
  setLines(group, hostId, [...group.lines.filter((line) => line.memberId === hostId).map((line) => line.item), item(n)], now());

async function waitFor(check: () => boolean, ms = 1000): Promise<void> {
  const deadline = Date.now() + ms;
  while (!check()) {
    if (Date.now() > deadline) throw new Error(`not within ${ms} ms`);
    await new Promise((r) => setTimeout(r, 5));
  }
}

describe.each([
  { name: 'sqlite', start: startSqlite },
  { name: 'redis', start: startRedis },
])('$name group store', ({ name, start }) => {
  let harness: Harness;
  let store: GroupStore;

  beforeAll(async () => {
    harness = await start();
    store = harness.store;
  });

  afterAll(async () => {
    await harness?.stop();
  });

  test('a created group reads back as it was stored; an unknown one reads null', async () => {
    const { group } = newGroup();
    await store.create(group);
    expect(await store.get(group.id)).toEqual(group);
    expect(await store.get(randomUUID())).toBeNull();
  });

  test("a table's group is found by shop and spot; a take-away group takes no table", async () => {
    const { group } = newGroup(31);
    await store.create(group);
    expect(await store.atTable(12, 31)).toBe(group.id);
    expect(await store.atTable(12, 32)).toBeNull();
    expect(await store.atTable(13, 31)).toBeNull();
    // A later group at the same table becomes its group.
    const { group: later } = newGroup(31);
    await store.create(later);
    expect(await store.atTable(12, 31)).toBe(later.id);
    const { group: takeAway } = newGroup(null);
    await store.create(takeAway);
    expect(await store.get(takeAway.id)).toEqual(takeAway);
  });

  test('an update bumps the version, stores and returns the new group', async () => {
    const { group, hostId } = newGroup();
    await store.create(group);
    const next = await store.update(group.id, 1, addOneLine(hostId, 1));
    expect(next.version).toBe(2);
    expect(next.lines.map((line) => line.item.id)).toEqual(['line-1']);
    expect(await store.get(group.id)).toEqual(next);
    const ready = await store.update(group.id, undefined, (g) => setReady(g, hostId, true, now()));
    expect(ready.version).toBe(3);
    expect(await store.get(group.id)).toEqual(ready);
  });

  test('an update with a stale version is a conflict and changes nothing', async () => {
    const { group, hostId } = newGroup();
    await store.create(group);
    const stored = await store.update(group.id, 1, addOneLine(hostId, 1));
    const change = jest.fn(addOneLine(hostId, 2));
    await expect(store.update(group.id, 1, change)).rejects.toMatchObject({ code: 'GROUP_VERSION_CONFLICT', status: 412 });
    expect(change).not.toHaveBeenCalled();
    expect(await store.get(group.id)).toEqual(stored);
  });

  test('an update of an unknown group is GROUP_NOT_FOUND', async () => {
    await expect(store.update(randomUUID(), undefined, (g) => g)).rejects.toMatchObject({ code: 'GROUP_NOT_FOUND', status: 404 });
    await expect(store.update(randomUUID(), 1, (g) => g)).rejects.toMatchObject({ code: 'GROUP_NOT_FOUND', status: 404 });
  });

  test('a change that returns the same group writes nothing and tells no listener', async () => {
    const { group } = newGroup();
    await store.create(group);
    const heard: Group[] = [];
    const unsubscribe = await store.subscribe(group.id, (g) => heard.push(g));
    expect(await store.update(group.id, 1, (g) => g)).toEqual(group);
    const marker = await store.update(group.id, 1, (g) => setReady(g, group.hostId, true, now()));
    await waitFor(() => heard.length >= 1);
    expect(heard).toEqual([marker]);
    unsubscribe();
  });

  test('20 phones adding a line at once: every line lands, none is lost', async () => {
    const { group, hostId } = newGroup();
    await store.create(group);
    let pending = Array.from({ length: 20 }, (_, i) => i + 1);
    let conflicts = 0;
    let changes = 0;
    for (let round = 0; pending.length > 0; round++) {
      if (round >= 20) throw new Error(`still ${pending.length} updates refused after 20 rounds`);
      const results = await Promise.allSettled(
        pending.map((n) =>
          store.update(group.id, undefined, (g) => {
            changes++;
            return addOneLine(hostId, n)(g);
          }),
        ),
      );
      const refused = pending.filter((_, i) => results[i]!.status === 'rejected');
      for (const result of results) {
        // Only a hot group's conflict is retried, as a phone would; anything else fails the test.
        if (result.status === 'rejected') expect(result.reason).toMatchObject({ code: 'GROUP_VERSION_CONFLICT' });
      }
      conflicts += refused.length;
      pending = refused;
    }
    const stored = await store.get(group.id);
    expect(stored?.version).toBe(21);
    expect(stored?.lines.map((line) => line.item.id).sort()).toEqual(Array.from({ length: 20 }, (_, i) => `line-${i + 1}`).sort());
    if (name === 'sqlite') expect([conflicts, changes]).toEqual([0, 20]);
    // In Redis the writers really raced: the losers read again and reapplied their change.
    if (name === 'redis') expect(changes).toBeGreaterThan(20);
  });

  test('a listener hears every new version, in order, until it unsubscribes', async () => {
    const { group, hostId } = newGroup();
    await store.create(group);
    const heard: number[] = [];
    const unsubscribe = await store.subscribe(group.id, (g) => heard.push(g.version));
    for (let n = 1; n <= 5; n++) await store.update(group.id, undefined, addOneLine(hostId, n));
    await waitFor(() => heard.length >= 5);
    expect(heard).toEqual([2, 3, 4, 5, 6]);
    unsubscribe();
    unsubscribe();
    await store.update(group.id, undefined, addOneLine(hostId, 6));
    // A witness that listens from now on hears the next version; versions reach listeners in
    // order, so by then version 7 would have reached the first listener too, had it stayed.
    const witness: number[] = [];
    const stopWitness = await store.subscribe(group.id, (g) => witness.push(g.version));
    await store.update(group.id, undefined, addOneLine(hostId, 7));
    await waitFor(() => witness.includes(8));
    expect(heard).toEqual([2, 3, 4, 5, 6]);
    stopWitness();
  });

  test('two listeners of one group both hear it; one leaving leaves the other listening', async () => {
    const { group, hostId } = newGroup();
    await store.create(group);
    const first: number[] = [];
    const second: number[] = [];
    const [stopFirst, stopSecond] = await Promise.all([
      store.subscribe(group.id, (g) => first.push(g.version)),
      store.subscribe(group.id, (g) => second.push(g.version)),
    ]);
    await store.update(group.id, undefined, addOneLine(hostId, 1));
    await waitFor(() => first.length === 1 && second.length === 1);
    stopFirst();
    await store.update(group.id, undefined, addOneLine(hostId, 2));
    await waitFor(() => second.length === 2);
    expect(first).toEqual([2]);
    expect(second).toEqual([2, 3]);
    stopSecond();
  });

  test('stored data that is not a group reads as null', async () => {
    const notAGroup = randomUUID();
    await harness.writeRaw(notAGroup, JSON.stringify({ id: notAGroup, version: 'one', lines: 'many' }));
    expect(await store.get(notAGroup)).toBeNull();
    const array = randomUUID();
    await harness.writeRaw(array, '[]');
    expect(await store.get(array)).toBeNull();
    await expect(store.update(array, undefined, (g) => g)).rejects.toMatchObject({ code: 'GROUP_NOT_FOUND' });
  });

  if (name === 'redis') {
    test('stored text that is not even JSON, or a hash without the group, reads as null', async () => {
      const garbage = randomUUID();
      await harness.writeRaw(garbage, '{not json');
      expect(await store.get(garbage)).toBeNull();
      const headless = randomUUID();
      await harness.raw!.hSet(`${harness.namespace}:group:${headless}`, { v: '3' });
      expect(await store.get(headless)).toBeNull();
    });

    test('a group and its table are kept KEEP_MS after each write', async () => {
      const { group, hostId } = newGroup(44);
      await store.create(group);
      const raw = harness.raw!;
      const groupKey = `${harness.namespace}:group:${group.id}`;
      const tableKey = `${harness.namespace}:table:12:44`;
      expect(await raw.get(tableKey)).toBe(group.id);
      await raw.pExpire(groupKey, 60_000);
      await raw.pExpire(tableKey, 60_000);
      await store.update(group.id, undefined, addOneLine(hostId, 1));
      for (const key of [groupKey, tableKey]) {
        const ttl = await raw.pTTL(key);
        expect(ttl).toBeGreaterThan(KEEP_MS - 60_000);
        expect(ttl).toBeLessThanOrEqual(KEEP_MS);
      }
      expect(await raw.hGet(groupKey, 'v')).toBe('2');
    });

    test("another instance's listener hears what this one wrote within a second", async () => {
      const other = harness.another!();
      const { group, hostId } = newGroup();
      await store.create(group);
      const heard: Group[] = [];
      const unsubscribe = await other.subscribe(group.id, (g) => heard.push(g));
      expect(await other.get(group.id)).toEqual(group);
      const started = Date.now();
      const next = await store.update(group.id, undefined, addOneLine(hostId, 1));
      await waitFor(() => heard.length === 1, 1000);
      expect(Date.now() - started).toBeLessThan(1000);
      expect(heard).toEqual([next]);
      // And the other way: its write, with this instance's version, lands here.
      const back = await other.update(group.id, next.version, (g) => setReady(g, hostId, true, now()));
      expect(await store.get(group.id)).toEqual(back);
      await waitFor(() => heard.length === 2);
      expect(heard[1]).toEqual(back);
      unsubscribe();
      await other.close();
    });

    test('one Redis subscription per group however many listeners, dropped with the last one', async () => {
      const { group } = newGroup();
      await store.create(group);
      const raw = harness.raw!;
      const channel = `${harness.namespace}:group-events:${group.id}`;
      const subscribers = async () => Number((await raw.pubSubNumSub(channel))[channel]);
      const stops = await Promise.all(Array.from({ length: 3 }, () => store.subscribe(group.id, () => {})));
      expect(await subscribers()).toBe(1);
      stops[0]!();
      stops[1]!();
      // Listening to another group goes over the same connection after anything the two stops sent,
      // so once it is answered, a wrongly dropped subscription would show.
      const other = newGroup().group;
      await store.create(other);
      const stopOther = await store.subscribe(other.id, () => {});
      expect(await subscribers()).toBe(1);
      stopOther();
      stops[2]!();
      const deadline = Date.now() + 1000;
      while ((await subscribers()) !== 0 && Date.now() < deadline) await new Promise((r) => setTimeout(r, 10));
      expect(await subscribers()).toBe(0);
      // Listening again after that subscribes again.
      const again = await store.subscribe(group.id, () => {});
      expect(await subscribers()).toBe(1);
      again();
    });

    test('a published message that is not a group reaches no listener', async () => {
      const { group, hostId } = newGroup();
      await store.create(group);
      const raw = harness.raw!;
      const channel = `${harness.namespace}:group-events:${group.id}`;
      const heard: Group[] = [];
      const unsubscribe = await store.subscribe(group.id, (g) => heard.push(g));
      await raw.publish(channel, '{not json');
      await raw.publish(channel, JSON.stringify({ id: group.id }));
      const next = await store.update(group.id, undefined, addOneLine(hostId, 1));
      // The two were published before the new version, on the same channel, so they were handled
      // (and dropped) before it arrived.
      await waitFor(() => heard.length === 1);
      expect(heard).toEqual([next]);
      unsubscribe();
    });
  }
});

test('redis store: with Redis unreachable a call fails instead of waiting, and tries again on the next', async () => {
  const store = redisGroupStore(`redis://127.0.0.1:${await freePort()}`, 'unreachable');
  const errors = jest.spyOn(console, 'error').mockImplementation(() => {});
  try {
    // Each call makes its own tries rather than repeating the first failure, and gives up (the test's time-out bounds it).
    for (const call of [() => store.get(randomUUID()), () => store.atTable(1, 1), () => store.subscribe(randomUUID(), () => {})]) {
      await expect(call()).rejects.toThrow();
    }
    // The outage is logged, not once per try.
    expect(errors.mock.calls.length).toBeGreaterThanOrEqual(1);
    expect(errors.mock.calls.length).toBeLessThanOrEqual(3);
  } finally {
    await store.close();
    errors.mockRestore();
  }
  await expect(store.get(randomUUID())).rejects.toThrow('closed');
});
