/** @jest-environment jsdom */
/**
 * A cancelled, refunded order says where the money goes back: the card (a wallet pays with one),
 * Swish, or, when the restaurant's order does not name the method (an API in SPEC.md's shapes
 * names none) or it is a country's own app, the way the guest paid; never a card that was not used.
 */
import { render, screen } from '@testing-library/react';
import { NextIntlClientProvider } from 'next-intl';
import { SWRConfig } from 'swr';

import type { OrderView, PaymentMethod } from '@/lib/domain/orders/order';
import en from '@/messages/en.json';

import { CancelledNotice } from './cancelled-notice';

const refunded = (method: PaymentMethod | null): OrderView => ({
  orderId: 'c21679b8-3a2a-4c1e-9d7f-0a1b2c3d4e5f',
  status: 'Rollbacked',
  shopId: null,
  orderType: 'takeAway',
  pickupTime: null,
  asap: true,
  note: null,
  priced: { currency: 'SEK', lines: [], tax: [], taxTotal: 0, total: 3900 },
  payment: { status: 'Refunded', method, error: null },
});

function notice(method: PaymentMethod | null) {
  render(
    <NextIntlClientProvider locale="en" messages={en}>
      <SWRConfig value={{ provider: () => new Map() }}>
        <CancelledNotice order={refunded(method)} />
      </SWRConfig>
    </NextIntlClientProvider>,
  );
  return screen.getByTestId('refund');
}

const says = (message: string) => new RegExp(message.replace('{amount}', '39\\s?kr').replace('.', '\\.'));

test.each([
  ['card', en.OrderStatus.refund.refunded.card],
  ['googlepay', en.OrderStatus.refund.refunded.card],
  ['swish', en.OrderStatus.refund.refunded.swish],
  ['mobilepay', en.OrderStatus.refund.refunded.sameWay],
  [null, en.OrderStatus.refund.refunded.sameWay],
] as const)('paid with %s: the refund goes back as the guest paid', (method, message) => {
  expect(notice(method)).toHaveTextContent(says(message));
});

test('an order that does not name its method never says "your card"', () => {
  expect(notice(null)).not.toHaveTextContent(/your card/);
});
