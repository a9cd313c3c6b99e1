'use client';

import { useSyncExternalStore } from 'react';

import { createLocalStore } from '@/lib/client/local-store';
import { array, string } from '@/lib/domain/validate';

/** The allergens a guest wants to avoid, kept across pages and visits. */
export const allergenFilterStore = createLocalStore('ordering.allergenFilter', array(string(30), 14), []);

export const useExcludedAllergens = () =>
  useSyncExternalStore(allergenFilterStore.subscribe, allergenFilterStore.get, allergenFilterStore.getServerSnapshot);
