/** @jest-environment jsdom */
/**
 * An order the restaurant told only the status of (`priced: null`, `payment: null`): the order
 * page shows the status and its progress without a price summary; the payment page still offers
 * the methods and Pay.
 */
import { render, screen } from '@testing-library/react';
import { NextIntlClientProvider } from 'next-intl';
import { SWRConfig } from 'swr';

import { PaymentView } from '@/components/checkout/payment-view';
import { api } from '@/lib/client/api';
import type { OrderStatus, OrderView } from '@/lib/domain/orders/order';
import en from '@/messages/en.json';

import { OrderStatusView } from './order-status-view';

jest.mock('next/navigation', () => ({ useRouter: () => ({ replace: jest.fn(), push: jest.fn() }) }));

const ORDER_ID = '7d0f5c8e-3c1d-4a53-9f3e-2f1c0a9b8d11';
const statusOnly = (status: OrderStatus): OrderView => ({
  orderId: ORDER_ID, status, shopId: null, orderType: null, pickupTime: null, asap: false, note: null, priced: null, payment: null,
});

function renderWith(order: OrderView, ui: React.ReactNode) {
  global.fetch = jest.fn(async () => ({ ok: true, status: 200, json: async () => order })) as unknown as typeof fetch;
  return render(
    <NextIntlClientProvider locale="en" messages={en}>
      <SWRConfig value={{ provider: () => new Map(), fallback: { [api.order(ORDER_ID)]: order }, dedupingInterval: 60_000 }}>{ui}</SWRConfig>
    </NextIntlClientProvider>,
  );
}

test('the order page shows the status, its progress and the receipt form, and no price summary', async () => {
  renderWith(statusOnly('Added'), <OrderStatusView orderId={ORDER_ID} />);
  expect(await screen.findByRole('heading', { name: en.OrderStatus.status.received })).toBeInTheDocument();
  expect(screen.getByText(en.OrderStatus.detail.received)).toBeInTheDocument();
  expect(screen.getByRole('list', { name: en.OrderStatus.progress })).toBeInTheDocument();
  expect(screen.getByRole('button', { name: en.OrderStatus.receiptSend })).toBeInTheDocument();
  expect(screen.queryByTestId('priced-order')).toBeNull();
  expect(screen.queryByText(en.OrderStatus.pickupAt.replace('{time}', ''), { exact: false })).toBeNull();
});

test('the payment page offers the methods and Pay without a price summary', async () => {
  renderWith(statusOnly('CalculatedPrice'), <PaymentView shopId={1} orderId={ORDER_ID} returning={false} chosen={null} paymentMethods={['card', 'swish']} />);
  expect(await screen.findByRole('button', { name: en.Payment.pay })).toBeEnabled();
  expect(screen.getByRole('radio', { name: en.Payment.card })).toBeChecked();
  expect(screen.queryByTestId('priced-order')).toBeNull();
});
