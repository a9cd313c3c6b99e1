import { z } from 'zod';

import { parseBody } from '@/lib/http/json-body';
import { parseShopId } from '@/lib/http/params';
import { route } from '@/lib/http/route';
import { quoteCheckout } from '@/lib/services/kitchen';
import { kitchenItemsSchema } from '@/lib/upstream/schemas/index.ts';

const bodySchema = z.object({ items: kitchenItemsSchema });

/**
 * The kitchen's word on the basket at checkout: slots with their state and the ASAP range, or
 * `{ kitchen: null }` when the restaurant does not offer it. It changes by the minute: never cached.
 */
export const POST = route({ personal: true }, async (request, ctx: RouteContext<'/api/shops/[shopId]/slots'>) => {
  const shopId = parseShopId((await ctx.params).shopId);
  const { items } = await parseBody(request, bodySchema);
  return Response.json({ kitchen: await quoteCheckout(shopId, items) });
});
