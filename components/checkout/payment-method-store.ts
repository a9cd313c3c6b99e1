'use client';

import { useSyncExternalStore } from 'react';

import { createLocalStore } from '@/lib/client/local-store';
import { PAYMENT_METHOD_CHOICES, type PaymentMethod } from '@/lib/domain/orders/order';
import { oneOf } from '@/lib/domain/validate';

/** The method of the guest's last payment, kept in this browser only: the next checkout starts with it. */
const lastMethodStore = createLocalStore<PaymentMethod>('ordering.paymentMethod', oneOf(PAYMENT_METHOD_CHOICES), 'card');

export const useLastPaymentMethod = () => useSyncExternalStore(lastMethodStore.subscribe, lastMethodStore.get, lastMethodStore.getServerSnapshot);
export const rememberPaymentMethod = (method: PaymentMethod) => lastMethodStore.set(method);
