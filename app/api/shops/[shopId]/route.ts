import { parseShopId } from '@/lib/http/params';
import { PUBLIC_CACHE, toErrorResponse } from '@/lib/http/problem';
import { loadShop } from '@/lib/services/catalog';

export async function GET(_request: Request, ctx: RouteContext<'/api/shops/[shopId]'>) {
  try {
    const shopId = parseShopId((await ctx.params).shopId);
    return Response.json(await loadShop(shopId), { headers: { 'cache-control': PUBLIC_CACHE } });
  } catch (error) {
    return toErrorResponse(error, '/api/shops/[shopId]');
  }
}
