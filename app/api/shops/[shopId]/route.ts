import { shopTimeZone } from '@/lib/domain/shops/time-zone';
import { parseShopId } from '@/lib/http/params';
import { PUBLIC_CACHE } from '@/lib/http/problem';
import { route } from '@/lib/http/route';
import { loadShop } from '@/lib/services/catalog';

/**
 * One shop as the restaurant describes it, with `timeZone` the zone its clock is read in (its own,
 * else its country's, else its coordinates', else the deployment's): the order page shows the
 * order's times on the shop's clock, not the phone's.
 */
export const GET = route({}, async (_request, ctx: RouteContext<'/api/shops/[shopId]'>) => {
  const shopId = parseShopId((await ctx.params).shopId);
  const shop = await loadShop(shopId);
  return Response.json({ ...shop, timeZone: shopTimeZone(shop) }, { headers: { 'cache-control': PUBLIC_CACHE } });
});
