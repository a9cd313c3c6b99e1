import 'server-only';

import { tag, TTL } from './cache';
import { upstream } from './client';
import { offersSchema } from './schemas/index.ts';

/** The restaurant's offers, for one shop or (null) all of them; shared data, so cached. */
export const listOffers = (shopId: number | null) =>
  upstream(`/api/campaigns${shopId ? `?shopId=${shopId}` : ''}`, { schema: offersSchema, revalidate: TTL.offers, tags: [tag.shops] });
