/**
 * Reading an order from an upstream whose GET /api/order/{id} answers only the status (the
 * reference API with orderStatusOnly), with the guest's session stubbed.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

import { startReferenceApi } from '@/ordering-api/src/server.ts';

import type { CheckoutInput } from './orders';

jest.mock('@/lib/session/session', () => ({
  ensureCustomerCode: async () => 'guest-code-0123456789',
  readCustomerCode: async () => 'guest-code-0123456789',
}));
jest.mock('@/lib/services/customer-session', () => ({ currentAccessToken: async () => null }));

let api: { url: string; close(): Promise<void> };
let dataDir: string;
let orders: typeof import('./orders');

const input: CheckoutInput = {
  shopId: 1,
  orderType: 'takeAway',
  asap: true,
  pickupTime: null,
  note: 'no salt',
  spotId: null,
  email: 'guest@example.com',
  phone: null,
  items: [{ code: 'S301', quantity: 1, choices: [] }],
};

beforeAll(async () => {
  dataDir = mkdtempSync(join(tmpdir(), 'bff-orders-status-'));
  api = await startReferenceApi({ dataDir, wire: { orderStatusOnly: true } });
  process.env.ORDERING_API_URL = api.url;
  orders = await import('./orders');
});

afterAll(async () => {
  await api.close();
  rmSync(dataDir, { recursive: true, force: true });
});

test('a bare status is an order view with that status and nothing the restaurant did not tell', async () => {
  const placed = await orders.placeOrder(input, 'd'.repeat(32));
  expect(placed.priced).not.toBeNull();

  expect(await orders.readOrder(placed.orderId)).toEqual({
    orderId: placed.orderId,
    status: 'CalculatedPrice',
    shopId: null,
    orderType: null,
    pickupTime: null,
    asap: false,
    note: null,
    priced: null,
    payment: null,
  });
});

test('an unknown order is still FAILED_FIND_ORDER', async () => {
  await expect(orders.readOrder('00000000-0000-4000-8000-000000000000')).rejects.toMatchObject({ code: 'FAILED_FIND_ORDER', status: 404 });
});
