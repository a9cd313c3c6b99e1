import 'server-only';

import { tag, TTL } from './cache';
import { upstream } from './client';
import { offersSchema } from './schemas/index.ts';

/**
 * The restaurant's offers, for one shop or (null) all of them; shared data, so cached. The
 * restaurant writes each description in one language: the one asked for, as it does for menus.
 */
export const listOffers = (shopId: number | null, locale: string) =>
  upstream(`/api/campaigns${shopId ? `?shopId=${shopId}` : ''}`, { schema: offersSchema, locale, revalidate: TTL.offers, tags: [tag.shops] });
