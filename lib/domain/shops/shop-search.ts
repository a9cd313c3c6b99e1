export type SearchableShop = {
  id: number;
  name: string;
  description: string | null;
  address1: string | null;
  city: string | null;
};

/** Shop search: case-insensitive and trimmed; matches the name, description, first address line or city. */
export function filterShops<T extends SearchableShop>(shops: readonly T[], query: string, locale = 'sv'): T[] {
  const needle = query.trim().toLocaleLowerCase(locale);
  if (!needle) return [...shops];
  return shops.filter((shop) =>
    [shop.name, shop.description, shop.address1, shop.city].some((field) =>
      field?.toLocaleLowerCase(locale).includes(needle),
    ),
  );
}

/**
 * Shop order: by `standing` first (lower first: open now, then the ones that give no hours, then
 * closed, paused, offline and coming soon, as the shop list ranks them; true counts as 0, false
 * as 1); within each, favourite shops first, then nearest; shops without a distance keep their
 * order, last.
 */
export function sortShops<T extends { id: number }>(
  shops: readonly T[],
  favoriteIds: ReadonlySet<number>,
  distances: ReadonlyMap<number, number>,
  standing: (shop: T) => boolean | number = () => 0,
): T[] {
  const rank = (shop: T) => (favoriteIds.has(shop.id) ? 0 : 1);
  const place = (value: boolean | number) => (typeof value === 'number' ? value : value ? 0 : 1);
  const open = new Map(shops.map((shop) => [shop.id, place(standing(shop))]));
  return shops
    .map((shop, index) => ({ shop, index }))
    .sort((a, b) => {
      const byOpen = (open.get(a.shop.id) ?? 1) - (open.get(b.shop.id) ?? 1);
      if (byOpen) return byOpen;
      const byFavorite = rank(a.shop) - rank(b.shop);
      if (byFavorite) return byFavorite;
      const da = distances.get(a.shop.id) ?? Number.POSITIVE_INFINITY;
      const db = distances.get(b.shop.id) ?? Number.POSITIVE_INFINITY;
      if (da !== db) return da - db;
      return a.index - b.index;
    })
    .map(({ shop }) => shop);
}

export const SHOPS_PAGE_SIZE = 6;
