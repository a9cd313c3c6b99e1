/** @jest-environment jsdom */
import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { NextIntlClientProvider } from 'next-intl';
import { SWRConfig } from 'swr';

import en from '@/messages/en.json';

import { OrderHistoryView } from './order-history-view';

jest.mock('next/navigation', () => ({
  usePathname: () => '/order-history',
  useRouter: () => ({ push: jest.fn(), replace: jest.fn(), prefetch: jest.fn() }),
}));

// Each order is told apart by its shop's name, as the guest sees it.
const order = (n: number) => ({
  orderId: String(5000 + n),
  shopId: 1,
  shopName: `Shop ${n}`,
  createdAt: '2026-11-20T12:00:00+01:00',
  status: 'Delivered',
  total: 15800,
  currency: 'SEK',
  items: [{ code: 'B102', name: 'Klassiker', quantity: 1, choices: [] }],
});
const orders = (count: number) => Array.from({ length: count }, (_, i) => order(i + 1));

const reply = (status: number, body: unknown) => Promise.resolve({ ok: status < 400, status, json: async () => body });

type Answer = { totalCount: number | null; items: ReturnType<typeof orders> };

/** The page as a guest sees it: the BFF answers each pageIndex with `answers[pageIndex]`. */
function renderHistory(answers: Answer[]) {
  global.fetch = jest.fn((url: string) => {
    const address = new URL(url, 'http://localhost');
    if (address.pathname !== '/api/user/order-history') return reply(404, {});
    const pageIndex = Number(address.searchParams.get('pageIndex'));
    return reply(200, { pageIndex, pageSize: Number(address.searchParams.get('pageSize')), ...answers[pageIndex] });
  }) as unknown as typeof fetch;
  render(
    <SWRConfig value={{ provider: () => new Map() }}>
      <NextIntlClientProvider locale="en" messages={en} timeZone="Europe/Stockholm">
        <OrderHistoryView />
      </NextIntlClientProvider>
    </SWRConfig>,
  );
}

// Each entry is headed "Order 5001 · Shop 1": its number, then its shop.
const shown = () =>
  screen.queryAllByTestId('history-entry').map((entry) => /· (Shop \d+)$/.exec(within(entry).getByTestId('history-order').textContent ?? '')?.[1]);
const shops = (from: number, to: number) => Array.from({ length: to - from + 1 }, (_, i) => `Shop ${from + i}`);
const pages = () => screen.getByRole('navigation', { name: en.Account.pages });
const next = () => within(pages()).getByRole('button', { name: en.Account.next });
const previous = () => within(pages()).getByRole('button', { name: en.Account.previous });

// A restaurant that pages its plain list itself: the BFF knows no total while the pages come back
// full (lib/upstream/read-history.ts), and the total once a short one does.
test('a restaurant that pages its plain list itself: Next walks page by page, and the short last page ends it', async () => {
  const all = orders(23);
  renderHistory([
    { totalCount: null, items: all.slice(0, 10) },
    { totalCount: null, items: all.slice(10, 20) },
    { totalCount: 23, items: all.slice(20) },
  ]);
  await screen.findByText(/· Shop 1$/);
  expect(shown()).toEqual(shops(1, 10));
  expect(within(pages()).getByText('Page 1')).toBeTruthy();
  expect(next()).toBeEnabled();

  await act(async () => fireEvent.click(next()));
  await screen.findByText(/· Shop 11$/);
  expect(shown()).toEqual(shops(11, 20));
  expect(within(pages()).getByText('Page 2')).toBeTruthy();
  expect(next()).toBeEnabled();

  await act(async () => fireEvent.click(next()));
  await screen.findByText(/· Shop 21$/);
  expect(shown()).toEqual(shops(21, 23));
  expect(within(pages()).getByText('Page 3 of 3')).toBeTruthy();
  expect(next()).toBeDisabled();
});

test('orders that fill their last page exactly: the page after says there are no more, and Previous goes back', async () => {
  const all = orders(20);
  renderHistory([
    { totalCount: null, items: all.slice(0, 10) },
    { totalCount: null, items: all.slice(10) },
    { totalCount: 20, items: [] },
  ]);
  await screen.findByText(/· Shop 1$/);
  await act(async () => fireEvent.click(next()));
  await screen.findByText(/· Shop 11$/);
  await act(async () => fireEvent.click(next()));
  expect(await screen.findByText(en.Account.noMoreOrders)).toBeTruthy();
  expect(screen.queryByText(en.Account.noOrders)).toBeNull();
  expect(next()).toBeDisabled();
  await act(async () => fireEvent.click(previous()));
  await screen.findByText(/· Shop 11$/);
  expect(shown()).toEqual(shops(11, 20));
});

test('a restaurant that ignores paging, with exactly one page of orders: Next does not show the same orders again', async () => {
  const all = orders(10);
  // Its whole list for every pageIndex: a full page each time.
  renderHistory([
    { totalCount: null, items: all },
    { totalCount: null, items: all },
  ]);
  await screen.findByText(/· Shop 1$/);
  await act(async () => fireEvent.click(next()));
  expect(await screen.findByText(en.Account.noMoreOrders)).toBeTruthy();
  expect(shown()).toEqual([]);
  expect(next()).toBeDisabled();
});

test('a known total shows as before: page of pages, and Next up to the last page', async () => {
  const all = orders(25);
  renderHistory([0, 1, 2].map((i) => ({ totalCount: 25, items: all.slice(i * 10, (i + 1) * 10) })));
  await screen.findByText(/· Shop 1$/);
  expect(shown()).toEqual(shops(1, 10));
  expect(within(pages()).getByText('Page 1 of 3')).toBeTruthy();
  await act(async () => fireEvent.click(next()));
  await screen.findByText(/· Shop 11$/);
  await act(async () => fireEvent.click(next()));
  await screen.findByText(/· Shop 21$/);
  expect(shown()).toEqual(shops(21, 25));
  expect(within(pages()).getByText('Page 3 of 3')).toBeTruthy();
  expect(next()).toBeDisabled();
});

test('a single page of orders has no paging', async () => {
  renderHistory([{ totalCount: 4, items: orders(4) }]);
  await screen.findByText(/· Shop 1$/);
  expect(shown()).toEqual(shops(1, 4));
  expect(screen.queryByRole('navigation', { name: en.Account.pages })).toBeNull();
});

test("an order in the history is named by its pickup number, as its status card names it, the id only as a reference", async () => {
  const named = { ...order(1), orderId: 'c21679b8-3a2a-4c1e-9d7f-0a1b2c3d4e5f', pickupNumber: '1007' };
  const unnamed = { ...order(2), orderId: 'd00dfeed-3a2a-4c1e-9d7f-0a1b2c3d4e5f' };
  renderHistory([{ totalCount: 2, items: [named, unnamed] }]);
  const [first, second] = await screen.findAllByTestId('history-entry');
  expect(within(first!).getByTestId('history-order')).toHaveTextContent(/^Order 1007 · Shop 1$/);
  expect(first).toHaveTextContent('Ref. c21679b8');
  expect(first).not.toHaveTextContent('C21679B8');
  // A restaurant that gives no number: the short id, as the status card shows it.
  expect(within(second!).getByTestId('history-order')).toHaveTextContent(/^Order D00D · Shop 2$/);
});
