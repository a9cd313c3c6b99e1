import 'server-only';

import { tag, TTL } from './cache';
import { seg, upstream } from './client';
import { shopListSchema, shopSchema } from './schemas/index.ts';

export const listShops = () =>
  upstream('/api/shops', { schema: shopListSchema, tags: [tag.shops], revalidate: TTL.shops });

export const getShop = (shopId: number) =>
  upstream(`/api/shops/${seg(shopId)}`, { schema: shopSchema, tags: [tag.shops, tag.shop(shopId)], revalidate: TTL.shops });
