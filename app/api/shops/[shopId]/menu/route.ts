import { parseShopId } from '@/lib/http/params';
import { PUBLIC_CACHE, toErrorResponse } from '@/lib/http/problem';
import { requestLocale } from '@/lib/http/request-locale';
import { loadMenu } from '@/lib/services/catalog';

export async function GET(request: Request, ctx: RouteContext<'/api/shops/[shopId]/menu'>) {
  try {
    const shopId = parseShopId((await ctx.params).shopId);
    const menu = await loadMenu(shopId, requestLocale(request));
    return Response.json(menu, { headers: { 'cache-control': PUBLIC_CACHE, vary: 'Cookie, Accept-Language' } });
  } catch (error) {
    return toErrorResponse(error, '/api/shops/[shopId]/menu');
  }
}
