import { orderSchema, paymentStartResponseSchema } from '../../../lib/upstream/schemas/index.ts';
import { one } from '../db/database.ts';
import type { ReferenceApi } from '../server.ts';
import { startReferenceApi } from '../server.ts';
import { choice, guest, orderBody, testClock, useTempDir } from '../testing.ts';

async function post(url: string, body: unknown, headers: Record<string, string> = {}): Promise<Response> {
  return fetch(url, { method: 'POST', headers: { 'Content-Type': 'application/json', ...headers }, body: JSON.stringify(body) });
}

/** The whole guest flow over real HTTP: create, start payment, press Approve, confirm. */
async function orderAndPay(api: ReferenceApi): Promise<string> {
  const created = await post(`${api.url}/api/order`, orderBody({ items: [{ code: 'B101', quantity: 1, choices: [choice(1, 'C-BRIOCHE')] }] }));
  expect(created.status).toBe(201);
  const { orderId } = orderSchema.parse(await created.json());
  const start = await post(`${api.url}/api/order/${orderId}/payment`, { paymentMethod: 'card', returnUrl: 'http://127.0.0.1:3000/back' }, guest());
  const { paymentId, redirectUrl } = paymentStartResponseSchema.parse(await start.json());
  expect(redirectUrl).toBe(`${api.url}/_provider/pay/${paymentId}`);
  expect((await fetch(redirectUrl)).status).toBe(200);
  const pressed = await fetch(redirectUrl, {
    method: 'POST',
    headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
    body: 'action=approve',
    redirect: 'manual',
  });
  expect(pressed.status).toBe(303);
  expect(pressed.headers.get('location')).toBe(`http://127.0.0.1:3000/back?paymentId=${paymentId}&result=approved`);
  const confirmed = await post(`${api.url}/api/order/${orderId}/payment/${paymentId}/confirm`, { providerParameters: { result: 'approved' } }, guest());
  expect(orderSchema.parse(await confirmed.json()).status).toBe('Added');
  return orderId;
}

const storedStatus = (api: ReferenceApi, orderId: string): string | undefined =>
  one<{ status: string }>(api.db, 'SELECT status FROM orders WHERE id = ?', orderId)?.status;

describe('orders over real HTTP (startReferenceApi)', () => {
  const dir = useTempDir();

  test('orders persist across a restart, and the kitchen catches up by timestamps on start', async () => {
    const clock = testClock();
    let api = await startReferenceApi({ dataDir: dir(), port: 0, now: clock.now, kitchenStepMs: 60_000, logError: () => {} });
    let orderId: string;
    let before: unknown;
    try {
      orderId = await orderAndPay(api);
      before = await (await fetch(`${api.url}/api/order/${orderId}`, { headers: guest() })).json();
    } finally {
      await api.close();
    }
    clock.advance(150_000); // 2½ steps while the server is down
    api = await startReferenceApi({ dataDir: dir(), port: 0, now: clock.now, kitchenStepMs: 60_000, logError: () => {} });
    try {
      expect(storedStatus(api, orderId)).toBe('Done'); // moved by the start-up sweep, before any read
      const after = orderSchema.parse(await (await fetch(`${api.url}/api/order/${orderId}`, { headers: guest() })).json());
      // The ready range is live (it ends when the order is done), like the status.
      const stable = (o: typeof after) => ({ ...o, status: undefined, updatedAt: undefined, ready: undefined });
      expect(stable(after)).toEqual(stable(orderSchema.parse(before)));
      expect(after.status).toBe('Done');
      expect((await fetch(`${api.url}/api/order/${orderId}`, { headers: guest('someone-else-000000000') })).status).toBe(404);
    } finally {
      await api.close();
    }
  });

  test('the periodic sweep moves paid orders on a short real step without any read', async () => {
    const api = await startReferenceApi({ dataDir: dir(), port: 0, kitchenStepMs: 40, logError: () => {} });
    try {
      const orderId = await orderAndPay(api);
      const deadline = Date.now() + 3000;
      while (storedStatus(api, orderId) !== 'Delivered' && Date.now() < deadline) await new Promise((r) => setTimeout(r, 25));
      expect(storedStatus(api, orderId)).toBe('Delivered');
    } finally {
      await api.close();
    }
  });
});
