/** @jest-environment jsdom */
/**
 * The payment page is one cached page per shop: the order, the provider's answer and the
 * checkout's choice come from the address in the browser, never from the server's HTML.
 */
import { TextEncoder } from 'node:util';

import { render, screen, waitFor } from '@testing-library/react';
import { NextIntlClientProvider } from 'next-intl';
import type { ReactNode } from 'react';
import { renderToString } from 'react-dom/server';
import { SWRConfig } from 'swr';

import { api } from '@/lib/client/api';
import type { OrderView } from '@/lib/domain/orders/order';
import en from '@/messages/en.json';

import { PaymentAtAddress } from './payment-at-address';

let pathname = '/';
let search = '';
jest.mock('next/navigation', () => ({
  usePathname: () => pathname,
  useSearchParams: () => new URLSearchParams(search),
  useRouter: () => ({ replace: jest.fn(), push: jest.fn() }),
}));
jest.mock('@/lib/client/ids', () => ({ digestHex: async () => 'a'.repeat(64), newId: () => 'attempt-1' }));
Object.assign(globalThis, { TextEncoder });

const FIRST = 'ord-first';
const SECOND = 'ord-second';
const orderOf = (orderId: string): OrderView => ({
  orderId, status: 'CalculatedPrice', shopId: 1, orderType: 'takeAway', pickupTime: '2026-05-06T11:30:00.000Z', asap: true, note: null,
  priced: null, payment: { status: 'NotStarted', method: null, error: null }, ready: null, holdExpiresAt: null,
});
let asked: string[];

beforeEach(() => {
  asked = [];
  global.fetch = jest.fn(async (url: string) => {
    asked.push(url);
    const orderId = /\/api\/order\/([^/]+)/.exec(url)?.[1] ?? FIRST;
    return { ok: true, status: 200, json: async () => orderOf(orderId) };
  }) as unknown as typeof fetch;
});

const wrap = (children: ReactNode) => (
  <NextIntlClientProvider locale="en" messages={en} timeZone="UTC">
    <SWRConfig value={{ provider: () => new Map(), dedupingInterval: 0 }}>{children}</SWRConfig>
  </NextIntlClientProvider>
);

/** Puts the browser at an address, as the router would. */
function at(path: string) {
  window.history.replaceState(null, '', path);
  [pathname = '', search = ''] = path.split('?');
}

test('on the server it is the same page for every order: it says it is loading and names no order', () => {
  at(`/shop/1/checkout/payment/${FIRST}?paymentId=pay-1`);
  const html = renderToString(wrap(<PaymentAtAddress shopId={1} paymentMethods={['card', 'swish']} />));
  expect(html).toContain(en.Payment.loading);
  expect(html).not.toContain(FIRST);
});

test('back from the provider, the payment the address names is confirmed for the order it names', async () => {
  at(`/shop/1/checkout/payment/${FIRST}?paymentId=pay-1&result=approved`);
  render(wrap(<PaymentAtAddress shopId={1} paymentMethods={['card', 'swish']} />));
  await waitFor(() => expect(asked).toContain(api.confirmPayment(FIRST, 'pay-1')));
});

test('another order\'s address shows that order: the view starts again for it', async () => {
  at(`/shop/1/checkout/payment/${FIRST}`);
  const { rerender } = render(wrap(<PaymentAtAddress shopId={1} paymentMethods={['card', 'swish']} />));
  await screen.findByRole('button', { name: en.Payment.pay });
  at(`/shop/1/checkout/payment/${SECOND}`);
  rerender(wrap(<PaymentAtAddress shopId={1} paymentMethods={['card', 'swish']} />));
  await waitFor(() => expect(asked).toContain(api.order(SECOND)));
});

test('an address that names no order says the order cannot be found', () => {
  at('/shop/1/checkout/payment/a.b');
  render(wrap(<PaymentAtAddress shopId={1} paymentMethods={['card']} />));
  expect(screen.getByRole('alert')).toHaveTextContent(en.Errors.FAILED_FIND_ORDER.replace('{orderId}', 'a.b'));
});

test('the checkout\'s choice is the router\'s: it is read while the address bar still shows the checkout', async () => {
  window.history.replaceState(null, '', '/shop/1/checkout');
  pathname = `/shop/1/checkout/payment/${FIRST}`;
  search = 'method=swish&total=999999';
  render(wrap(<PaymentAtAddress shopId={1} paymentMethods={['card', 'swish']} />));
  expect(((await screen.findByRole('radio', { name: en.Payment.swish })) as HTMLInputElement).checked).toBe(true);
});
