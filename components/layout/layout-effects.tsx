'use client';

import { PaidOrdersTracker } from '@/components/orders/paid-orders-tracker';
import { ServiceWorker } from '@/components/pwa/service-worker';
import type { OrderType } from '@/lib/domain/orders/order';

import { RouteEffects } from './route-effects';
import { RouteFocus } from './route-focus';

/** What every page does besides showing itself: route guards and QR values, focus after navigation, paid-order tracking, the service worker. */
export function LayoutEffects({ orderTypes }: { orderTypes: OrderType[] }) {
  return (
    <>
      <RouteEffects orderTypes={orderTypes} />
      <RouteFocus />
      <PaidOrdersTracker />
      <ServiceWorker />
    </>
  );
}
