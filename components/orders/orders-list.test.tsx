/** @jest-environment jsdom */
/**
 * The list of tracked orders words "ready" as each order's own page does: ready for pickup for a
 * take-away order, never for an order eaten at the restaurant (which is brought or fetched there).
 */
import { render, screen, within } from '@testing-library/react';
import { NextIntlClientProvider } from 'next-intl';

import { addPaidOrder, EMPTY_TRACKING } from '@/lib/domain/orders/tracking';
import en from '@/messages/en.json';

import { orderNumbersStore, rememberOrderNumber } from './order-numbers-store';
import { OrdersList } from './orders-list';
import { paidOrdersStore } from './paid-orders-store';

jest.mock('next/navigation', () => ({ useRouter: () => ({ replace: jest.fn(), push: jest.fn(), prefetch: jest.fn() }), usePathname: () => '/orders' }));
window.matchMedia = ((query: string) => ({ matches: false, media: query, addEventListener() {}, removeEventListener() {} })) as unknown as typeof window.matchMedia;

test('a ready table order is not "ready for pickup"; a ready take-away order is', () => {
  const pickupTime = new Date(Date.now() + 10 * 60_000).toISOString();
  let tracking = addPaidOrder(EMPTY_TRACKING, { orderId: 'aaaaaaaa-table', pickupTime, shopName: 'Götgatan', status: 'Done', orderType: 'dineInPlace' });
  tracking = addPaidOrder(tracking, { orderId: 'bbbbbbbb-away', pickupTime, shopName: 'Götgatan', status: 'Done', orderType: 'takeAway' });
  paidOrdersStore.set(tracking);
  render(
    <NextIntlClientProvider locale="en" messages={en}>
      <OrdersList />
    </NextIntlClientProvider>,
  );
  const [away, table] = screen.getAllByTestId('tracked-order');
  expect(within(table!).getByText(en.OrderStatus.ready.eatIn.title)).toBeTruthy();
  expect(table).not.toHaveTextContent(en.OrderStatus.status.ready);
  expect(within(away!).getByText(en.OrderStatus.ready.takeAway.title)).toBeTruthy();
});

test('each order is named by the pickup number its status card shows, else the short id', () => {
  const pickupTime = new Date(Date.now() + 10 * 60_000).toISOString();
  let tracking = addPaidOrder(EMPTY_TRACKING, { orderId: 'c21679b8-3a2a-4c1e-9d7f-0a1b2c3d4e5f', pickupTime, shopName: 'Götgatan', status: 'Added' });
  tracking = addPaidOrder(tracking, { orderId: 'd00dfeed-3a2a-4c1e-9d7f-0a1b2c3d4e5f', pickupTime, shopName: 'Götgatan', status: 'Added' });
  paidOrdersStore.set(tracking);
  orderNumbersStore.set([]);
  rememberOrderNumber({ orderId: 'c21679b8-3a2a-4c1e-9d7f-0a1b2c3d4e5f', pickupNumber: '1007' });
  render(
    <NextIntlClientProvider locale="en" messages={en}>
      <OrdersList />
    </NextIntlClientProvider>,
  );
  const [unnumbered, numbered] = screen.getAllByTestId('tracked-order');
  expect(within(numbered!).getByRole('link')).toHaveTextContent(/^Order 1007 · Götgatan$/);
  expect(within(unnumbered!).getByRole('link')).toHaveTextContent(/^Order D00D · Götgatan$/);
});
