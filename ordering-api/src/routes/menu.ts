import { Hono } from 'hono';

import { menuSchema } from '../../../lib/upstream/schemas/index.ts';
import type { AppDeps, AppEnv } from '../context.ts';
import { contractJson } from '../http.ts';
import { getShopMenu } from '../repo/menu.ts';
import { wireMenu } from '../wire.ts';
import { resolveShop } from './shops.ts';

export function menuRoutes(deps: AppDeps): Hono<AppEnv> {
  const app = new Hono<AppEnv>();
  app.get('/:id/menu', (c) => {
    const found = resolveShop(deps, c.req.param('id'));
    if (found instanceof Response) return found;
    return contractJson(menuSchema, getShopMenu(deps.db, found), 200, (menu) => wireMenu(deps.wire, menu, found.shop.id, found.currency));
  });
  return app;
}
