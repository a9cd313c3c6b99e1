/** Where a payment the guest left for is remembered (components/orders/pending-payment.ts). */
export const PENDING_PAYMENT_KEY = 'ordering.pendingPayment';

/** Whether a payment may be waiting to be finished: read without loading the payment code. */
export function mayHavePendingPayment(): boolean {
  try {
    return window.localStorage.getItem(PENDING_PAYMENT_KEY) !== null;
  } catch {
    return false;
  }
}
