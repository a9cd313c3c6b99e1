import { parseShopId } from '@/lib/http/params';
import { PUBLIC_CACHE } from '@/lib/http/problem';
import { localeVary, requestLocale } from '@/lib/http/request-locale';
import { route } from '@/lib/http/route';
import { loadMenu } from '@/lib/services/catalog';

/** The menu is in the visitor's language: the calling page's, else the cookie's or Accept-Language's (lib/http/request-locale.ts). */
export const GET = route({}, async (request, ctx: RouteContext<'/api/shops/[shopId]/menu'>) => {
  const shopId = parseShopId((await ctx.params).shopId);
  const menu = await loadMenu(shopId, requestLocale(request));
  return Response.json(menu, { headers: { 'cache-control': PUBLIC_CACHE, vary: localeVary(request) } });
});
