/**
 * Checkout's question on entry at a shop that gives no opening hours, through the BFF against the
 * reference ordering API on its own clock: a closed shop is said before the guest types anything,
 * with the next time it takes an order when it names one; an open shop is "nothing to say".
 */
import { referenceApiForThisFile } from '@/lib/services/reference-api.testing';
import { testClock } from '@/ordering-api/src/testing.ts';

jest.mock('@/lib/session/session', () => ({
  ensureCustomerCode: async () => 'guest-code-check-0123456789',
  readCustomerCode: async () => 'guest-code-check-0123456789',
}));
jest.mock('@/lib/services/customer-session', () => ({ currentAccessToken: async () => null }));

const clock = testClock();
referenceApiForThisFile({ now: clock.now });

const fries = { orderType: 'takeAway', spotId: null, items: [{ code: 'S301', quantity: 1, choices: [] }] };
async function check(shopId: number, body: unknown = fries, origin = 'http://localhost:3000') {
  const { POST } = await import('./shops/[shopId]/order-check/route');
  const request = new Request(`http://localhost:3000/api/shops/${shopId}/order-check`, {
    method: 'POST',
    headers: { host: 'localhost:3000', origin, 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  return POST(request, { params: Promise.resolve({ shopId: String(shopId) }) });
}

test('a shop without hours that the restaurant reads as closed is refused on entry, never cached', async () => {
  const res = await check(6);
  expect(res.status).toBe(200);
  expect(res.headers.get('cache-control')).toBe('private, no-store');
  expect(await res.json()).toEqual({ refusal: { code: 'SHOP_CLOSED', nextSlots: [] } });
});

test('a closed shop that names its next opening offers that time', async () => {
  clock.set('2026-11-23T02:00:00Z'); // 03:00 in Stockholm; Götgatan opens at 10:00
  const res = await check(2);
  expect(await res.json()).toEqual({ refusal: { code: 'SHOP_CLOSED', nextSlots: [expect.stringMatching(/^2026-11-23T10:00:00(\.000)?(\+01:00)$|^2026-11-23T09:00:00(\.000)?Z$/)] } });
});

test('an open shop has nothing to say, and a malformed basket or another origin is refused as any order would be', async () => {
  clock.set('2026-11-23T11:00:00Z');
  expect(await (await check(1)).json()).toEqual({ refusal: null });
  expect((await check(1, { ...fries, items: [] })).status).toBe(400);
  expect((await check(1, fries, 'https://evil.example')).status).toBe(403);
});
