import { Hono } from 'hono';

import { deliverySpotListSchema } from '../../../lib/upstream/schemas/index.ts';
import type { AppDeps, AppEnv } from '../context.ts';
import { contractJson } from '../http.ts';
import { listDeliverySpots } from '../repo/delivery-spots.ts';
import { resolveShop } from './shops.ts';

export function deliverySpotRoutes(deps: AppDeps): Hono<AppEnv> {
  const app = new Hono<AppEnv>();
  app.get('/:id/delivery-spots', (c) => {
    const found = resolveShop(deps, c.req.param('id'));
    return found instanceof Response ? found : contractJson(deliverySpotListSchema, listDeliverySpots(deps.db, found.shop.id));
  });
  return app;
}
