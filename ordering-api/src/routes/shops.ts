import { Hono } from 'hono';

import type { Shop, UpstreamShop } from '../../../lib/upstream/schemas/index.ts';
import { DAY_OF_WEEK_NAMES, shopListSchema, shopSchema } from '../../../lib/upstream/schemas/index.ts';
import type { AppDeps, AppEnv } from '../context.ts';
import { contractJson, invalidShopId, parseShopId, shopNotFound } from '../http.ts';
import type { ShopRecord } from '../repo/shops.ts';
import { findShop, listShops } from '../repo/shops.ts';

/** Resolves :id to a visible shop, or the problem response to send. */
export function resolveShop(deps: AppDeps, raw: string): ShopRecord | Response {
  const id = parseShopId(raw);
  if (id === null) return invalidShopId();
  return findShop(deps.db, id) ?? shopNotFound();
}

export function shopRoutes(deps: AppDeps): Hono<AppEnv> {
  const app = new Hono<AppEnv>();
  /** With dayNames, each day of the opening hours as .NET's JsonStringEnumConverter writes it ("Monday"). */
  const sent = (shop: Shop): UpstreamShop =>
    deps.wire.dayNames ? { ...shop, openingHours: shop.openingHours.map((h) => ({ ...h, dayOfWeek: DAY_OF_WEEK_NAMES[h.dayOfWeek]! })) } : shop;
  app.get('/', () => contractJson(shopListSchema, listShops(deps.db).map((r) => sent(r.shop))));
  app.get('/:id', (c) => {
    const found = resolveShop(deps, c.req.param('id'));
    return found instanceof Response ? found : contractJson(shopSchema, sent(found.shop));
  });
  return app;
}
