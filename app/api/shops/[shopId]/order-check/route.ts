import { parseBody } from '@/lib/http/json-body';
import { parseShopId } from '@/lib/http/params';
import { route } from '@/lib/http/route';
import { askShopTakesOrder, checkoutInputSchema } from '@/lib/services/orders';

const bodySchema = checkoutInputSchema.pick({ orderType: true, spotId: true, items: true });

/**
 * Checkout's first question at a shop that gives no opening hours: does the restaurant take this
 * basket now? `{ refusal: null }` when it does or cannot tell; else the refusal's code and the next
 * time it takes an order, when it says. Personal (it prices the guest's basket): never cached.
 */
export const POST = route({ personal: true }, async (request, ctx: RouteContext<'/api/shops/[shopId]/order-check'>) => {
  const shopId = parseShopId((await ctx.params).shopId);
  const body = await parseBody(request, bodySchema);
  return Response.json({ refusal: await askShopTakesOrder({ shopId, ...body }) });
});
