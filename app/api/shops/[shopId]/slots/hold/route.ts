import { z } from 'zod';

import { parseBody } from '@/lib/http/json-body';
import { parseShopId } from '@/lib/http/params';
import { route } from '@/lib/http/route';
import { holdCheckoutSlot } from '@/lib/services/kitchen';
import { kitchenItemsSchema, slotHoldSchema } from '@/lib/upstream/schemas/index.ts';

const bodySchema = z.object({
  pickupTime: z.iso.datetime({ offset: true }),
  items: kitchenItemsSchema,
  previous: slotHoldSchema.shape.holdId.optional(),
});

/**
 * The guest chose a pickup time: the kitchen holds it for this basket (`{ hold: null }` when the
 * restaurant does not hold times); SLOT_FULL with the next free times when it has no room.
 */
export const POST = route({ personal: true }, async (request, ctx: RouteContext<'/api/shops/[shopId]/slots/hold'>) => {
  const shopId = parseShopId((await ctx.params).shopId);
  const { pickupTime, items, previous } = await parseBody(request, bodySchema);
  return Response.json({ hold: await holdCheckoutSlot(shopId, pickupTime, items, previous) });
});
