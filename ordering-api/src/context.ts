import type { HttpBindings } from '@hono/node-server';

import type { Db } from './db/database.ts';
import type { WireConfig } from './wire.ts';

export type AppDeps = { db: Db; dev: boolean; now: () => Date; imagesDir: string; wire: WireConfig };

/** With @hono/node-server the raw request is in c.env; with app.request() there is no env. */
export type AppEnv = { Bindings: Partial<HttpBindings> | undefined };
