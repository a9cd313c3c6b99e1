/** @jest-environment jsdom */
let answer: () => Promise<unknown> = async () => ({});
jest.mock('@/lib/client/api', () => {
  const actual = jest.requireActual('@/lib/client/api');
  return { ...actual, bff: { shop: () => answer() } };
});

import { ApiProblem } from '@/lib/client/api';

import { admitsShop } from './shop-guard';

const openShop = { id: 0, openForBusiness: true, status: 'online' };

test('a shop id that names no shop sends the guest home, without a notification', async () => {
  const unreachable = jest.fn();
  answer = async () => {
    throw new ApiProblem('SHOP_NOT_FOUND', 404);
  };
  await expect(admitsShop('41', unreachable)).resolves.toBe(false);
  await expect(admitsShop('not-a-shop', unreachable)).resolves.toBe(false);
  expect(unreachable).not.toHaveBeenCalled();
});

test('a shop that fails to load for a passing reason keeps the page and tells the guest (SHOP_LOAD_FAILED)', async () => {
  const unreachable = jest.fn();
  answer = async () => {
    throw new ApiProblem('UPSTREAM_UNAVAILABLE', 502);
  };
  await expect(admitsShop('42', unreachable)).resolves.toBe(true);
  expect(unreachable).toHaveBeenCalledTimes(1);
});

test('a shop that is not open for business sends the guest home; an open one is admitted once per tab', async () => {
  const unreachable = jest.fn();
  answer = async () => ({ ...openShop, id: 43, openForBusiness: false });
  await expect(admitsShop('43', unreachable)).resolves.toBe(false);
  let loads = 0;
  answer = async () => {
    loads += 1;
    return { ...openShop, id: 44 };
  };
  await expect(admitsShop('44', unreachable)).resolves.toBe(true);
  await expect(admitsShop('44', unreachable)).resolves.toBe(true);
  expect(loads).toBe(1);
  expect(unreachable).not.toHaveBeenCalled();
});
