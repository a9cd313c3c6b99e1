/** @jest-environment jsdom */
/**
 * The payment page: card or Swish offered, the chosen one is what the payment starts with; the
 * Pay button says what it is doing and takes one tap at a time; a payment that did not go
 * through is told in words, its code only in small print for the restaurant's support.
 */
import { TextEncoder } from 'node:util';

import { fireEvent, render, screen } from '@testing-library/react';
import { NextIntlClientProvider } from 'next-intl';
import { SWRConfig } from 'swr';

import { api } from '@/lib/client/api';
import type { OrderView } from '@/lib/domain/orders/order';
import en from '@/messages/en.json';

import { PaymentView } from './payment-view';

jest.mock('next/navigation', () => ({ useRouter: () => ({ replace: jest.fn(), push: jest.fn() }) }));
// jsdom has no WebCrypto digest: the idempotency key is not what this test is about.
jest.mock('@/lib/client/ids', () => ({ digestHex: async () => 'a'.repeat(64), newId: () => 'attempt-1' }));

// jsdom lacks TextEncoder, which the idempotency key's bytes need.
Object.assign(globalThis, { TextEncoder });

const ORDER_ID = '5b7c1f0e-2a4d-4c3b-8e6f-9d0a1b2c3d4e';
const PAYMENT_ID = 'pay-1';
const order: OrderView = {
  orderId: ORDER_ID, status: 'CalculatedPrice', shopId: 1, orderType: 'takeAway', pickupTime: '2026-05-06T11:30:00.000Z', asap: false, note: null,
  priced: null, payment: { status: 'NotStarted', method: null, error: null }, ready: null, holdExpiresAt: null,
};

type Reply = { ok: boolean; status: number; json: () => Promise<unknown> };
const answer = (status: number, body: unknown): Reply => ({ ok: status < 400, status, json: async () => body });
let calls: Array<{ url: string; body: unknown }>;

/** The BFF: `route` answers the payment calls, the order read answers `order`. */
function bffAnswers(route: (url: string) => Promise<Reply> | undefined) {
  calls = [];
  global.fetch = jest.fn(async (url: string, init?: RequestInit) => {
    calls.push({ url, body: init?.body ? JSON.parse(String(init.body)) : undefined });
    return (await route(url)) ?? answer(200, order);
  }) as unknown as typeof fetch;
}

function renderPayment(returning = false) {
  render(
    <NextIntlClientProvider locale="en" messages={en} timeZone="UTC">
      <SWRConfig value={{ provider: () => new Map(), fallback: { [api.order(ORDER_ID)]: order }, dedupingInterval: 60_000 }}>
        <PaymentView shopId={1} orderId={ORDER_ID} returning={returning} chosen={null} paymentMethods={['card', 'swish']} />
      </SWRConfig>
    </NextIntlClientProvider>,
  );
}

const radio = (name: string) => screen.getByRole('radio', { name }) as HTMLInputElement;

beforeEach(() => window.history.replaceState(null, '', '/shop/1/checkout/payment/' + ORDER_ID));

test('card and Swish are offered, card first; the payment starts with the method the guest chose', async () => {
  bffAnswers((url) => (url === api.payment(ORDER_ID) ? Promise.resolve(answer(402, { code: 'PAYMENT_FAILED', paymentCode: '01' })) : undefined));
  renderPayment();
  const pay = await screen.findByRole('button', { name: en.Payment.pay });
  expect(screen.getAllByRole('radio').map((r) => r.closest('label')?.textContent)).toEqual([en.Payment.card, en.Payment.swish]);
  expect(radio(en.Payment.card).checked).toBe(true);

  fireEvent.click(radio(en.Payment.swish));
  expect(radio(en.Payment.swish).checked).toBe(true);
  expect(radio(en.Payment.card).checked).toBe(false);
  fireEvent.click(pay);
  await screen.findByTestId('payment-alert');
  expect(calls.filter((c) => c.url === api.payment(ORDER_ID)).map((c) => c.body)).toEqual([{ paymentMethod: 'swish', shopId: 1 }]);
});

