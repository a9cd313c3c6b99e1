'use client';

import { PaidOrdersTracker } from '@/components/orders/paid-orders-tracker';
import { ServiceWorker } from '@/components/pwa/service-worker';
import type { OrderType } from '@/lib/domain/orders/order';

import { FullStylesheets } from './full-stylesheets';
import { RouteEffects } from './route-effects';
import { RouteFocus } from './route-focus';

/** What every page does besides showing itself: its stylesheets in full, route guards and QR values, focus after navigation, paid-order tracking, the service worker. */
export function LayoutEffects({ orderTypes }: { orderTypes: OrderType[] }) {
  return (
    <>
      <FullStylesheets />
      <RouteEffects orderTypes={orderTypes} />
      <RouteFocus />
      <PaidOrdersTracker />
      <ServiceWorker />
    </>
  );
}
