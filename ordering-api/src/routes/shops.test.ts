import type { Article, MenuItem } from '../../../lib/upstream/schemas/index.ts';
import {
  DAY_OF_WEEK_NAMES, deliverySpotListSchema, menuSchema, problemDetailsSchema, shopListSchema, shopSchema,
} from '../../../lib/upstream/schemas/index.ts';
import { getJson, sendJson, useTestApi } from '../testing.ts';
import { DEFAULT_WIRE, resolveWireConfig } from '../wire.ts';

const PROBLEM_TYPE = 'application/problem+json';

describe('shops, menus and delivery spots', () => {
  const api = useTestApi({}, 'all');

  test('GET /api/shops lists every visible shop', async () => {
    const { status, body } = await getJson(api.app, '/api/shops');
    expect(status).toBe(200);
    expect(shopListSchema.parse(body).map((s) => s.id)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10]);
  });

  test.each([1, 2, 3, 4, 5, 6, 7, 8, 9, 10])('shop %i, its menu and delivery spots parse with the contract', async (id) => {
    const shop = await getJson(api.app, `/api/shops/${id}`);
    expect(shop.status).toBe(200);
    expect(shopSchema.parse(shop.body).id).toBe(id);
    const menu = await getJson(api.app, `/api/shops/${id}/menu`);
    expect(menu.status).toBe(200);
    expect(menuSchema.parse(menu.body).items.length).toBeGreaterThan(0);
    const spots = await getJson(api.app, `/api/shops/${id}/delivery-spots`);
    expect(spots.status).toBe(200);
    expect(deliverySpotListSchema.parse(spots.body)).toHaveLength(7);
  });

  test('menu currency follows the shop country', async () => {
    const currency = async (id: number): Promise<unknown> => ((await getJson(api.app, `/api/shops/${id}/menu`)).body as { currency: unknown }).currency;
    expect(await currency(1)).toEqual({ name: 'SEK', symbol: 'kr' });
    expect(await currency(4)).toEqual({ name: 'EUR', symbol: '€' });
    expect(await currency(7)).toEqual({ name: 'NOK', symbol: 'kr' });
  });

  test.each(['/api/shops/2147483647', '/api/shops/99/menu', '/api/shops/99/delivery-spots'])(
    '%s → 404 shop-not-found problem',
    async (url) => {
      const res = await api.app.request(url);
      expect(res.status).toBe(404);
      expect(res.headers.get('content-type')).toBe(PROBLEM_TYPE);
      const body = problemDetailsSchema.parse(await res.json());
      expect(body).toEqual({ type: 'https://ordering.example/problems/shop-not-found', title: expect.any(String), status: 404, code: 'shop-not-found' });
    },
  );

  test.each(['abc', '0', '-1', '1.5', '01', '2147483648', '99999999999', '%20', '1e3'])(
    '/api/shops/%s → 400 invalid-shop-id',
    async (raw) => {
      for (const suffix of ['', '/menu', '/delivery-spots']) {
        const res = await api.app.request(`/api/shops/${raw}${suffix}`);
        expect(res.status).toBe(400);
        expect(res.headers.get('content-type')).toBe(PROBLEM_TYPE);
        expect(await res.json()).toMatchObject({ status: 400, code: 'invalid-shop-id', type: 'https://ordering.example/problems/invalid-shop-id' });
      }
    },
  );

  test('hidden shops are left out of the list and answer 404', async () => {
    expect((await sendJson(api.app, 'POST', '/_dev/shops/visibility', { visibleIds: [1, 4] })).status).toBe(200);
    try {
      expect(shopListSchema.parse((await getJson(api.app, '/api/shops')).body).map((s) => s.id)).toEqual([1, 4]);
      for (const url of ['/api/shops/2', '/api/shops/2/menu', '/api/shops/2/delivery-spots']) {
        expect((await api.app.request(url)).status).toBe(404);
      }
    } finally {
      await sendJson(api.app, 'POST', '/_dev/shops/visibility', { visibleIds: null });
    }
    expect(shopListSchema.parse((await getJson(api.app, '/api/shops')).body)).toHaveLength(10);
  });

  test('a per-shop sold-out override shows in that shop only', async () => {
    api.db.prepare(
      "INSERT INTO shop_article_availability (shop_id, article_id, available) SELECT 2, id, 0 FROM articles WHERE code = 'B101' AND menu_id = (SELECT menu_id FROM shops WHERE id = 2)",
    ).run();
    const find = async (id: number): Promise<boolean | undefined> => {
      const menu = menuSchema.parse((await getJson(api.app, `/api/shops/${id}/menu`)).body);
      const walk = (items: MenuItem[]): Article[] => items.flatMap((i) => (i.type === 'article' ? [i] : walk(i.items)));
      return walk(menu.items).find((a) => a.code === 'B101')?.available;
    };
    expect(await find(2)).toBe(false);
    expect(await find(3)).toBe(true);
  });
});

describe('opening hours with day names (ORDERING_API_DAY_NAMES)', () => {
  const numbers = useTestApi({}, 'all');
  const names = useTestApi({ wire: { dayNames: true } }, 'all');
  type Hours = Array<{ dayOfWeek: unknown; opens: string; closes: string }>;
  const hoursOf = async (app: typeof numbers.app, url: string): Promise<Hours> => ((await getJson(app, url)).body as { openingHours: Hours }).openingHours;

  test('each day is its English name where the default writes its number, and the answer still parses with the contract', async () => {
    const byNumber = await hoursOf(numbers.app, '/api/shops/1');
    const byName = await hoursOf(names.app, '/api/shops/1');
    expect(byName).toEqual(byNumber.map((h) => ({ ...h, dayOfWeek: DAY_OF_WEEK_NAMES[h.dayOfWeek as number] })));
    expect(byName.map((h) => h.dayOfWeek)).toContain('Sunday');
    const list = await getJson(names.app, '/api/shops');
    expect(shopListSchema.parse(list.body).flatMap((s) => s.openingHours).every((h) => typeof h.dayOfWeek === 'string')).toBe(true);
  });

  test('an invalid ORDERING_API_DAY_NAMES is refused', () => {
    expect(() => resolveWireConfig({}, { ORDERING_API_DAY_NAMES: 'yes' })).toThrow(/invalid flag value/);
    expect(resolveWireConfig({}, { ORDERING_API_DAY_NAMES: '1' })).toEqual({ ...DEFAULT_WIRE, dayNames: true });
    expect(resolveWireConfig({ dayNames: false }, { ORDERING_API_DAY_NAMES: '1' })).toEqual(DEFAULT_WIRE);
  });
});
