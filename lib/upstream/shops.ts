import 'server-only';

import { z } from 'zod';

import { tag, TTL } from './cache';
import { seg, upstream } from './client';
import { tolerantShopSchema } from './read-shop.ts';
import { DAY_OF_WEEK_NAMES, type DayOfWeekName, MAX_SHOPS, type Shop, type UpstreamShop } from './schemas/index.ts';

/** The day's number (0 = Sunday), whether the upstream wrote the number or the English name. */
export const dayNumber = (day: number | DayOfWeekName): number => (typeof day === 'number' ? day : DAY_OF_WEEK_NAMES.indexOf(day));

/** The shop as the app reads it: every opening-hours day by its number. */
const toShop = (shop: UpstreamShop): Shop => ({
  ...shop,
  openingHours: shop.openingHours.map((h) => ({ ...h, dayOfWeek: dayNumber(h.dayOfWeek) })),
});

/** The list as a list; each entry is parsed on its own. */
const shopEntriesSchema = z.array(z.unknown()).max(MAX_SHOPS);

/** Names a shop in a log line by its id (or its place in the list), never by anything else it holds. */
function shopLabel(entry: unknown, index: number): string {
  const id = (entry as { id?: unknown } | null)?.id;
  return Number.isSafeInteger(id) ? `shop ${String(id)}` : `the shop at index ${index}`;
}

/**
 * Every shop that matches the contract. A shop that does not is left out and logged once (its
 * id and the fields that failed), so one bad field hides that shop only, never the whole list.
 */
export async function listShops(): Promise<Shop[]> {
  const entries = await upstream('/api/shops', { schema: shopEntriesSchema, tags: [tag.shops], revalidate: TTL.shops });
  return entries.flatMap((entry, index) => {
    const parsed = tolerantShopSchema.safeParse(entry);
    if (parsed.success) return [toShop(parsed.data)];
    const fields = [...new Set(parsed.error.issues.map((i) => i.path.join('.') || '(the shop itself)'))].slice(0, 5).join(', ');
    console.warn(`[bff] /api/shops: ${shopLabel(entry, index)} left out, it does not match the contract (${fields})`);
    return [];
  });
}

export const getShop = async (shopId: number): Promise<Shop> =>
  toShop(await upstream(`/api/shops/${seg(shopId)}`, { schema: tolerantShopSchema, tags: [tag.shops, tag.shop(shopId)], revalidate: TTL.shops }));
