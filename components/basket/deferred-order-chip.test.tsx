/** @jest-environment jsdom */
/**
 * The order-type chip as the server draws it: what a table's QR code chose is in the first HTML
 * (no scripts needed), one row of order type, table and Change; without QR values the slot draws
 * nothing (no empty band).
 */
import { NextIntlClientProvider } from 'next-intl';
import { renderToString } from 'react-dom/server';

import fi from '@/messages/fi.json';

import { DeferredOrderChip } from './deferred-order-chip';

// The live chip (basket store) loads after hydration: what the server writes is what this test reads.
jest.mock('./order-chip', () => ({ OrderChip: () => null }));

const inFinnish = (node: React.ReactNode) => (
  <NextIntlClientProvider locale="fi" messages={{ OrderType: fi.OrderType, Basket: fi.Basket }}>
    {node}
  </NextIntlClientProvider>
);
const first = { orderType: 'dineInPlace' as const, spotId: 12, table: 'Pöytä 12' };

test('the server’s HTML holds the QR code’s chip: how the guest eats, the table and Change', () => {
  const html = renderToString(inFinnish(<DeferredOrderChip shopId={1} orderTypes={['takeAway', 'dineInPlace']} first={first} />));
  expect(html).toContain('data-testid="order-chip"');
  expect(html).toContain(fi.OrderType.dineInPlace);
  expect(html).toContain('Pöytä 12');
  expect(html).toContain(fi.Basket.changeOrderType);
});

test('the dot travels with the table: no separator of its own that a line could leave alone', () => {
  document.body.innerHTML = renderToString(inFinnish(<DeferredOrderChip shopId={1} orderTypes={['takeAway', 'dineInPlace']} first={first} />));
  const chip = document.querySelector('[data-testid="order-chip"]')!;
  expect(chip.textContent!.replace(/\u00a0/g, ' ')).toBe(`${fi.OrderType.dineInPlace} · Pöytä 12${fi.Basket.changeOrderType}`);
  const [type, table] = [...chip.querySelector('span')!.children];
  expect(type!.textContent).toBe(fi.OrderType.dineInPlace);
  expect(table!.textContent!.replace(/\u00a0/g, ' ')).toBe(' · Pöytä 12');
});

test('no QR values, no chip and no room kept for one; one order type offered, nothing to change', () => {
  expect(renderToString(inFinnish(<DeferredOrderChip shopId={1} orderTypes={['takeAway']} first={null} />))).toBe('');
  const html = renderToString(inFinnish(<DeferredOrderChip shopId={1} orderTypes={['dineInPlace']} first={{ ...first, spotId: null, table: null }} />));
  expect(html).toContain(fi.OrderType.dineInPlace);
  expect(html).not.toContain(fi.Basket.changeOrderType);
  expect(html).not.toContain('·');
});
