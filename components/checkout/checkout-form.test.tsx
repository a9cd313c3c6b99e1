/** @jest-environment jsdom */
/**
 * The checkout form sends nothing the restaurant would refuse for a reason the guest can fix
 * here: eat-in without a table, an e-mail left out or mistyped. The field says what is wrong and
 * takes the focus; the note to the kitchen is kept to its 90 characters.
 */
import { TextEncoder } from 'node:util';

import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { NextIntlClientProvider } from 'next-intl';

import { api } from '@/lib/client/api';
import type { Basket } from '@/lib/domain/basket/basket';
import type { OrderType, OrderView, PaymentMethod } from '@/lib/domain/orders/order';
import en from '@/messages/en.json';

import { CheckoutForm } from './checkout-form';

const push = jest.fn();
jest.mock('next/navigation', () => ({ useRouter: () => ({ push, replace: jest.fn(), prefetch: jest.fn() }), usePathname: () => '/shop/1/checkout' }));
// jsdom has no WebCrypto digest: the idempotency key is not what this test is about.
jest.mock('@/lib/client/ids', () => ({ digestHex: async () => 'a'.repeat(64), newId: () => 'attempt-1' }));

// jsdom lacks TextEncoder, which the idempotency key's bytes need, and matchMedia, which links ask.
Object.assign(globalThis, { TextEncoder });
window.matchMedia = ((query: string) => ({ matches: false, media: query, addEventListener() {}, removeEventListener() {} })) as unknown as typeof window.matchMedia;

const SHOP = { id: 1, name: 'Nordic Burger', openingHours: [], timeZone: 'Europe/Stockholm' };
const SPOTS = [
  { id: 7, name: 'Table 7', orderType: 'dineInPlace' as const },
  { id: 8, name: 'Table 8', orderType: 'dineInPlace' as const },
];
const ORDER_ID = '0c9a8b7d-6e5f-4a3b-9c2d-1e0f9a8b7c6d';
const placed: OrderView = {
  orderId: ORDER_ID, status: 'CalculatedPrice', shopId: 1, orderType: 'dineInPlace', pickupTime: null, asap: true, note: null,
  priced: null, payment: null,
};
const article = { code: 'B101', description: 'Classic burger', price: 12900, i18n: [], imageUrl: null, campaigns: [] };

/** The basket as this browser saved it, read by the form's store as another tab's save would be. */
function saveBasket(orderType: OrderType, spotId: number | null = null) {
  const basket: Basket = {
    items: [{ id: 'line-1', type: 'article', quantity: 1, article, choices: [] }],
    shopId: 1, shopName: SHOP.name, orderType, note: null, spotId, currencySymbol: 'kr',
  };
  const value = JSON.stringify(basket);
  localStorage.setItem('ordering.basket', value);
  window.dispatchEvent(new StorageEvent('storage', { key: 'ordering.basket', newValue: value }));
}

let orders: unknown[];
beforeEach(() => {
  orders = [];
  push.mockReset();
  global.fetch = jest.fn(async (url: string, init?: RequestInit) => {
    if (url === api.orders()) {
      orders.push(JSON.parse(String(init?.body)));
      return { ok: true, status: 200, json: async () => placed };
    }
    // The kitchen says nothing about times: the form offers no time to choose.
    return { ok: false, status: 404, json: async () => ({ code: 'NOT_FOUND' }) };
  }) as unknown as typeof fetch;
});

function renderCheckout({
  orderType = 'takeAway' as OrderType,
  requireEmail = false,
  spots = SPOTS as Array<{ id: number; name: string; orderType: OrderType }>,
  paymentMethods = ['card', 'swish'] as PaymentMethod[],
  spotId = null as number | null,
} = {}) {
  saveBasket(orderType, spotId);
  render(
    <NextIntlClientProvider locale="en" messages={en} timeZone="Europe/Stockholm">
      <CheckoutForm
        shop={SHOP}
        orderTypes={['takeAway', 'dineInPlace']}
        spots={spots}
        requireEmail={requireEmail}
        requirePhone={false}
        paymentMethods={paymentMethods}
      />
    </NextIntlClientProvider>,
  );
}

const payButton = () => screen.getByRole('button', { name: /^Pay / });
/** The order went out and the guest is on the way to the payment page. */
const sentOrder = async () => {
  await waitFor(() => expect(push.mock.calls.map(([path]) => path)).toEqual([expect.stringContaining(`/checkout/payment/${ORDER_ID}?`)]));
  expect(orders).toHaveLength(1);
  return orders[0] as Record<string, unknown>;
};

