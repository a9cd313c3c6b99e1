'use client';

import { useSyncExternalStore } from 'react';
import * as z from 'zod/mini';

import { createLocalStore } from '@/lib/client/local-store';

/** The allergens a guest wants to avoid, kept across pages and visits. */
export const allergenFilterStore = createLocalStore('ordering.allergenFilter', z.array(z.string().check(z.maxLength(30))).check(z.maxLength(14)), []);

export const useExcludedAllergens = () =>
  useSyncExternalStore(allergenFilterStore.subscribe, allergenFilterStore.get, allergenFilterStore.getServerSnapshot);
