'use client';

import { useSyncExternalStore } from 'react';

import { createLocalStore } from '@/lib/client/local-store';
import { EMPTY_TRACKING, trackingSchema } from '@/lib/domain/orders/tracking';

export const paidOrdersStore = createLocalStore('ordering.paidOrders', trackingSchema, EMPTY_TRACKING);
export const usePaidOrders = () => useSyncExternalStore(paidOrdersStore.subscribe, paidOrdersStore.get, paidOrdersStore.getServerSnapshot);
