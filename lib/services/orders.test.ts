/**
 * Placing an order against the reference ordering API (free port, fresh data folder), with the
 * guest's session stubbed: what a retry with the same Idempotency-Key gets.
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
jest.mock('@/lib/services/auth', () => ({ currentAccessToken: async () => null }));

let api: { url: string; close(): Promise<void> };
let dataDir: string;
let orders: typeof import('./orders');

const input: CheckoutInput = {
  shopId: 1,
  orderType: 'takeAway',
  asap: true,
  pickupTime: null,
  note: null,
  spotId: null,
  email: 'guest@example.com',
  phone: null,
  items: [{ code: 'S301', quantity: 1, choices: [] }],
};
const key = 'a'.repeat(32);

beforeAll(async () => {
  dataDir = mkdtempSync(join(tmpdir(), 'bff-orders-'));
  api = await startReferenceApi({ dataDir });
  process.env.ORDERING_API_URL = api.url;
  orders = await import('./orders');
});

afterAll(async () => {
  await api.close();
  rmSync(dataDir, { recursive: true, force: true });
});

afterEach(() => jest.restoreAllMocks());

test('a retry that crosses into the next minute still gets the same order, not a conflict', async () => {
  const minute = Math.floor(Date.now() / 60_000) * 60_000;
  const clock = jest.spyOn(Date, 'now').mockReturnValue(minute + 59_900);
  const first = await orders.placeOrder(input, key);
  clock.mockReturnValue(minute + 60_100);
  const retry = await orders.placeOrder(input, key);
  expect(retry.orderId).toBe(first.orderId);
});

test('the same key with another basket is still refused', async () => {
  const other = { ...input, items: [{ code: 'S302', quantity: 1, choices: [] }] };
  await orders.placeOrder(other, 'b'.repeat(32));
  await expect(orders.placeOrder({ ...other, note: 'extra salt' }, 'b'.repeat(32))).rejects.toMatchObject({
    code: 'INVALID_PARAMETER',
    status: 422,
  });
});