test('eat-in without a table: Pay sends nothing, the table field says why and takes the focus; with a table the order goes', async () => {
  renderCheckout({ orderType: 'dineInPlace' });
  const spot = screen.getByRole('combobox', { name: new RegExp(en.Checkout.spot) });
  expect(spot).toBeRequired();
  expect(spot).not.toHaveAttribute('aria-invalid', 'true');

  fireEvent.click(payButton());
  expect(await screen.findByText(en.Errors.DELIVERY_SPOT_REQUIRED)).toBeInTheDocument();
  expect(spot).toHaveAttribute('aria-invalid', 'true');
  expect(spot).toHaveAccessibleDescription(en.Errors.DELIVERY_SPOT_REQUIRED);
  expect(spot).toHaveFocus();
  expect(orders).toEqual([]);

  fireEvent.change(spot, { target: { value: '8' } });
  expect(screen.queryByText(en.Errors.DELIVERY_SPOT_REQUIRED)).toBeNull();
  fireEvent.click(payButton());
  expect(await sentOrder()).toMatchObject({ orderType: 'dineInPlace', spotId: 8 });
});

test('take-away asks for no table when the restaurant gives take-away no spots', async () => {
  renderCheckout({ orderType: 'takeAway' });
  expect(screen.queryByRole('combobox', { name: new RegExp(en.Checkout.spot) })).toBeNull();
  fireEvent.click(payButton());
  expect(await sentOrder()).toMatchObject({ orderType: 'takeAway', spotId: null });
});

test('take-away at a restaurant with pickup spots asks for none until the restaurant requires one: then the field is there, says so and takes the focus', async () => {
  let refused = false;
  const answer = global.fetch as jest.Mock;
  global.fetch = jest.fn(async (url: string, init?: RequestInit) => {
    if (url === api.orders() && !refused && JSON.parse(String(init?.body)).spotId === null) {
      refused = true;
      return { ok: false, status: 400, json: async () => ({ code: 'DELIVERY_SPOT_REQUIRED' }) };
    }
    return answer(url, init);
  }) as unknown as typeof fetch;
  renderCheckout({ orderType: 'takeAway', spots: [...SPOTS, { id: 21, name: 'Bay 1', orderType: 'takeAway' }] });
  expect(screen.queryByRole('combobox', { name: new RegExp(en.Checkout.spot) })).toBeNull();
  fireEvent.click(payButton());
  const spot = await screen.findByRole('combobox', { name: new RegExp(en.Checkout.spot) });
  // Only the take-away spots.
  expect(Array.from(spot.querySelectorAll('option')).map((o) => o.textContent)).toEqual([en.Checkout.notSelected, 'Bay 1']);
  await waitFor(() => expect(spot).toHaveFocus());
  expect(spot).toBeRequired();
  expect(spot).toHaveAttribute('aria-invalid', 'true');
  expect(spot).toHaveAccessibleDescription(en.Errors.DELIVERY_SPOT_REQUIRED);
  fireEvent.change(spot, { target: { value: '21' } });
  fireEvent.click(payButton());
  expect(await sentOrder()).toMatchObject({ orderType: 'takeAway', spotId: 21 });
});

test('an e-mail the restaurant asks for: left out or mistyped, Pay sends nothing and the field says which; a real one goes with the order', async () => {
  renderCheckout({ requireEmail: true });
  const email = screen.getByRole('textbox', { name: new RegExp(en.Checkout.email) });
  expect(email).toBeRequired();

  fireEvent.click(payButton());
  expect(await screen.findByTestId('email-error')).toHaveTextContent(en.Checkout.emailMissing);
  expect(email).toHaveAttribute('aria-invalid', 'true');
  expect(email).toHaveAccessibleDescription(en.Checkout.emailMissing);
  expect(email).toHaveFocus();

  fireEvent.change(email, { target: { value: 'anna@example' } });
  // Typing clears the mark; the next Pay checks again.
  expect(screen.queryByTestId('email-error')).toBeNull();
  fireEvent.click(payButton());
  expect(await screen.findByTestId('email-error')).toHaveTextContent(en.Checkout.emailInvalid);
  expect(orders).toEqual([]);

  fireEvent.change(email, { target: { value: ' anna@example.com ' } });
  fireEvent.click(payButton());
  expect(await sentOrder()).toMatchObject({ email: 'anna@example.com' });
});

test('the note to the kitchen keeps to 90 characters: the field stops there, counts down, and the order carries at most 90', async () => {
  renderCheckout();
  fireEvent.click(screen.getByRole('button', { name: en.Checkout.change }));
  const note = screen.getByRole('textbox', { name: en.Checkout.note }) as HTMLTextAreaElement;
  expect(note).toHaveAttribute('maxLength', '90');
  expect(note).toHaveAccessibleDescription('90 characters left');

  // A paste ignores maxlength in some browsers: the field cuts it itself.
  fireEvent.change(note, { target: { value: 'x'.repeat(85) + 'no onions please' } });
  expect(note.value).toHaveLength(90);
  expect(note).toHaveAccessibleDescription('0 characters left');
  act(() => note.blur());

  fireEvent.click(payButton());
  expect(await sentOrder()).toMatchObject({ note: 'x'.repeat(85) + 'no on' });
});

