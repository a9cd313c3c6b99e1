import 'server-only';

const MINUTE = 60;

/** Cache tags for shared (anonymous) upstream data; one union so a typo cannot compile. */
export type CacheTag = 'settings' | 'shops' | `shop:${number}` | `menu:${number}` | `spots:${number}` | 'cultures';

export const tag = {
  settings: 'settings',
  shops: 'shops',
  shop: (id: number) => `shop:${id}`,
  menu: (id: number) => `menu:${id}`,
  spots: (id: number) => `spots:${id}`,
  cultures: 'cultures',
} as const satisfies Record<string, CacheTag | ((id: number) => CacheTag)>;

export const TTL = {
  settings: 5 * MINUTE,
  shops: 1 * MINUTE,
  menu: 5 * MINUTE,
  cultures: 60 * MINUTE,
  offers: 5 * MINUTE,
} as const;
