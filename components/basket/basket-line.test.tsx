/** @jest-environment jsdom */
/**
 * One price rule for extras (lib/domain/orders/line-price.ts), in the basket and the desktop side
 * basket (both are this line): a 2× line with Bacon +15 kr shows "+15 kr" for one item, "2 × 79 kr"
 * and the line's 158 kr.
 */
import { render, screen, within } from '@testing-library/react';
import { NextIntlClientProvider } from 'next-intl';

import type { BasketArticle, BasketItem } from '@/lib/domain/basket/basket';
import en from '@/messages/en.json';

import { BasketLine } from './basket-line';

jest.mock('next/navigation', () => ({ useRouter: () => ({ replace: jest.fn(), push: jest.fn(), prefetch: jest.fn() }), usePathname: () => '/shop/1/menu' }));
// jsdom lacks matchMedia, which the edit link asks (a phone or a desktop).
window.matchMedia = ((query: string) => ({ matches: false, media: query, addEventListener() {}, removeEventListener() {} })) as unknown as typeof window.matchMedia;

const article = (code: string, description: string, price: number): BasketArticle => ({ code, description, price, i18n: [], imageUrl: null, campaigns: [] });
const line = (quantity: number): BasketItem => ({
  id: 'line-1',
  type: 'article',
  quantity,
  article: article('B101', 'Cheeseburger', 6400),
  choices: [
    { level: 1, code: 'BACON', article: article('BACON', 'Bacon', 1500) },
    { level: 2, code: 'BRIOCHE', article: article('BRIOCHE', 'Brioche', 0) },
  ],
});

const renderLine = (item: BasketItem) =>
  render(
    <NextIntlClientProvider locale="en" messages={en}>
      <ul>
        <BasketLine item={item} index={0} shopId={1} symbol="kr" disabled onIncrease={() => {}} onDecrease={() => {}} onRemove={() => {}} />
      </ul>
    </NextIntlClientProvider>,
  );

test('a 2× line: "Bacon +15 kr" for one item, "2 × 79 kr", and the line at 158 kr', () => {
  renderLine(line(2));
  const shown = screen.getByTestId('basket-line');
  expect(within(shown).getByText(/^Bacon/)).toHaveTextContent('Bacon +15 kr');
  expect(within(shown).getByText(/^Brioche/)).toHaveTextContent(/^Brioche$/);
  expect(within(shown).getByTestId('line-each')).toHaveTextContent('2 × 79 kr');
  expect(shown).toHaveTextContent('158 kr');
  expect(shown).not.toHaveTextContent('+30 kr');
});

test('one item needs no "1 × 79 kr"', () => {
  renderLine(line(1));
  expect(screen.getByTestId('basket-line')).toHaveTextContent('79 kr');
  expect(screen.queryByTestId('line-each')).toBeNull();
});

/** The basket's own line, with its controls (the checkout's is read-only). */
const renderEditable = (item: BasketItem) =>
  render(
    <NextIntlClientProvider locale="en" messages={en}>
      <ul>
        <BasketLine item={item} index={0} shopId={1} symbol="kr" disabled={false} onIncrease={() => {}} onDecrease={() => {}} onRemove={() => {}} />
      </ul>
    </NextIntlClientProvider>,
  );

test('Change is offered for a line with something to choose, not for fries that have nothing', () => {
  const { unmount } = renderEditable({ ...line(1), configurable: true });
  expect(screen.getByRole('link', { name: en.Basket.edit.replace('{name}', 'Cheeseburger') })).toBeInTheDocument();
  unmount();
  renderEditable({ ...line(1), article: article('S301', 'Fries', 3900), choices: [], configurable: false });
  expect(screen.getByRole('button', { name: en.Basket.remove.replace('{name}', 'Fries') })).toBeInTheDocument();
  expect(screen.queryByRole('link', { name: en.Basket.edit.replace('{name}', 'Fries') })).toBeNull();
});

test('a line saved before lines said whether they have choices still offers Change', () => {
  renderEditable(line(1));
  expect(screen.getByRole('link', { name: en.Basket.edit.replace('{name}', 'Cheeseburger') })).toBeInTheDocument();
});
