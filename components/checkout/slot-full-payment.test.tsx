/** @jest-environment jsdom */
/**
 * The slot filled while the guest was paying: the payment page says so (SLOT_FULL), nothing was
 * charged, the next free times are offered and one tap moves the order there; the basket stays.
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

const ORDER_ID = '7d0f5c8e-3c1d-4a53-9f3e-2f1c0a9b8d11';
const order: OrderView = {
  orderId: ORDER_ID, status: 'CalculatedPrice', shopId: 1, orderType: 'takeAway', pickupTime: '2026-05-06T11:30:00.000Z', asap: false, note: null,
  priced: null, payment: { status: 'NotStarted', method: null, error: null }, ready: null, holdExpiresAt: null,
};
const NEXT = ['2026-05-06T11:45:00.000Z', '2026-05-06T12:00:00.000Z'];
const time = (iso: string) => new Intl.DateTimeFormat('en-GB', { hour: '2-digit', minute: '2-digit', hourCycle: 'h23' }).format(new Date(iso));

// jsdom lacks TextEncoder, which the idempotency key's bytes need.
Object.assign(globalThis, { TextEncoder });

test('SLOT_FULL at payment: the next free times in one tap, the order moved, nothing charged, the basket kept', async () => {
  localStorage.setItem('ordering.basket', JSON.stringify({ marker: 'kept' }));
  const calls: Array<{ url: string; body: unknown }> = [];
  global.fetch = jest.fn(async (url: string, init?: RequestInit) => {
    calls.push({ url, body: init?.body ? JSON.parse(String(init.body)) : undefined });
    if (url === api.payment(ORDER_ID)) {
      return { ok: false, status: 409, json: async () => ({ code: 'SLOT_FULL', status: 409, nextSlots: NEXT }) };
    }
    if (url === api.orderSlot(ORDER_ID)) return { ok: true, status: 200, json: async () => ({ ...order, pickupTime: NEXT[0] }) };
    return { ok: true, status: 200, json: async () => order };
  }) as unknown as typeof fetch;

  render(
    <NextIntlClientProvider locale="en" messages={en} timeZone="UTC">
      <SWRConfig value={{ provider: () => new Map(), fallback: { [api.order(ORDER_ID)]: order }, dedupingInterval: 60_000 }}>
        <PaymentView shopId={1} orderId={ORDER_ID} returning={false} chosen={null} paymentMethods={['card', 'swish']} />
      </SWRConfig>
    </NextIntlClientProvider>,
  );
  fireEvent.click(await screen.findByRole('button', { name: en.Payment.pay }));
  expect(await screen.findByText(en.Errors.SLOT_FULL)).toBeInTheDocument();
  const offered = screen.getAllByRole('button', { name: /^Pick up today at \d{2}:\d{2}$/ });
  expect(offered.map((b) => b.textContent)).toEqual(NEXT.map((iso) => en.Payment.moveToSlot.replace('{time}', time(iso))));
  expect(window.location.href).not.toContain('/_provider/'); // no payment page: nothing to charge

  fireEvent.click(offered[0]!);
  expect(await screen.findByTestId('slot-moved')).toHaveTextContent(en.Payment.slotMoved.replace('{time}', time(NEXT[0]!)));
  expect(calls.find((c) => c.url === api.orderSlot(ORDER_ID))?.body).toEqual({ pickupTime: NEXT[0] });
  expect(screen.queryByText(en.Errors.SLOT_FULL)).toBeNull();
  expect(screen.getByRole('button', { name: en.Payment.pay })).toBeEnabled();
  expect(JSON.parse(localStorage.getItem('ordering.basket')!)).toEqual({ marker: 'kept' });
});
