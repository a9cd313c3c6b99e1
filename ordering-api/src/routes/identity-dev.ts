import { Hono } from 'hono';

import type { RateLimiter } from '../accounts/rate-limit.ts';
import type { AppEnv } from '../context.ts';
import { noContent } from '../http.ts';

/** Dev controls for accounts (mounted under /_dev only with dev: true). */
export function identityDevRoutes(limiter: RateLimiter): Hono<AppEnv> {
  const app = new Hono<AppEnv>();
  app.delete('/rate-limits', () => {
    limiter.clear();
    return noContent();
  });
  return app;
}
