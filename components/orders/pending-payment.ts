'use client';

import * as z from 'zod/mini';

import { basketStore } from '@/components/basket/basket-store';
import { ApiProblem, newAttempt, postJson } from '@/components/checkout/api-client';
import { createLocalStore } from '@/lib/client/local-store';
import { clearBasket } from '@/lib/domain/basket/rules';
import { addPaidOrder } from '@/lib/domain/orders/tracking';

import { paidOrdersStore } from './paid-orders-store';

/** A payment the guest left for; if the tab closes on the provider's page, the next visit finishes it. */
const pendingSchema = z.nullable(
  z.object({
    orderId: z.string().check(z.maxLength(64)),
    paymentId: z.string().check(z.maxLength(64)),
    shopName: z.optional(z.string().check(z.maxLength(200))),
    startedAt: z.number(),
  }),
);
export const pendingPaymentStore = createLocalStore('ordering.pendingPayment', pendingSchema, null);

/** How long an unfinished payment is worth asking about again. */
const PENDING_FOR_MS = 60 * 60_000;

type Confirmed = { orderId: string; status: string; pickupTime: string; shopId: number };
export const isPaidStatus = (status: string) => status !== 'CalculatedPrice' && status !== 'Rollbacked';

/** The one place a successful payment lands: basket emptied, order tracked, pending cleared. */
export function recordPaid(order: Confirmed) {
  const shopName = pendingPaymentStore.get()?.shopName ?? basketStore.get().shopName ?? undefined;
  basketStore.set((b) => clearBasket(b, { withShop: false }));
  paidOrdersStore.set((s) => addPaidOrder(s, { orderId: order.orderId, pickupTime: order.pickupTime, shopId: order.shopId, shopName }));
  pendingPaymentStore.set(null);
  newAttempt();
}

export async function confirmPayment(orderId: string, paymentId: string, providerParameters: Record<string, string>): Promise<Confirmed> {
  const order = await postJson<Confirmed>(
    `/api/order/${encodeURIComponent(orderId)}/payment/${encodeURIComponent(paymentId)}/confirm`,
    { providerParameters },
  );
  if (isPaidStatus(order.status)) recordPaid(order);
  return order;
}

/** On any page load: a payment started in a tab that never came back is confirmed now. */
export async function resumePendingPayment(now = Date.now()): Promise<void> {
  const pending = pendingPaymentStore.get();
  if (!pending) return;
  if (now - pending.startedAt > PENDING_FOR_MS) {
    pendingPaymentStore.set(null);
    return;
  }
  try {
    const order = await confirmPayment(pending.orderId, pending.paymentId, {});
    if (!isPaidStatus(order.status)) pendingPaymentStore.set(null); // declined or cancelled: nothing to finish
  } catch (error) {
    // Still on the provider's page (not paid yet) or offline: ask again on the next visit.
    if (error instanceof ApiProblem && error.status === 404) pendingPaymentStore.set(null);
  }
}
