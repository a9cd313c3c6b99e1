'use client';

import { useSyncExternalStore } from 'react';
import * as z from 'zod/mini';

import { createLocalStore } from '@/lib/client/local-store';
import { basketSchema, EMPTY_BASKET } from '@/lib/domain/basket/basket';

export const basketStore = createLocalStore('ordering.basket', basketSchema, EMPTY_BASKET);
export const shopStore = createLocalStore('ordering.shop', z.nullable(z.int().check(z.positive())), null);

export const useBasket = () => useSyncExternalStore(basketStore.subscribe, basketStore.get, basketStore.getServerSnapshot);
