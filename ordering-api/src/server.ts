import type { AddressInfo } from 'node:net';

import type { ServerType } from '@hono/node-server';
import { serve } from '@hono/node-server';

import type { IdentityConfig } from './accounts/config.ts';
import { createApp } from './app.ts';
import type { Db } from './db/database.ts';
import { openDatabase } from './db/database.ts';
import { migrate } from './db/migrate.ts';
import type { ReturnOrigin } from './orders/config.ts';
import { resolveOrderConfig } from './orders/config.ts';
import { startKitchenSweep } from './orders/kitchen.ts';
import { seedDemoAccount } from './seed/demo-account.ts';
import { seedIfEmpty } from './seed/index.ts';
import type { WireOptions, WireShape } from './wire.ts';

/** Opens `<dataDir>/ordering.sqlite`, applies migrations and seeds the demo data (and the demo account) once. */
export function openPreparedDatabase(dataDir: string): Db {
  const db = openDatabase(dataDir);
  try {
    migrate(db);
    seedIfEmpty(db);
    seedDemoAccount(db);
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
  /** Kitchen step in ms (0 = by hand only); default ORDERING_API_KITCHEN_STEP_MS or 60000. */
  kitchenStepMs?: number;
  /** Allowed payment returnUrl origins; default ORDERING_API_RETURN_ORIGINS or loopback only. */
  returnOrigins?: string | ReturnOrigin[];
  /** Accounts: appUrl (mail links), scrypt cost, rateLimits, trustProxy; default from the environment. */
  identity?: Partial<IdentityConfig>;
  /** How answers are written (src/wire.ts): `shape` and the single switches; default from the environment. */
  wire?: WireOptions;
  /** Shorthand for `wire.shape` ('spec' | 'default'); `wire.shape` wins. */
  shape?: WireShape;
};

/**
 * Starts the reference API; port 0 picks a free port. close() stops the server, the kitchen
 * sweep and closes the db. On start the kitchen catches up with every step that fell due while
 * the server was down.
 */
export async function startReferenceApi(options: StartOptions): Promise<ReferenceApi> {
  const { dataDir, port = 0, host = '127.0.0.1', dev = true, now, logError } = options;
  const config = resolveOrderConfig(options);
  const db = openPreparedDatabase(dataDir);
  const app = createApp({
    db,
    dev,
    kitchenStepMs: config.kitchenStepMs,
    returnOrigins: config.returnOrigins,
    ...(options.identity ? { identity: options.identity } : {}),
    ...(options.wire ? { wire: options.wire } : {}),
    ...(options.shape ? { shape: options.shape } : {}),
    ...(now ? { now } : {}),
    ...(logError ? { logError } : {}),
  });
  const stopSweep = startKitchenSweep(db, config.kitchenStepMs, now ?? (() => new Date()), (error) =>
    (logError ?? ((e: unknown) => console.error('ordering-api: kitchen sweep failed', e)))(error),
  );
  let server: ServerType;
  let info: AddressInfo;
  try {
    info = await new Promise<AddressInfo>((resolve, reject) => {
      server = serve({ fetch: app.fetch, hostname: host, port }, resolve);
      server.once('error', reject);
    });
  } catch (error) {
    stopSweep();
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
        stopSweep();
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
