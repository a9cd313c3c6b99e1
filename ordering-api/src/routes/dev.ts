import { Hono } from 'hono';
import { z } from 'zod';

import { openingHoursSchema, serviceStyleSchema, settingsSchema, shopSchema, shopStatusSchema } from '../../../lib/upstream/schemas/index.ts';
import type { AppDeps, AppEnv } from '../context.ts';
import type { FaultInjector } from '../fault.ts';
import { faultRequestSchema } from '../fault.ts';
import { contractJson, invalidParameter, invalidShopId, noContent, parseShopId, problem, readJson, shopNotFound } from '../http.ts';
import { setShopArticleAvailability } from '../repo/menu.ts';
import { getSettings, setService } from '../repo/settings.ts';
import { findShop, listShops, setOpeningHours, setVisibleShops, updateShopState } from '../repo/shops.ts';

const visibilitySchema = z.object({ visibleIds: z.array(z.number().int().positive()).max(1000).nullable() });
const shopPatchSchema = z
  .object({ status: shopStatusSchema.optional(), openForBusiness: z.boolean().optional() })
  .strict();
const servicePatchSchema = z.object({ service: serviceStyleSchema.nullable() }).strict();
const availabilitySchema = z.object({ available: z.boolean().nullable() }).strict();
const openingHoursPatchSchema = z
  .object({ openingHours: z.array(openingHoursSchema.extend({ dayOfWeek: z.number().int().min(0).max(6) }).strict()).max(50) })
  .strict();

/** Test controls; mounted only when the app runs with dev: true. */
export function devRoutes(deps: AppDeps, faults: FaultInjector): Hono<AppEnv> {
  const app = new Hono<AppEnv>();

  app.get('/health', (c) => c.json({ ok: true }));

  app.post('/shops/visibility', async (c) => {
    const parsed = visibilitySchema.safeParse(await readJson(c.req.raw));
    if (!parsed.success) return invalidParameter(parsed.error.issues);
    setVisibleShops(deps.db, parsed.data.visibleIds);
    return c.json({ visibleIds: listShops(deps.db).map((r) => r.shop.id) });
  });

  app.patch('/shops/:id', async (c) => {
    const id = parseShopId(c.req.param('id'));
    if (id === null) return invalidShopId();
    const parsed = shopPatchSchema.safeParse(await readJson(c.req.raw));
    if (!parsed.success) return invalidParameter(parsed.error.issues);
    if (!updateShopState(deps.db, id, parsed.data)) return shopNotFound();
    const record = findShop(deps.db, id, { includeHidden: true });
    return record ? contractJson(shopSchema, record.shop) : shopNotFound();
  });

  // The restaurant changes a shop's opening hours (days 0-6, Sunday first; local times).
  app.put('/shops/:id/opening-hours', async (c) => {
    const id = parseShopId(c.req.param('id'));
    if (id === null) return invalidShopId();
    const parsed = openingHoursPatchSchema.safeParse(await readJson(c.req.raw));
    if (!parsed.success) return invalidParameter(parsed.error.issues);
    if (!setOpeningHours(deps.db, id, parsed.data.openingHours)) return shopNotFound();
    const record = findShop(deps.db, id, { includeHidden: true });
    return record ? contractJson(shopSchema, record.shop) : shopNotFound();
  });

  // The restaurant's service changes (table service, counter pickup, or not said).
  app.put('/settings/service', async (c) => {
    const parsed = servicePatchSchema.safeParse(await readJson(c.req.raw));
    if (!parsed.success) return invalidParameter(parsed.error.issues);
    setService(deps.db, parsed.data.service);
    return contractJson(settingsSchema, getSettings(deps.db));
  });

  // A menu change: an article sold out (or back) at one shop; null restores the article's default.
  app.put('/shops/:id/articles/:code/availability', async (c) => {
    const id = parseShopId(c.req.param('id'));
    if (id === null) return invalidShopId();
    const parsed = availabilitySchema.safeParse(await readJson(c.req.raw));
    if (!parsed.success) return invalidParameter(parsed.error.issues);
    if (!setShopArticleAvailability(deps.db, id, c.req.param('code'), parsed.data.available)) {
      return problem(404, 'not-found', 'Unknown shop or article.');
    }
    return c.json({ shopId: id, code: c.req.param('code'), available: parsed.data.available });
  });

  app.get('/fault', (c) => c.json({ fault: faults.current() }));
  app.post('/fault', async (c) => {
    const parsed = faultRequestSchema.safeParse(await readJson(c.req.raw));
    if (!parsed.success) return invalidParameter(parsed.error.issues);
    return c.json({ fault: faults.set(parsed.data) });
  });
  app.delete('/fault', () => {
    faults.clear();
    return noContent();
  });

  app.all('*', () => problem(404, 'not-found', 'Unknown dev endpoint.'));
  return app;
}