test('a shop without hours that is closed says so on entry, before anything is typed, and offers its next time as the pickup time', async () => {
  const opens = new Date(Math.ceil((Date.now() + 2 * 3600_000) / 900_000) * 900_000).toISOString();
  const checks: unknown[] = [];
  global.fetch = jest.fn(async (url: string, init?: RequestInit) => {
    if (url === api.orderCheck(1)) {
      checks.push(JSON.parse(String(init?.body)));
      return { ok: true, status: 200, json: async () => ({ refusal: { code: 'SHOP_CLOSED', nextSlots: [opens] } }) };
    }
    return { ok: false, status: 404, json: async () => ({ code: 'NOT_FOUND' }) };
  }) as unknown as typeof fetch;
  renderCheckout();
  expect(await screen.findByTestId('checkout-alert')).toHaveTextContent(en.Errors.SHOP_CLOSED);
  expect(checks).toEqual([{ orderType: 'takeAway', spotId: null, items: [{ code: 'B101', quantity: 1, choices: [] }] }]);
  const next = within(screen.getByTestId('next-slots')).getByRole('button', { name: /\d\d:\d\d/ });
  fireEvent.click(next);
  // The time is chosen, not sent: nothing was typed yet; the details open on it.
  await waitFor(() => expect(screen.queryByTestId('checkout-alert')).toBeNull());
  expect((screen.getByRole('combobox', { name: en.Checkout.pickupTime }) as HTMLSelectElement).value).toBe(opens);
  expect(orders).toEqual([]);
  expect(push).not.toHaveBeenCalled();
});

const methodNames = () => screen.getAllByRole('radio').map((r) => r.closest('label')?.textContent);

test('what is known sits in one row with Change: the order type and table, no time list and no note field until Change is tapped', async () => {
  renderCheckout({ orderType: 'dineInPlace', spotId: 7 });
  const row = screen.getByTestId('known-answers');
  expect(within(row).getByRole('list')).toHaveTextContent(`${en.OrderType.dineInPlace}Table 7`);
  expect(screen.queryByRole('combobox', { name: new RegExp(en.Checkout.spot) })).toBeNull();
  expect(screen.queryByRole('textbox', { name: en.Checkout.note })).toBeNull();
  const change = within(row).getByRole('button', { name: en.Checkout.change });
  expect(change).toHaveAttribute('aria-expanded', 'false');
  fireEvent.click(change);
  expect(screen.getByRole('combobox', { name: new RegExp(en.Checkout.spot) })).toHaveValue('7');
  expect(screen.getByRole('textbox', { name: en.Checkout.note })).toBeVisible();
  expect(within(row).getByRole('button', { name: en.Checkout.doneChanging })).toHaveAttribute('aria-expanded', 'true');
  fireEvent.click(payButton());
  expect(await sentOrder()).toMatchObject({ orderType: 'dineInPlace', spotId: 7 });
});

test("only the shop's own methods are offered: a Finnish shop's card and MobilePay, no Swish, and no wallet on a phone without one", async () => {
  renderCheckout({ paymentMethods: ['applepay', 'googlepay', 'card', 'mobilepay'] });
  expect(methodNames()).toEqual([en.Payment.card, en.Payment.mobilepay]);
  expect(screen.getByRole('radio', { name: en.Payment.card })).toBeChecked();
});

test('a restaurant that lists no methods is taken to take card and Swish', async () => {
  renderCheckout();
  expect(methodNames()).toEqual([en.Payment.card, en.Payment.swish]);
});

describe('on a phone with a wallet', () => {
  beforeEach(() => Object.assign(window, { PaymentRequest: function PaymentRequest() {} }));
  afterEach(() => delete (window as { PaymentRequest?: unknown }).PaymentRequest);

  test('the wallet is offered first and chosen; no e-mail is asked (the wallet gives it) and the order says it will be paid with the wallet', async () => {
    renderCheckout({ requireEmail: true, paymentMethods: ['applepay', 'googlepay', 'card', 'swish'] });
    expect(methodNames()).toEqual([en.Payment.googlepay, en.Payment.card, en.Payment.swish]);
    expect(screen.getByRole('radio', { name: en.Payment.googlepay })).toBeChecked();
    expect(screen.queryByRole('textbox', { name: new RegExp(en.Checkout.email) })).toBeNull();
    expect(screen.getByText(en.Checkout.walletReceipt.replace('{wallet}', en.Payment.googlepay))).toBeVisible();
    fireEvent.click(payButton());
    expect(await sentOrder()).toMatchObject({ paymentMethod: 'googlepay', email: null });
    expect(push.mock.calls[0]![0]).toContain('method=googlepay');
  });

  test('choosing the card asks for the e-mail again, and the order carries no wallet', async () => {
    renderCheckout({ requireEmail: true, paymentMethods: ['googlepay', 'card'] });
    fireEvent.click(screen.getByRole('radio', { name: en.Payment.card }));
    const email = screen.getByRole('textbox', { name: new RegExp(en.Checkout.email) });
    fireEvent.change(email, { target: { value: 'anna@example.com' } });
    fireEvent.click(payButton());
    const sent = await sentOrder();
    expect(sent).toMatchObject({ email: 'anna@example.com' });
    expect(sent).not.toHaveProperty('paymentMethod');
  });
});
