'use client';

import { basketActions, currentBasket } from '@/components/basket/basket-store';
import { ApiProblem, bff, newAttempt } from '@/lib/client/api';
import { createLocalStore } from '@/lib/client/local-store';
import { isPaidStatus, type OrderView } from '@/lib/domain/orders/order';
import { addPaidOrder } from '@/lib/domain/orders/tracking';
import { nullable, number, object, optional, string } from '@/lib/domain/validate';

import { rememberOrderNumber } from './order-numbers-store';
import { paidOrdersStore } from './paid-orders-store';
import { PENDING_PAYMENT_KEY } from './pending-payment-key';
import { seedOrder } from './use-order';

/** A payment the guest left for; if the tab closes on the provider's page, the next visit finishes it. */
const pendingSchema = nullable(object({ orderId: string(64), paymentId: string(64), shopName: optional(string(200)), startedAt: number() }));
const pendingPaymentStore = createLocalStore(PENDING_PAYMENT_KEY, pendingSchema, null);

/** How long an unfinished payment is worth asking about again. */
const PENDING_FOR_MS = 60 * 60_000;

/** Leaving for the provider: remembered, so a tab closed there still gets its order confirmed. */
export function rememberPendingPayment(orderId: string, paymentId: string) {
  pendingPaymentStore.set({ orderId, paymentId, shopName: currentBasket().shopName ?? undefined, startedAt: Date.now() });
}

/** The payment did not go through: nothing left to finish, and the next try gets new keys. */
export function forgetPendingPayment() {
  pendingPaymentStore.set(null);
  newAttempt();
}

/** The one place a successful payment lands: basket emptied, order tracked, pending cleared. */
function recordPaid(order: OrderView) {
  const shopName = pendingPaymentStore.get()?.shopName ?? currentBasket().shopName ?? undefined;
  basketActions.clearAfterPayment();
  paidOrdersStore.set((s) =>
    addPaidOrder(s, { orderId: order.orderId, pickupTime: order.pickupTime, shopId: order.shopId ?? undefined, shopName, status: order.status, orderType: order.orderType }),
  );
  rememberOrderNumber(order);
  forgetPendingPayment();
}

/** Confirms through the BFF (the restaurant checks the payment itself); a paid order is recorded at once. */
export async function confirmPayment(orderId: string, paymentId: string, providerParameters: Record<string, string>): Promise<OrderView> {
  const order = await bff.confirmPayment(orderId, paymentId, providerParameters);
  void seedOrder(order);
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
