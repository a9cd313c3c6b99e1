import { Hono } from 'hono';

import { menuSchema } from '../../../lib/upstream/schemas/index.ts';
import type { AppDeps, AppEnv } from '../context.ts';
import { contractJson } from '../http.ts';
import { getShopMenu } from '../repo/menu.ts';
import { resolveShop } from './shops.ts';

export function menuRoutes(deps: AppDeps): Hono<AppEnv> {
  const app = new Hono<AppEnv>();
  app.get('/:id/menu', (c) => {
    const found = resolveShop(deps, c.req.param('id'));
    return found instanceof Response ? found : contractJson(menuSchema, getShopMenu(deps.db, found));
  });
  return app;
}
