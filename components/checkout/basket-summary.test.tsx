/** @jest-environment jsdom */
/**
 * One price rule for extras (lib/domain/orders/line-price.ts) on checkout's summary, which showed
 * no extra's price at all: a 2× line with Bacon shows "+15 kr" for one item, "2 × 79 kr", 158 kr.
 */
import { render, screen } from '@testing-library/react';
import { NextIntlClientProvider } from 'next-intl';

import type { Basket, BasketArticle } from '@/lib/domain/basket/basket';
import en from '@/messages/en.json';

import { BasketSummary } from './basket-summary';

const article = (code: string, description: string, price: number): BasketArticle => ({ code, description, price, i18n: [], imageUrl: null, campaigns: [] });
const basket: Basket = {
  items: [{ id: 'line-1', type: 'article', quantity: 2, article: article('B101', 'Cheeseburger', 6400), choices: [{ level: 1, code: 'BACON', article: article('BACON', 'Bacon', 1500) }] }],
  shopId: 1,
  shopName: 'Götgatan',
  orderType: 'takeAway',
  note: null,
  spotId: null,
};

test('checkout shows the extra for one item, the price of one and the line, as the basket does', () => {
  render(
    <NextIntlClientProvider locale="en" messages={en}>
      <BasketSummary basket={basket} shopName="Götgatan" symbol="kr" />
    </NextIntlClientProvider>,
  );
  expect(screen.getByText(/^Bacon/)).toHaveTextContent('Bacon +15 kr');
  expect(screen.getByTestId('line-each')).toHaveTextContent('2 × 79 kr');
  expect(screen.getAllByText('158 kr')).toHaveLength(2); // the line and the estimated total
});
