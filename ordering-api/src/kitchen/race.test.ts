/**
 * 50 guests race over HTTP (loopback) for one slot whose unpaid share (half of it) fits 10
 * burgers: exactly 10 are sold and paid, every other guest is offered later slots with room,
 * nothing is paid for a refused slot and no hold outlives its expiry — all checked on the API's
 * database afterwards. Each guest has its own address (X-Client-Address, as the app sends it).
 */
import { all, one } from '../db/database.ts';
import type { ReferenceApi } from '../server.ts';
import { startReferenceApi } from '../server.ts';
import { choice, makeTempDir, orderBody, removeDir, testClock } from '../testing.ts';
import { HOLD_MS } from './model.ts';

const GUESTS = 50;
const SLOT = '2026-05-06T11:00:00.000Z';
const SECRET = 'race-test-client-address-secret';
const from = (i: number) => ({ 'X-Client-Address': `198.51.100.${i}`, 'X-Client-Address-Secret': SECRET });

describe('50 guests race for one slot', () => {
  const clock = testClock();
  let api: ReferenceApi;
  let dir: string;
  beforeAll(async () => {
    dir = makeTempDir();
    api = await startReferenceApi({ dataDir: dir, port: 0, now: clock.now, kitchenStepMs: 0, logError: () => {}, identity: { clientAddressSecret: SECRET } });
  });
  afterAll(async () => {
    await api.close();
    removeDir(dir);
  });

  const post = (path: string, body: unknown, headers: Record<string, string> = {}) =>
    fetch(`${api.url}${path}`, { method: 'POST', headers: { 'Content-Type': 'application/json', ...headers }, body: JSON.stringify(body) });
  const code = (i: number) => `race-guest-${String(i).padStart(4, '0')}-abcdef`;

  test('exactly the unpaid share is sold; the others get the next free slots and pay nothing', async () => {
    // 80 minutes a slot, of which unpaid orders may take half: 10 burgers. (Before unpaid work was
    // limited to half a slot this test used 40; the race is the same.)
    expect((await fetch(`${api.url}/_dev/kitchen/shops/1`, { method: 'PUT', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify({ slotCapacity: 80 }) })).status).toBe(200);
    const burger = { code: 'B101', quantity: 1, choices: [choice(1, 'C-BRIOCHE')] };
    const answers = await Promise.all(
      Array.from({ length: GUESTS }, async (_, i) => {
        const res = await post('/api/order', orderBody({ customerCode: code(i), asap: false, pickupTime: SLOT, items: [burger] }), from(i));
        return { i, status: res.status, body: (await res.json()) as { orderId?: string; code?: string; nextSlots?: string[] } };
      }),
    );
    const sold = answers.filter((a) => a.status === 201);
    const refused = answers.filter((a) => a.status !== 201);
    expect(sold).toHaveLength(10);
    expect(refused).toHaveLength(40);
    for (const r of refused) {
      expect(r.status).toBe(409);
      expect(r.body.code).toBe('slot-full');
      expect(r.body.nextSlots!.length).toBeGreaterThan(0);
      expect(r.body.nextSlots).not.toContain(SLOT);
    }

    // The ten pay; the refused have no order to pay for.
    await Promise.all(
      sold.map(async ({ i, body }) => {
        const headers = { 'X-CustomerCode': code(i) };
        const start = await post(`/api/order/${body.orderId}/payment`, { paymentMethod: 'card', returnUrl: 'http://localhost:3000/r' }, headers);
        expect(start.status).toBe(201);
        const { paymentId } = (await start.json()) as { paymentId: string };
        const press = await fetch(`${api.url}/_provider/pay/${paymentId}`, {
          method: 'POST', headers: { 'Content-Type': 'application/x-www-form-urlencoded' }, body: 'action=approve', redirect: 'manual',
        });
        expect(press.status).toBe(303);
        expect((await post(`/api/order/${body.orderId}/payment/${paymentId}/confirm`, { providerParameters: {} }, headers)).status).toBe(200);
      }),
    );

    // A refused guest takes the first slot offered: it has room.
    const late = refused[0]!;
    expect((await post('/api/order', orderBody({ customerCode: code(late.i), asap: false, pickupTime: late.body.nextSlots![0]!, items: [burger] }))).status).toBe(201);

    // On the database: the slot holds exactly its unpaid share of paid work, and nothing else was paid.
    const inSlot = all<{ status: string; kitchen_load: number }>(api.db, 'SELECT status, kitchen_load FROM orders WHERE slot_start = ?', SLOT);
    expect(inSlot).toHaveLength(10);
    expect(inSlot.every((o) => o.status === 'Added' && o.kitchen_load === 4)).toBe(true);
    expect(one(api.db, "SELECT count(*) AS n FROM payments WHERE status = 'Captured'")).toEqual({ n: 10 });
    expect(one(api.db, `SELECT count(*) AS n FROM payments p JOIN orders o ON o.id = p.order_id WHERE o.slot_start IS NOT ? `, SLOT)).toEqual({ n: 0 });

    // No hold outlives its expiry: once the time has passed, any read releases it.
    clock.advance(HOLD_MS);
    await post('/api/shops/1/slots/quote', { items: [{ code: 'B101', quantity: 1 }] });
    const now = clock.now().toISOString();
    expect(one(api.db, 'SELECT count(*) AS n FROM slot_holds WHERE released_at IS NULL AND expires_at <= ?', now)).toEqual({ n: 0 });
    expect(one(api.db, "SELECT count(*) AS n FROM slot_holds WHERE release_reason = 'paid'")).toEqual({ n: 10 });
  });

  test('racing ASAP guests are all taken, each in the next slot with room, and no slot holds more than its unpaid share', async () => {
    expect((await fetch(`${api.url}/_dev/kitchen/shops/4`, { method: 'PUT', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify({ slotCapacity: 40 }) })).status).toBe(200);
    const burger = { code: 'B101', quantity: 1, choices: [choice(1, 'C-BRIOCHE')] };
    const statuses = await Promise.all(
      Array.from({ length: 30 }, async (_, i) => (await post('/api/order', orderBody({ shopId: 4, customerCode: code(100 + i), items: [burger] }), from(100 + i))).status),
    );
    expect(statuses).toEqual(Array(30).fill(201));
    const slots = all<{ slot_start: string; load: number }>(
      api.db, 'SELECT slot_start, sum(load) AS load FROM slot_holds WHERE shop_id = 4 AND released_at IS NULL GROUP BY slot_start',
    );
    expect(slots.length).toBeGreaterThanOrEqual(3);
    expect(slots.every((s) => s.load <= 20)).toBe(true); // unpaid: at most half of the 40 minutes (was: the whole slot)
  });
});
