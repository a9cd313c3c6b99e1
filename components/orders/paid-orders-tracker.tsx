'use client';

import { useEffect } from 'react';

import { bff } from '@/lib/client/api';
import { applyStatus, nextToPoll, POLL_INTERVAL_MS, removeExpired, shouldPoll } from '@/lib/domain/orders/tracking';

import { paidOrdersStore, usePaidOrders } from './paid-orders-store';
import { mayHavePendingPayment } from './pending-payment-key';

async function poll() {
  paidOrdersStore.set((s) => removeExpired(s, Date.now()));
  const first = nextToPoll(paidOrdersStore.get());
  if (!first) return;
  try {
    const { status } = await bff.order(first.id);
    paidOrdersStore.set((s) => applyStatus(s, first.id, status, Date.now()));
  } catch {
    // offline or upstream down: the next poll tries again
  }
}

/**
 * While paid orders remain, the first one is checked every 10 minutes (and once at start); its
 * status is remembered, and a ready, delivered or cancelled order is no longer asked about.
 */
export function PaidOrdersTracker() {
  const tracking = usePaidOrders();
  const active = shouldPoll(tracking);
  useEffect(() => {
    paidOrdersStore.set((s) => removeExpired(s, Date.now()));
    // A payment page closed before the provider sent the guest back is finished here (its code
    // loads only then: most visits have no payment waiting).
    if (!window.location.search.includes('paymentId=') && mayHavePendingPayment()) {
      void import('./pending-payment').then(({ resumePendingPayment }) => resumePendingPayment());
    }
  }, []);
  useEffect(() => {
    if (!active) return;
    const first = setTimeout(poll, 0);
    const timer = setInterval(poll, POLL_INTERVAL_MS);
    return () => {
      clearTimeout(first);
      clearInterval(timer);
    };
  }, [active]);
  return null;
}
