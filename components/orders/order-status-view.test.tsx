/** @jest-environment jsdom */
/**
 * One order, one name: the status card names the order by its pickup number ("Your number 1007"),
 * the id only as a small "Ref. c21679b8" for support, and remembers the number for the orders list.
 */
import { render, screen } from '@testing-library/react';
import { NextIntlClientProvider } from 'next-intl';
import { SWRConfig } from 'swr';

import { api } from '@/lib/client/api';
import type { OrderView } from '@/lib/domain/orders/order';
import en from '@/messages/en.json';

import { orderNumbersStore } from './order-numbers-store';
import { OrderStatusView } from './order-status-view';

jest.mock('next/navigation', () => ({ useRouter: () => ({ replace: jest.fn(), push: jest.fn() }) }));

const ORDER_ID = 'c21679b8-3a2a-4c1e-9d7f-0a1b2c3d4e5f';
const paid: OrderView = {
  orderId: ORDER_ID, status: 'Added', shopId: null, orderType: null, pickupTime: null, asap: true, note: null, priced: null, payment: null, pickupNumber: '1007',
};

function renderCard(order: OrderView) {
  global.fetch = jest.fn(async () => ({ ok: true, status: 200, json: async () => order })) as unknown as typeof fetch;
  return render(
    <NextIntlClientProvider locale="en" messages={en}>
      <SWRConfig value={{ provider: () => new Map(), fallback: { [api.order(ORDER_ID)]: order }, dedupingInterval: 60_000 }}>
        <OrderStatusView orderId={ORDER_ID} />
      </SWRConfig>
    </NextIntlClientProvider>,
  );
}

beforeEach(() => orderNumbersStore.set([]));

test('the card names the order 1007; the id is only "Ref. c21679b8", never "Order C21679B8"', async () => {
  renderCard(paid);
  expect(await screen.findByTestId('pickup-number')).toHaveTextContent(/^1007$/);
  expect(screen.getByTestId('order-reference')).toHaveTextContent(/^Ref\. c21679b8$/);
  expect(screen.getByTestId('order-card')).not.toHaveTextContent('C21679B8');
  expect(orderNumbersStore.get()).toEqual([{ id: ORDER_ID, number: '1007' }]);
});

test('without a pickup number (not paid yet, or a restaurant without one) the short id names it', async () => {
  const { pickupNumber: _, ...unnumbered } = paid;
  renderCard({ ...unnumbered, status: 'CalculatedPrice' });
  expect(await screen.findByTestId('pickup-number')).toHaveTextContent(/^C216$/);
  expect(screen.getByTestId('order-reference')).toHaveTextContent('Ref. c21679b8');
  expect(orderNumbersStore.get()).toEqual([]);
});
