'use client';

import { useEffect } from 'react';

import { applyStatus, nextToPoll, POLL_INTERVAL_MS, removeExpired, shouldPoll } from '@/lib/domain/orders/tracking';

import { paidOrdersStore, usePaidOrders } from './paid-orders-store';
import { resumePendingPayment } from './pending-payment';

async function poll() {
  paidOrdersStore.set((s) => removeExpired(s, Date.now()));
  const first = nextToPoll(paidOrdersStore.get());
  if (!first) return;
  try {
    const response = await fetch(`/api/order/${encodeURIComponent(first.id)}`, { cache: 'no-store' });
    if (!response.ok) return;
    const { status } = (await response.json()) as { status?: unknown };
    if (typeof status === 'string') paidOrdersStore.set((s) => applyStatus(s, first.id, status, Date.now()));
  } catch {
    // offline or upstream down: the next poll tries again
  }
}

/** SPEC.md §4: while paid orders remain, check the first one every 10 minutes (and once at start). */
export function PaidOrdersTracker() {
  const tracking = usePaidOrders();
  const active = shouldPoll(tracking);
  useEffect(() => {
    paidOrdersStore.set((s) => removeExpired(s, Date.now()));
    // A payment page closed before the provider sent the guest back is finished here.
    if (!window.location.search.includes('paymentId=')) void resumePendingPayment();
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
