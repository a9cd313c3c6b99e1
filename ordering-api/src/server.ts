import type { AddressInfo } from 'node:net';

import type { ServerType } from '@hono/node-server';
import { serve } from '@hono/node-server';

import { createApp } from './app.ts';
import type { Db } from './db/database.ts';
import { openDatabase } from './db/database.ts';
import { migrate } from './db/migrate.ts';
import { seedIfEmpty } from './seed/index.ts';

/** Opens `<dataDir>/ordering.sqlite`, applies migrations and seeds the demo data when empty. */
export function openPreparedDatabase(dataDir: string): Db {
  const db = openDatabase(dataDir);
  try {
    migrate(db);
    seedIfEmpty(db);
    return db;
  } catch (error) {
    db.close();
    throw error;
  }
}

export type ReferenceApi = { url: string; port: number; db: Db; close(): Promise<void> };

export type StartOptions = {
  dataDir: string;
  port?: number;
  /** Defaults to 127.0.0.1 (loopback only). */
  host?: string;
  dev?: boolean;
  now?: () => Date;
  logError?: (error: unknown) => void;
};

/** Starts the reference API; port 0 picks a free port. close() stops the server and closes the db. */
export async function startReferenceApi({ dataDir, port = 0, host = '127.0.0.1', dev = true, now, logError }: StartOptions): Promise<ReferenceApi> {
  const db = openPreparedDatabase(dataDir);
  const app = createApp({ db, dev, ...(now ? { now } : {}), ...(logError ? { logError } : {}) });
  let server: ServerType;
  let info: AddressInfo;
  try {
    info = await new Promise<AddressInfo>((resolve, reject) => {
      server = serve({ fetch: app.fetch, hostname: host, port }, resolve);
      server.once('error', reject);
    });
  } catch (error) {
    db.close();
    throw error;
  }
  const httpServer = server!;
  const urlHost = info.family === 'IPv6' ? `[${info.address}]` : info.address;
  let closed: Promise<void> | null = null;
  return {
    url: `http://${urlHost}:${info.port}`,
    port: info.port,
    db,
    close() {
      closed ??= new Promise<void>((resolve) => {
        httpServer.close(() => {
          db.close();
          resolve();
        });
        if ('closeAllConnections' in httpServer) httpServer.closeAllConnections();
      });
      return closed;
    },
  };
}
