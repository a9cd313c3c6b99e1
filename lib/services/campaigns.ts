import 'server-only';

import { cache } from 'react';

import { listOffers } from '@/lib/upstream/campaigns';

/** The restaurant's offers, for one shop or (null) all shops, described in the visitor's language. */
export const loadOffers = cache(listOffers);
