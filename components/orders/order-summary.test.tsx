/** @jest-environment jsdom */
/**
 * One price rule for extras (lib/domain/orders/line-price.ts) on the payment and order pages (both
 * show this summary), which showed the choice's amount for the whole line ("+30 kr"): a 2× line with
 * Bacon shows "+15 kr" for one item, "2 × 79 kr" and the restaurant's 158 kr.
 */
import { render, screen } from '@testing-library/react';
import { NextIntlClientProvider } from 'next-intl';
import { SWRConfig } from 'swr';

import type { OrderView } from '@/lib/domain/orders/order';
import en from '@/messages/en.json';

import { OrderSummary } from './order-summary';

const priced: NonNullable<OrderView['priced']> = {
  currency: 'SEK',
  lines: [
    {
      lineNo: 1, code: 'B101', name: 'Cheeseburger', quantity: 2, unitPrice: 6400, amount: 15800, taxPercent: 12,
      choices: [
        { level: 1, articleCode: 'BACON', choiceCode: 'BACON', name: 'Bacon', unitPrice: 1500, amount: 3000 },
        { level: 2, articleCode: 'BUN', choiceCode: 'BRIOCHE', name: 'Brioche', unitPrice: 0, amount: 0 },
      ],
    },
  ],
  tax: [{ rate: 12, base: 14107, amount: 1693 }],
  taxTotal: 1693,
  total: 15800,
};

test('a 2× line: "Bacon +15 kr" (not +30 kr), "2 × 79 kr" and the line at 158 kr', () => {
  global.fetch = jest.fn(async () => ({ ok: false, status: 404, json: async () => ({}) })) as unknown as typeof fetch;
  render(
    <NextIntlClientProvider locale="en" messages={en}>
      <SWRConfig value={{ provider: () => new Map() }}>
        <OrderSummary priced={priced} shopId={null} />
      </SWRConfig>
    </NextIntlClientProvider>,
  );
  const summary = screen.getByTestId('priced-order');
  expect(screen.getByText(/^Bacon/)).toHaveTextContent('Bacon +15 kr');
  expect(screen.getByText(/^Brioche/)).toHaveTextContent(/^Brioche$/);
  expect(screen.getByTestId('line-each')).toHaveTextContent('2 × 79 kr');
  expect(summary).not.toHaveTextContent('+30 kr');
  expect(screen.getAllByText('158 kr')).toHaveLength(2); // the line and the total
});
