import 'server-only';

import { tag, TTL } from './cache';
import { seg, upstream } from './client';
import { DAY_OF_WEEK_NAMES, type DayOfWeekName, type Shop, shopListSchema, shopSchema, type UpstreamShop } from './schemas/index.ts';

/** The day's number (0 = Sunday), whether the upstream wrote the number or the English name. */
export const dayNumber = (day: number | DayOfWeekName): number => (typeof day === 'number' ? day : DAY_OF_WEEK_NAMES.indexOf(day));

/** The shop as the app reads it: every opening-hours day by its number. */
const toShop = (shop: UpstreamShop): Shop => ({
  ...shop,
  openingHours: shop.openingHours.map((h) => ({ ...h, dayOfWeek: dayNumber(h.dayOfWeek) })),
});

export const listShops = async (): Promise<Shop[]> =>
  (await upstream('/api/shops', { schema: shopListSchema, tags: [tag.shops], revalidate: TTL.shops })).map(toShop);

export const getShop = async (shopId: number): Promise<Shop> =>
  toShop(await upstream(`/api/shops/${seg(shopId)}`, { schema: shopSchema, tags: [tag.shops, tag.shop(shopId)], revalidate: TTL.shops }));
