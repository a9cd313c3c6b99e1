'use client';

import { useSyncExternalStore } from 'react';

import { createLocalStore } from '@/lib/client/local-store';
import { array, object, string } from '@/lib/domain/validate';

/**
 * The pickup numbers of this device's orders, so the orders list names each order as its status
 * card does ("Order 1007"): written when a paid order comes back and whenever its page reads it.
 * The newest 50 are kept, as many as the tracked orders.
 */
const MAX_NUMBERS = 50;
const numbersSchema = array(object({ id: string(64, 1), number: string(12, 1) }), MAX_NUMBERS);
type OrderNumbers = Array<{ id: string; number: string }>;

export const orderNumbersStore = createLocalStore<OrderNumbers>('ordering.orderNumbers', numbersSchema, []);
export const useOrderNumbers = () => useSyncExternalStore(orderNumbersStore.subscribe, orderNumbersStore.get, orderNumbersStore.getServerSnapshot);

/** Remembers an order's pickup number (an order without one changes nothing). */
export function rememberOrderNumber(order: { orderId: string; pickupNumber?: string }) {
  const { orderId, pickupNumber } = order;
  if (!pickupNumber) return;
  orderNumbersStore.set((numbers) =>
    numbers.some((n) => n.id === orderId && n.number === pickupNumber)
      ? numbers
      : [...numbers.filter((n) => n.id !== orderId), { id: orderId, number: pickupNumber }].slice(-MAX_NUMBERS),
  );
}
