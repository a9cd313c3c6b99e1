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
 * Shop order: shops open now before closed, paused, offline and coming-soon ones (when `isOpen`
 * is given); within each, favourite shops first, then nearest; shops without a distance keep
 * their order, last.
 */
export function sortShops<T extends { id: number }>(
  shops: readonly T[],
  favoriteIds: ReadonlySet<number>,
  distances: ReadonlyMap<number, number>,
  isOpen: (shop: T) => boolean = () => true,
): T[] {
  const rank = (shop: T) => (favoriteIds.has(shop.id) ? 0 : 1);
  const open = new Map(shops.map((shop) => [shop.id, isOpen(shop) ? 0 : 1]));
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
