import { Hono } from 'hono';

import { deliverySpotListSchema } from '../../../lib/upstream/schemas/index.ts';
import type { AppDeps, AppEnv } from '../context.ts';
import { contractJson } from '../http.ts';
import { listDeliverySpots } from '../repo/delivery-spots.ts';
import { wireDeliverySpots } from '../wire.ts';
import { resolveShop } from './shops.ts';

export function deliverySpotRoutes(deps: AppDeps): Hono<AppEnv> {
  const app = new Hono<AppEnv>();
  app.get('/:id/delivery-spots', (c) => {
    const found = resolveShop(deps, c.req.param('id'));
    if (found instanceof Response) return found;
    return contractJson(deliverySpotListSchema, listDeliverySpots(deps.db, found.shop.id), 200, (spots) => wireDeliverySpots(deps.wire, spots));
  });
  return app;
}
