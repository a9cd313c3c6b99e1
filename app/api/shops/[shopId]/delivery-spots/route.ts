import { parseShopId } from '@/lib/http/params';
import { PUBLIC_CACHE } from '@/lib/http/problem';
import { route } from '@/lib/http/route';
import { loadDeliverySpots } from '@/lib/services/catalog';

export const GET = route({}, async (_request, ctx: RouteContext<'/api/shops/[shopId]/delivery-spots'>) => {
  const shopId = parseShopId((await ctx.params).shopId);
  return Response.json(await loadDeliverySpots(shopId), { headers: { 'cache-control': PUBLIC_CACHE } });
});
