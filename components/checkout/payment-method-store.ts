'use client';

import { useSyncExternalStore } from 'react';

import { createLocalStore } from '@/lib/client/local-store';
import { PAYMENT_METHODS, type PaymentMethod } from '@/lib/domain/orders/order';
import { nullable, oneOf } from '@/lib/domain/validate';

/** The method of the guest's last payment, kept in this browser only: the next checkout starts with it (null: none yet). */
const lastMethodStore = createLocalStore<PaymentMethod | null>('ordering.paymentMethod', nullable(oneOf(PAYMENT_METHODS)), null);

export const useLastPaymentMethod = () => useSyncExternalStore(lastMethodStore.subscribe, lastMethodStore.get, lastMethodStore.getServerSnapshot);
export const rememberPaymentMethod = (method: PaymentMethod) => lastMethodStore.set(method);
/** The method the guest last left for the provider with (a failed attempt is tried again with it). */
export const lastPaymentMethod = (): PaymentMethod | null => lastMethodStore.get();
