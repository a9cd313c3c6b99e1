/**
 * Kitchen-aware pickup times (an optional capability of the contract, lib/upstream/schemas/kitchen.ts):
 * a basket's quote (slots with their load, the ASAP range) and slot holds. A hold counts against
 * its holder's budget of minutes (the client's address, and the guest's X-CustomerCode when the
 * app sends it). Mounted only when the capability is on (kitchen/service.ts, `kitchenEnabled`).
 */
import { Hono } from 'hono';

import { slotHoldRequestSchema, slotHoldSchema, slotQuoteRequestSchema, slotQuoteSchema } from '../../../lib/upstream/schemas/index.ts';
import type { AppEnv } from '../context.ts';
import { inTransaction } from '../db/database.ts';
import { contractJson, noContent, notFound, readJsonBody, requestProblem } from '../http.ts';
import type { HolderDeps } from '../kitchen/service.ts';
import { holderOfRequest, holdLimit, planOrder, quoteSlots, slotFull, tooLargeForSlotProblem } from '../kitchen/service.ts';
import { findHold, releaseHold, takeHold } from '../kitchen/store.ts';
import type { OrderDeps } from '../orders/service.ts';
import { shopRefusal } from '../orders/service.ts';
import { resolveShop } from './shops.ts';

const MAX_BODY_CHARS = 32 * 1024;

export function kitchenRoutes(deps: OrderDeps & HolderDeps): Hono<AppEnv> {
  const { db } = deps;
  const app = new Hono<AppEnv>();

  app.post('/:id/slots/quote', async (c) => {
    const found = resolveShop(deps, c.req.param('id'));
    if (found instanceof Response) return found;
    const body = await readJsonBody(c.req.raw, MAX_BODY_CHARS);
    if (!body.ok) return body.response;
    const parsed = slotQuoteRequestSchema.safeParse(body.value);
    if (!parsed.success) return requestProblem(parsed.error, body.value);
    const quote = inTransaction(db, () => quoteSlots(db, found, parsed.data.items, deps.now()));
    return contractJson(slotQuoteSchema, quote);
  });

  app.post('/:id/slots/hold', async (c) => {
    const found = resolveShop(deps, c.req.param('id'));
    if (found instanceof Response) return found;
    const body = await readJsonBody(c.req.raw, MAX_BODY_CHARS);
    if (!body.ok) return body.response;
    const parsed = slotHoldRequestSchema.safeParse(body.value);
    if (!parsed.success) return requestProblem(parsed.error, body.value, { pickupTime: 'shop-error-invalid-date-time' });
    // Nothing is awaited from here: the check and the hold are one transaction.
    const now = deps.now();
    const pickup = new Date(parsed.data.pickupTime);
    const refusal = shopRefusal(found, false, pickup, now);
    if (refusal) return refusal;
    const holder = holderOfRequest(c, deps);
    return inTransaction(db, () => {
      const planned = planOrder(db, found, parsed.data.items, false, pickup, now);
      if (!planned.ok) return planned.response;
      const { settings, load, slot } = planned.plan;
      const taken = takeHold(db, { record: found, settings, load, slot, now, holder });
      if (taken.kind === 'full') return slotFull(taken.nextSlots);
      if (taken.kind === 'tooLarge') return tooLargeForSlotProblem(load, settings);
      // A basket beyond its holder's budget is not held; the order is still taken (and holds nothing).
      if (taken.kind === 'unheld') return holdLimit();
      const { hold } = taken;
      return contractJson(slotHoldSchema, { holdId: hold.id, slotStart: hold.slot_start, load: hold.load, expiresAt: hold.expires_at }, 201);
    });
  });

  // The guest left checkout: the hold is given back at once.
  app.delete('/:id/slots/hold/:holdId', (c) => {
    const found = resolveShop(deps, c.req.param('id'));
    if (found instanceof Response) return found;
    const hold = findHold(db, c.req.param('holdId'));
    if (!hold || hold.shop_id !== found.shop.id || hold.order_id !== null) return notFound();
    releaseHold(db, hold.id, 'left', deps.now());
    return noContent();
  });

  return app;
}
