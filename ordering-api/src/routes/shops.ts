import { Hono } from 'hono';

import { shopListSchema, shopSchema } from '../../../lib/upstream/schemas/index.ts';
import type { AppDeps, AppEnv } from '../context.ts';
import { contractJson, invalidShopId, parseShopId, shopNotFound } from '../http.ts';
import type { ShopRecord } from '../repo/shops.ts';
import { findShop, listShops } from '../repo/shops.ts';
import { wireShop } from '../wire.ts';

/** Resolves :id to a visible shop, or the problem response to send. */
export function resolveShop(deps: AppDeps, raw: string): ShopRecord | Response {
  const id = parseShopId(raw);
  if (id === null) return invalidShopId();
  return findShop(deps.db, id) ?? shopNotFound();
}

export function shopRoutes(deps: AppDeps): Hono<AppEnv> {
  const app = new Hono<AppEnv>();
  app.get('/', () => contractJson(shopListSchema, listShops(deps.db).map((r) => r.shop), 200, (shops) => shops.map((s) => wireShop(deps.wire, s))));
  app.get('/:id', (c) => {
    const found = resolveShop(deps, c.req.param('id'));
    return found instanceof Response ? found : contractJson(shopSchema, found.shop, 200, (shop) => wireShop(deps.wire, shop));
  });
  return app;
}
