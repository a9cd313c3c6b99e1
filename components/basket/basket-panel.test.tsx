/** @jest-environment jsdom */
/**
 * The basket panel: every line carries its own controls (one fewer only above one, one more,
 * remove), each acting on its own line alone (docs/product-rules.md: every line shows its
 * controls, where SPEC.md showed one line's at a time); a screen reader hears the new count and
 * total after a change, never on load; on a phone the basket bar opens the panel and Escape
 * closes it again.
 */
import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { NextIntlClientProvider } from 'next-intl';

import type { Basket, BasketItem } from '@/lib/domain/basket/basket';
import en from '@/messages/en.json';

import { BasketPanel } from './basket-panel';

jest.mock('next/navigation', () => ({ useRouter: () => ({ push: jest.fn(), replace: jest.fn(), prefetch: jest.fn() }), usePathname: () => '/shop/1/menu' }));

let largeScreen = true;
window.matchMedia = ((query: string) => ({
  matches: query.includes('min-width') ? largeScreen : false,
  media: query,
  addEventListener() {},
  removeEventListener() {},
})) as unknown as typeof window.matchMedia;

const line = (id: string, code: string, description: string, price: number, quantity: number): BasketItem => ({
  id, type: 'article', categoryPath: ['Burgare'], quantity, article: { code, description, price, i18n: [], imageUrl: null, campaigns: [] }, choices: [],
});
const BURGER = line('line-burger', 'B101', 'Classic burger', 12900, 1);
const FRIES = line('line-fries', 'S201', 'Fries', 3900, 3);

/** The basket as this browser saved it, read by the panel's store as another tab's save would be. */
function saveBasket(items: BasketItem[]) {
  const basket: Basket = { items, shopId: 1, shopName: 'Nordic Burger', orderType: 'takeAway', note: null, spotId: null, currencySymbol: 'kr' };
  const value = JSON.stringify(basket);
  localStorage.setItem('ordering.basket', value);
  window.dispatchEvent(new StorageEvent('storage', { key: 'ordering.basket', newValue: value }));
}
const saved = () => (JSON.parse(localStorage.getItem('ordering.basket')!) as Basket).items.map((i) => [i.article.code, i.quantity]);

function renderPanel(items: BasketItem[] = [BURGER, FRIES]) {
  saveBasket(items);
  render(
    <NextIntlClientProvider locale="en" messages={en} timeZone="Europe/Stockholm">
      <BasketPanel orderTypes={['takeAway', 'dineInPlace']} />
    </NextIntlClientProvider>,
  );
}

const lineOf = (name: string) => screen.getAllByTestId('basket-line').find((li) => li.textContent?.includes(name))!;
const control = (label: string) => screen.getByRole('button', { name: label });
const announced = () => screen.getByTestId('basket-announcer');

beforeEach(() => {
  largeScreen = true;
});

test('one fewer is offered only above one; each control changes its own line and the saved basket', () => {
  renderPanel();
  expect(control('One fewer Classic burger')).toBeDisabled();
  expect(control('One fewer Fries')).toBeEnabled();

  fireEvent.click(control('One fewer Fries'));
  expect(within(lineOf('Fries')).getByText('2×')).toBeInTheDocument();
  expect(within(lineOf('Classic burger')).getByText('1×')).toBeInTheDocument();
  expect(saved()).toEqual([['B101', 1], ['S201', 2]]);

  fireEvent.click(control('One more Classic burger'));
  expect(within(lineOf('Classic burger')).getByText('2×')).toBeInTheDocument();
  expect(control('One fewer Classic burger')).toBeEnabled();
  expect(saved()).toEqual([['B101', 2], ['S201', 2]]);

  fireEvent.click(control('Remove Fries'));
  expect(screen.getAllByTestId('basket-line')).toHaveLength(1);
  expect(screen.queryByText('Fries')).toBeNull();
  expect(saved()).toEqual([['B101', 2]]);
});

test('every line shows its own controls, and each names the dish it acts on', () => {
  renderPanel();
  for (const [name, li] of [['Classic burger', lineOf('Classic burger')], ['Fries', lineOf('Fries')]] as const) {
    const labels = within(li).getAllByRole('button').map((b) => b.getAttribute('aria-label'));
    expect(labels).toEqual([`One fewer ${name}`, `One more ${name}`, `Remove ${name}`]);
    expect(within(li).getByRole('link', { name: `Change ${name}` })).toBeInTheDocument();
  }
});

test('a screen reader hears the new count and total after a change, and nothing on load', async () => {
  jest.useFakeTimers();
  try {
    renderPanel();
    // Everything the panel queued on load has run: still nothing said.
    act(() => jest.runOnlyPendingTimers());
    expect(announced()).toHaveAttribute('aria-live', 'polite');
    expect(announced()).toHaveTextContent('');

    fireEvent.click(control('One fewer Fries'));
    act(() => jest.runOnlyPendingTimers());
    expect(announced()).toHaveTextContent('Basket: 3 items, 207 kr.');

    fireEvent.click(control('Remove Fries'));
    act(() => jest.runOnlyPendingTimers());
    expect(announced()).toHaveTextContent('Basket: 1 item, 129 kr.');
  } finally {
    jest.useRealTimers();
  }
});

test('on a phone the basket bar opens the panel; Escape closes it and the focus goes back to the bar', () => {
  largeScreen = false;
  renderPanel();
  const bar = screen.getByTestId('basket-toggle');
  expect(bar).toHaveAttribute('aria-expanded', 'false');
  expect(bar).toHaveTextContent('Show basket (4 items)');
  expect(screen.queryByTestId('basket')).toBeNull();

  fireEvent.click(bar);
  expect(bar).toHaveAttribute('aria-expanded', 'true');
  const panel = screen.getByTestId('basket');
  fireEvent.click(within(panel).getByRole('button', { name: 'One more Classic burger' }));
  expect(within(lineOf('Classic burger')).getByText('2×')).toBeInTheDocument();

  fireEvent.keyDown(within(panel).getByRole('button', { name: 'Remove Fries' }), { key: 'Escape' });
  expect(bar).toHaveAttribute('aria-expanded', 'false');
  expect(screen.queryByTestId('basket')).toBeNull();
  expect(bar).toHaveFocus();
});
