import 'server-only';

import { EventEmitter } from 'node:events';
import fs from 'node:fs';
import path from 'node:path';
import { DatabaseSync } from 'node:sqlite';

import { AppError } from '@/lib/domain/app-error';
import { type Group, groupSchema } from '@/lib/domain/group/group';
import { isInvalid } from '@/lib/domain/validate';

import { type GroupStore, KEEP_MS, MAX_TRIES } from './store';

/**
 * The embedded store of one server: node:sqlite under `.data/groups/` (GROUPS_DATA_DIR), with
 * live updates inside this process. Several instances share groups through Redis instead
 * (redis-store.ts): this file's events reach only this process's listeners.
 */
export function sqliteGroupStore(dataDir: string): GroupStore {
  fs.mkdirSync(dataDir, { recursive: true });
  const db = new DatabaseSync(path.join(dataDir, 'groups.sqlite'));
  db.exec('PRAGMA journal_mode = WAL');
  db.exec('PRAGMA synchronous = NORMAL');
  db.exec('PRAGMA busy_timeout = 5000');
  db.exec(`CREATE TABLE IF NOT EXISTS groups (id TEXT PRIMARY KEY, version INTEGER NOT NULL, data TEXT NOT NULL, updated_at INTEGER NOT NULL);
           CREATE TABLE IF NOT EXISTS tables (shop_id INTEGER NOT NULL, spot_id INTEGER NOT NULL, group_id TEXT NOT NULL, PRIMARY KEY (shop_id, spot_id));`);
  const events = new EventEmitter();
  events.setMaxListeners(0);
  const select = db.prepare('SELECT data FROM groups WHERE id = ?');
  const insert = db.prepare('INSERT INTO groups (id, version, data, updated_at) VALUES (?, ?, ?, ?)');
  const swap = db.prepare('UPDATE groups SET version = ?, data = ?, updated_at = ? WHERE id = ? AND version = ?');
  const table = db.prepare('INSERT INTO tables (shop_id, spot_id, group_id) VALUES (?, ?, ?) ON CONFLICT (shop_id, spot_id) DO UPDATE SET group_id = excluded.group_id');
  const tableOf = db.prepare('SELECT group_id FROM tables WHERE shop_id = ? AND spot_id = ?');
  const prune = db.prepare('DELETE FROM groups WHERE updated_at < ?');
  const pruneTables = db.prepare('DELETE FROM tables WHERE group_id NOT IN (SELECT id FROM groups)');

  const read = (id: string): Group | null => {
    const row = select.get(id) as { data: string } | undefined;
    if (!row) return null;
    let data: unknown;
    try {
      data = JSON.parse(row.data);
    } catch {
      return null; // a damaged row reads as no group, never a crash
    }
    const group = groupSchema.check(data);
    return isInvalid(group) ? null : group;
  };

  return {
    async get(id) {
      return read(id);
    },
    async create(group) {
      prune.run(Date.now() - KEEP_MS);
      pruneTables.run();
      insert.run(group.id, group.version, JSON.stringify(group), group.lastActivityAt);
      if (group.spotId !== null) table.run(group.shopId, group.spotId, group.id);
      events.emit(group.id, group);
    },
    async update(id, expected, change) {
      for (let tries = 0; tries < MAX_TRIES; tries++) {
        const current = read(id);
        if (!current) throw new AppError('GROUP_NOT_FOUND', 404);
        if (expected !== undefined && current.version !== expected) throw new AppError('GROUP_VERSION_CONFLICT', 412);
        const next = change(current);
        if (next === current) return current;
        const { changes } = swap.run(next.version, JSON.stringify(next), next.lastActivityAt, id, current.version);
        if (Number(changes) === 1) {
          events.emit(id, next);
          return next;
        }
        if (expected !== undefined) throw new AppError('GROUP_VERSION_CONFLICT', 412);
      }
      throw new AppError('GROUP_VERSION_CONFLICT', 412);
    },
    async atTable(shopId, spotId) {
      const row = tableOf.get(shopId, spotId) as { group_id: string } | undefined;
      return row?.group_id ?? null;
    },
    async subscribe(id, listener) {
      events.on(id, listener);
      return () => void events.off(id, listener);
    },
    async close() {
      events.removeAllListeners();
      db.close();
    },
  };
}
