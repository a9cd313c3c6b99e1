/** @jest-environment jsdom */
import { act, render } from '@testing-library/react';

let pathname = '/shop/1/menu';
jest.mock('next/navigation', () => ({
  usePathname: () => pathname,
  useRouter: () => ({ push: jest.fn(), replace: jest.fn(), prefetch: jest.fn() }),
}));
jest.mock('@/components/basket/use-shop-switch', () => ({ useConfirmShopSwitch: () => async () => true }));
jest.mock('./shop-guard', () => ({ admitsShop: async () => true }));

let answerSpots: (spots: unknown) => void = () => {};
jest.mock('@/lib/client/api', () => ({
  bff: { deliverySpots: () => new Promise((resolve) => (answerSpots = resolve)) },
}));

import { currentBasket } from '@/components/basket/basket-store';

import { RouteEffects } from './route-effects';

test('QR values reach the basket even when the guest taps on to the next page while the tables load', async () => {
  // What the proxy left in the cookie for a table QR code (/shop/1/menu?orderType=dineInPlace&spotId=7).
  document.cookie = `ordering_qr=${encodeURIComponent(JSON.stringify({ shopId: 1, orderType: 'dineInPlace', spotId: 7 }))}; path=/`;
  const view = render(<RouteEffects orderTypes={['takeAway', 'dineInPlace']} />);
  await act(async () => {});
  // The guest is already on the next page of the same shop when the list of tables arrives.
  pathname = '/shop/1/menu/Burgare';
  view.rerender(<RouteEffects orderTypes={['takeAway', 'dineInPlace']} />);
  await act(async () => answerSpots([{ id: 7, name: 'Bord 7', orderType: 'dineInPlace' }]));
  expect(currentBasket()).toMatchObject({ shopId: 1, orderType: 'dineInPlace', spotId: 7 });
});

test("QR values of one shop never land in another shop's basket", async () => {
  pathname = '/shop/1/menu';
  document.cookie = `ordering_qr=${encodeURIComponent(JSON.stringify({ shopId: 1, orderType: 'dineInPlace', spotId: 8 }))}; path=/`;
  const view = render(<RouteEffects orderTypes={['takeAway', 'dineInPlace']} />);
  await act(async () => {});
  // Before the tables arrive, the guest has gone to another shop.
  pathname = '/shop/2/menu';
  view.rerender(<RouteEffects orderTypes={['takeAway', 'dineInPlace']} />);
  await act(async () => {});
  await act(async () => answerSpots([{ id: 8, name: 'Bord 8', orderType: 'dineInPlace' }]));
  expect(currentBasket().shopId).toBe(2);
  expect(currentBasket().spotId).not.toBe(8);
});

test("the shop's body class follows the page's shop, else the basket's; home and offline have none", async () => {
  pathname = '/shop/3/menu';
  const view = render(<RouteEffects orderTypes={['takeAway', 'dineInPlace']} />);
  await act(async () => {});
  expect([...document.body.classList]).toEqual(['shop-3']);
  // The orders page names no shop: the basket's shop gives the class (SPEC guard step 9).
  pathname = '/orders';
  view.rerender(<RouteEffects orderTypes={['takeAway', 'dineInPlace']} />);
  await act(async () => {});
  expect(currentBasket().shopId).toBe(3);
  expect([...document.body.classList]).toEqual(['shop-3']);
  pathname = '/';
  view.rerender(<RouteEffects orderTypes={['takeAway', 'dineInPlace']} />);
  await act(async () => {});
  expect([...document.body.classList]).toEqual([]);
});
