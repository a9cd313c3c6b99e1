import { Hono } from 'hono';
import { HTTPException } from 'hono/http-exception';

import type { IdentityConfig } from './accounts/config.ts';
import { resolveIdentityConfig } from './accounts/config.ts';
import type { AccountDeps } from './accounts/deps.ts';
import { RateLimiter } from './accounts/rate-limit.ts';
import { aspNetDialect } from './aspnet.ts';
import type { AppDeps, AppEnv } from './context.ts';
import type { Db } from './db/database.ts';
import { FaultInjector, faultMiddleware } from './fault.ts';
import { internalError, notFound, problem } from './http.ts';
import type { HolderDeps } from './kitchen/service.ts';
import { kitchenEnabled } from './kitchen/service.ts';
import type { ReturnOrigin } from './orders/config.ts';
import { resolveOrderConfig } from './orders/config.ts';
import { IntegrationFaults } from './orders/integration-faults.ts';
import type { OrderDeps } from './orders/service.ts';
import { IMAGES_DIR } from './paths.ts';
import { campaignRoutes } from './routes/campaigns.ts';
import { cultureRoutes } from './routes/cultures.ts';
import { deliverySpotRoutes } from './routes/delivery-spots.ts';
import { devRoutes } from './routes/dev.ts';
import { identityRoutes } from './routes/identity.ts';
import { identityDevRoutes } from './routes/identity-dev.ts';
import { imageRoutes } from './routes/images.ts';
import { kitchenRoutes } from './routes/kitchen.ts';
import { kitchenDevRoutes } from './routes/kitchen-dev.ts';
import { menuRoutes } from './routes/menu.ts';
import { orderDevRoutes } from './routes/order-dev.ts';
import { orderRoutes } from './routes/orders.ts';
import { providerRoutes } from './routes/provider.ts';
import { settingsRoutes } from './routes/settings.ts';
import { shopRoutes } from './routes/shops.ts';
import { userRoutes } from './routes/user.ts';
import type { WireOptions, WireShape } from './wire.ts';
import { resolveWireConfig } from './wire.ts';

export type CreateAppOptions = {
  db: Db;
  /** Enables /_dev/* (test controls and fault injection). */
  dev: boolean;
  now?: () => Date;
  imagesDir?: string;
  logError?: (error: unknown) => void;
  /** Kitchen step in ms (0 = by hand only); default ORDERING_API_KITCHEN_STEP_MS or 60000. */
  kitchenStepMs?: number;
  /** Allowed payment returnUrl origins; default ORDERING_API_RETURN_ORIGINS or loopback only. */
  returnOrigins?: string | ReturnOrigin[];
  /** Accounts: appUrl (mail links), scrypt cost, rateLimits, trustProxy; default from the environment. */
  identity?: Partial<IdentityConfig>;
  /**
   * How answers are written (src/wire.ts): `shape` ('default' | 'spec' | 'aspnet') and the single
   * switches dayNames, orderStatusOnly, priceUnit, historyArray, regionTags, numericOrderIds,
   * specFieldsOnly, extraFields, aspNetDialect; default from the environment (the default shape).
   */
  wire?: WireOptions;
  /** Shorthand for `wire.shape` ('spec': every switch SPEC.md alone implies; 'aspnet': an ASP.NET Core API); `wire.shape` wins. */
  shape?: WireShape;
};

export function createApp(options: CreateAppOptions): Hono<AppEnv> {
  const deps: AppDeps = {
    db: options.db,
    dev: options.dev,
    now: options.now ?? (() => new Date()),
    imagesDir: options.imagesDir ?? IMAGES_DIR,
    wire: resolveWireConfig({ ...options.wire, shape: options.wire?.shape ?? options.shape }),
  };
  const identity = resolveIdentityConfig(options.identity);
  // The order and kitchen routes tell slot holders apart by the client's address, as the account routes do.
  const orderDeps: OrderDeps & HolderDeps = { ...deps, config: resolveOrderConfig(options), faults: new IntegrationFaults(), identity };
  const accountDeps: AccountDeps = { ...orderDeps, identity, limiter: new RateLimiter() };
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

  // An API written in ASP.NET Core writes every answer in its own dialect (src/aspnet.ts).
  if (deps.wire.aspNetDialect) app.use('*', aspNetDialect());

  if (deps.dev) {
    const faults = new FaultInjector();
    app.use('*', faultMiddleware(faults));
    app.route('/_dev', kitchenDevRoutes(orderDeps));
    app.route('/_dev', orderDevRoutes(orderDeps)); // before devRoutes, which ends in a catch-all 404
    app.route('/_dev', identityDevRoutes(accountDeps.limiter));
    app.route('/_dev', devRoutes(deps, faults));
  }

  app.route('/api/settings', settingsRoutes(deps));
  app.route('/api/cultures', cultureRoutes(deps));
  app.route('/api/shops', shopRoutes(deps));
  app.route('/api/shops', menuRoutes(deps));
  app.route('/api/shops', deliverySpotRoutes(deps));
  if (kitchenEnabled(deps)) app.route('/api/shops', kitchenRoutes(orderDeps));
  app.route('/api/images', imageRoutes(deps));
  app.route('/api/order', orderRoutes(orderDeps));
  app.route('/api/identity', identityRoutes(accountDeps));
  app.route('/api/user', userRoutes(accountDeps));
  app.route('/api/campaigns', campaignRoutes(deps));
  app.route('/_provider', providerRoutes(deps));

  app.notFound(() => notFound());
  app.onError((error) => toProblem(error));
  return app;
}
