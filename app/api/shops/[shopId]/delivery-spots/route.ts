import { parseShopId } from '@/lib/http/params';
import { PUBLIC_CACHE, toErrorResponse } from '@/lib/http/problem';
import { loadDeliverySpots } from '@/lib/services/catalog';

export async function GET(_request: Request, ctx: RouteContext<'/api/shops/[shopId]/delivery-spots'>) {
  try {
    const shopId = parseShopId((await ctx.params).shopId);
    return Response.json(await loadDeliverySpots(shopId), { headers: { 'cache-control': PUBLIC_CACHE } });
  } catch (error) {
    return toErrorResponse(error, '/api/shops/[shopId]/delivery-spots');
  }
}
