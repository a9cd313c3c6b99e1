import { Hono } from 'hono';
import { HTTPException } from 'hono/http-exception';

import type { AppDeps, AppEnv } from './context.ts';
import type { Db } from './db/database.ts';
import { FaultInjector, faultMiddleware } from './fault.ts';
import { IMAGES_DIR } from './paths.ts';
import { internalError, notFound, problem } from './problem.ts';
import { cultureRoutes } from './routes/cultures.ts';
import { deliverySpotRoutes } from './routes/delivery-spots.ts';
import { devRoutes } from './routes/dev.ts';
import { imageRoutes } from './routes/images.ts';
import { menuRoutes } from './routes/menu.ts';
import { settingsRoutes } from './routes/settings.ts';
import { shopRoutes } from './routes/shops.ts';

export type CreateAppOptions = {
  db: Db;
  /** Enables /_dev/* (test controls and fault injection). */
  dev: boolean;
  now?: () => Date;
  imagesDir?: string;
  logError?: (error: unknown) => void;
};

export function createApp(options: CreateAppOptions): Hono<AppEnv> {
  const deps: AppDeps = {
    db: options.db,
    dev: options.dev,
    now: options.now ?? (() => new Date()),
    imagesDir: options.imagesDir ?? IMAGES_DIR,
  };
  const logError = options.logError ?? ((error: unknown) => console.error('ordering-api: unhandled error', error));
  const app = new Hono<AppEnv>();
  const toProblem = (error: unknown): Response => {
    if (error instanceof HTTPException && error.status < 500) {
      return problem(error.status, error.status === 404 ? 'not-found' : 'invalid-parameter', error.message || 'Bad request.');
    }
    logError(error);
    return internalError();
  };

  // Hono's onError only sees `instanceof Error` values; this boundary catches anything else
  // (non-Error throws, errors from another realm) so a request can never crash the server.
  app.use('*', async (c, next) => {
    try {
      await next();
    } catch (error) {
      c.res = toProblem(error);
    }
  });

  if (deps.dev) {
    const faults = new FaultInjector();
    app.use('*', faultMiddleware(faults));
    app.route('/_dev', devRoutes(deps, faults));
  }

  app.route('/api/settings', settingsRoutes(deps));
  app.route('/api/cultures', cultureRoutes(deps));
  app.route('/api/shops', shopRoutes(deps));
  app.route('/api/shops', menuRoutes(deps));
  app.route('/api/shops', deliverySpotRoutes(deps));
  app.route('/api/images', imageRoutes(deps));

  app.notFound(() => notFound());
  app.onError((error) => toProblem(error));
  return app;
}
