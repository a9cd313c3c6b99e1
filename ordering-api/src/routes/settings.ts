import { Hono } from 'hono';

import { settingsSchema } from '../../../lib/upstream/schemas/index.ts';
import type { AppDeps, AppEnv } from '../context.ts';
import { designStylesheet } from '../design.ts';
import { contractJson } from '../http.ts';
import { getSettings } from '../repo/settings.ts';

export function settingsRoutes({ db }: AppDeps): Hono<AppEnv> {
  const app = new Hono<AppEnv>();
  app.get('/', () => contractJson(settingsSchema, getSettings(db)));
  app.get('/design', () =>
    new Response(designStylesheet(), {
      headers: { 'Content-Type': 'text/css; charset=utf-8', 'Cache-Control': 'public, max-age=300' },
    }),
  );
  return app;
}
