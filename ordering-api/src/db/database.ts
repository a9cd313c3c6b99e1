import fs from 'node:fs';
import path from 'node:path';
import type { SQLInputValue } from 'node:sqlite';
import { DatabaseSync } from 'node:sqlite';

export type Db = DatabaseSync;
export const DB_FILE_NAME = 'ordering.sqlite';

/** Opens (creating if needed) `<dataDir>/ordering.sqlite` with WAL, foreign keys and a busy timeout. */
export function openDatabase(dataDir: string): Db {
  fs.mkdirSync(dataDir, { recursive: true });
  const db = new DatabaseSync(path.join(dataDir, DB_FILE_NAME));
  db.exec('PRAGMA journal_mode = WAL');
  db.exec('PRAGMA synchronous = NORMAL');
  db.exec('PRAGMA foreign_keys = ON');
  db.exec('PRAGMA busy_timeout = 5000');
  return db;
}

/** Runs fn inside BEGIN IMMEDIATE … COMMIT, rolling back on any throw. */
export function inTransaction<T>(db: Db, fn: () => T): T {
  db.exec('BEGIN IMMEDIATE');
  try {
    const result = fn();
    db.exec('COMMIT');
    return result;
  } catch (error) {
    if (db.isTransaction) db.exec('ROLLBACK');
    throw error;
  }
}

export function all<T>(db: Db, sql: string, ...params: SQLInputValue[]): T[] {
  return db.prepare(sql).all(...params) as T[];
}

export function one<T>(db: Db, sql: string, ...params: SQLInputValue[]): T | undefined {
  return db.prepare(sql).get(...params) as T | undefined;
}

export function run(db: Db, sql: string, ...params: SQLInputValue[]): { changes: number; lastId: number } {
  const r = db.prepare(sql).run(...params);
  return { changes: Number(r.changes), lastId: Number(r.lastInsertRowid) };
}

export function count(db: Db, table: string): number {
  if (!/^[a-z_]+$/.test(table)) throw new Error(`bad table name ${table}`);
  return one<{ n: number }>(db, `SELECT count(*) AS n FROM ${table}`)?.n ?? 0;
}
