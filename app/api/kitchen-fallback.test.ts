/**
 * Against an ordering API without the kitchen capability (the reference API in SPEC.md's shapes
 * only): checkout is told nothing (`kitchen: null`, so it offers today's quarter hours), an order
 * is placed and read without a ready range, and nothing fails.
 */
import { friesToTakeAway } from '@/lib/services/checkout-input.testing';
import { referenceApiForThisFile } from '@/lib/services/reference-api.testing';

jest.mock('@/lib/session/session', () => ({
  ensureCustomerCode: async () => 'guest-code-fallback-0123456789',
  readCustomerCode: async () => 'guest-code-fallback-0123456789',
}));
jest.mock('@/lib/services/customer-session', () => ({ currentAccessToken: async () => null }));

referenceApiForThisFile({ shape: 'spec', wire: { priceUnit: 'minor' } });

const request = (path: string, body: unknown, headers: Record<string, string> = {}) =>
  new Request(`http://app.test${path}`, {
    method: 'POST',
    headers: { host: 'app.test', origin: 'http://app.test', 'content-type': 'application/json', ...headers },
    body: JSON.stringify(body),
  });

test('no kitchen capability: the quote is null, and orders go through without a ready range', async () => {
  const warn = jest.spyOn(console, 'warn').mockImplementation(() => {});
  const { POST } = await import('./shops/[shopId]/slots/route');
  const res = await POST(request('/api/shops/1/slots', { items: [{ code: 'S301', quantity: 1 }] }), { params: Promise.resolve({ shopId: '1' }) });
  expect(res.status).toBe(200);
  expect(await res.json()).toEqual({ kitchen: null });
  expect(warn).not.toHaveBeenCalled(); // absent is not a failure

  const hold = await import('./shops/[shopId]/slots/hold/route');
  const held = await hold.POST(request('/api/shops/1/slots/hold', { pickupTime: new Date(Date.now() + 3_600_000).toISOString(), items: [{ code: 'S301', quantity: 1 }] }), {
    params: Promise.resolve({ shopId: '1' }),
  });
  expect(held.status).toBe(200);
  expect(await held.json()).toEqual({ hold: null });

  const place = await import('./order/route');
  const placed = await place.POST(request('/api/order', friesToTakeAway, { 'idempotency-key': 'f'.repeat(32) }), undefined);
  expect(placed.status).toBe(201);
  const order = (await placed.json()) as { ready?: unknown };
  expect(order.ready ?? null).toBeNull();
  warn.mockRestore();
});