test('while the payment starts, Pay is busy and says so, and a second tap starts nothing; after a failure it offers to try again', async () => {
  const waiting: Array<(reply: Reply) => void> = [];
  bffAnswers((url) => (url === api.payment(ORDER_ID) ? new Promise<Reply>((resolve) => waiting.push(resolve)) : undefined));
  renderPayment();
  const pay = await screen.findByRole('button', { name: en.Payment.pay });
  expect(pay).toBeEnabled();

  fireEvent.click(pay);
  const busy = await screen.findByRole('button', { name: en.Payment.redirecting });
  expect(busy).toBeDisabled();
  expect(busy).toHaveAttribute('aria-busy', 'true');
  fireEvent.submit(busy.closest('form')!);

  waiting.forEach((release) => release(answer(402, { code: 'PAYMENT_FAILED', paymentCode: '13' })));
  const retry = await screen.findByRole('button', { name: en.Payment.retry });
  expect(calls.filter((c) => c.url === api.payment(ORDER_ID))).toHaveLength(1);
  expect(retry).toBeEnabled();
  expect(retry).not.toHaveAttribute('aria-busy', 'true');
  expect(screen.getByTestId('payment-alert')).toHaveTextContent(en.Payment.outcome.notCompleted);
});

test.each([
  ['01', en.Payment.outcome.declined],
  ['13', en.Payment.outcome.notCompleted],
  ['02', en.Payment.outcome.cancelled],
  ['03', en.Payment.outcome.notCompleted],
  ['07', en.Payment.outcome.other],
])('back from the provider with error code %s: the guest reads what happened in words, the code in small print', async (code, words) => {
  window.history.replaceState(null, '', `/shop/1/checkout/payment/${ORDER_ID}?paymentId=${PAYMENT_ID}`);
  const failed: OrderView = { ...order, payment: { status: 'Failed', method: 'swish', error: { code, name: 'PROVIDER_NAME' } } };
  bffAnswers((url) => (url === api.confirmPayment(ORDER_ID, PAYMENT_ID) ? Promise.resolve(answer(200, failed)) : undefined));
  renderPayment(true);

  const alert = await screen.findByTestId('payment-alert');
  expect(alert.querySelector('p')).toHaveTextContent(words);
  expect(alert.querySelector('small')).toHaveTextContent(en.Payment.outcomeCode.replace('{code}', code));
  expect(alert).not.toHaveTextContent('PROVIDER_NAME');
  // The guest's choice stays: a failed Swish payment is tried again with Swish.
  expect(radio(en.Payment.swish).checked).toBe(true);
  expect(screen.getByRole('button', { name: en.Payment.retry })).toBeEnabled();
  expect(window.location.search).toBe('');
});

test("back from a failed Swish attempt at a restaurant whose order names no method: Swish, the method this browser left with, stays chosen", async () => {
  window.history.replaceState(null, '', `/shop/1/checkout/payment/${ORDER_ID}?paymentId=${PAYMENT_ID}`);
  localStorage.setItem('ordering.paymentMethod', JSON.stringify('swish'));
  const failed: OrderView = { ...order, payment: { status: 'Failed', method: null, error: { code: '01', name: 'x' } } };
  bffAnswers((url) => (url === api.confirmPayment(ORDER_ID, PAYMENT_ID) ? Promise.resolve(answer(200, failed)) : undefined));
  renderPayment(true);

  await screen.findByTestId('payment-alert');
  expect(radio(en.Payment.swish).checked).toBe(true);
  expect(radio(en.Payment.card).checked).toBe(false);
  localStorage.removeItem('ordering.paymentMethod');
});

test.each([
  ['02', 'status'],
  ['01', 'alert'],
])('back from the provider with code %s: a cancel the guest made is said calmly (%s), a decline in the alert box', async (code, role) => {
  window.history.replaceState(null, '', `/shop/1/checkout/payment/${ORDER_ID}?paymentId=${PAYMENT_ID}`);
  const failed: OrderView = { ...order, payment: { status: 'Failed', method: 'card', error: { code, name: 'x' } } };
  bffAnswers((url) => (url === api.confirmPayment(ORDER_ID, PAYMENT_ID) ? Promise.resolve(answer(200, failed)) : undefined));
  renderPayment(true);
  const box = await screen.findByTestId('payment-alert');
  expect(box).toHaveAttribute('role', role);
  if (code === '01') expect(box).toHaveTextContent(/no money was taken/i);
});
