import { parseShopId } from '@/lib/http/params';
import { PUBLIC_CACHE } from '@/lib/http/problem';
import { route } from '@/lib/http/route';
import { loadShop } from '@/lib/services/catalog';

export const GET = route({}, async (_request, ctx: RouteContext<'/api/shops/[shopId]'>) => {
  const shopId = parseShopId((await ctx.params).shopId);
  return Response.json(await loadShop(shopId), { headers: { 'cache-control': PUBLIC_CACHE } });
});
