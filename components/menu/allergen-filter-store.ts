'use client';

import { useSyncExternalStore } from 'react';

import { createLocalStore } from '@/lib/client/local-store';

const MAX_ALLERGENS = 14;

/**
 * The saved list, checked here in one line: the filter is read on the menu's first paint, where
 * the validation library (lib/domain/validate.ts, for every other saved state) would add 1.9 kB.
 */
const savedAllergens = {
  safeParse: (value: unknown) =>
    Array.isArray(value) && value.length <= MAX_ALLERGENS && value.every((a) => typeof a === 'string' && a.length <= 30)
      ? { success: true as const, data: value as string[] }
      : { success: false as const },
};

/** The allergens a guest wants to avoid, kept across pages and visits. */
export const allergenFilterStore = createLocalStore<string[]>('ordering.allergenFilter', savedAllergens, []);

export const useExcludedAllergens = () =>
  useSyncExternalStore(allergenFilterStore.subscribe, allergenFilterStore.get, allergenFilterStore.getServerSnapshot);
