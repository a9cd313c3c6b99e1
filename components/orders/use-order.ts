'use client';

import useSWR, { mutate, type SWRConfiguration } from 'swr';

import { api, bff } from '@/lib/client/api';
import type { OrderView } from '@/lib/domain/orders/order';

/** One order through the BFF, keyed by its API path. */
export const useOrder = (orderId: string, options: SWRConfiguration<OrderView>) =>
  useSWR(api.order(orderId), () => bff.order(orderId), options);

/** The order a create or confirm call already answered: the next page shows it without asking again. */
export const seedOrder = (order: OrderView) => mutate(api.order(order.orderId), order, { revalidate: false });
