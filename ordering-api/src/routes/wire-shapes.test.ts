/**
 * The answer shapes of src/wire.ts over HTTP: each switch on its own, then `shape: 'spec'`, then
 * `shape: 'aspnet'` (src/aspnet.ts).
 * Two apps over one database answer the same data in two shapes, so each answer is checked
 * against the default shape's.
 */
import type { Hono } from 'hono';

import {
  menuSchema, orderHistoryEntrySchema, orderSchema, shopListSchema, shopSchema,
} from '../../../lib/upstream/schemas/index.ts';
import { createApp } from '../app.ts';
import type { AppEnv } from '../context.ts';
import { one, run } from '../db/database.ts';
import {
  bearer, choice, confirmTestPayment, createTestOrder, FAST_SCRYPT, guest, orderBody, OTHER_CODE, payOnProviderPage, postJson,
  registerAndLogin, registerBody, TEST_APP_URL, useTestApi,
} from '../testing.ts';
import type { WireOptions } from '../wire.ts';
import { REGION_TAGS } from '../wire.ts';

type Json = null | boolean | number | string | Json[] | { [key: string]: Json };
type Obj = { [key: string]: Json };

const identity = { scrypt: FAST_SCRYPT, appUrl: TEST_APP_URL, rateLimits: false };
const MONEY_KEYS = new Set(['price', 'regularPrice', 'unitPrice', 'amount', 'base', 'taxTotal', 'total']);
/** The numbers of a JSON tree that JSON writes with more than two decimals (89.49999…). */
function longDecimals(value: Json): number[] {
  if (typeof value === 'number') return /\.\d{3,}/.test(JSON.stringify(value)) ? [value] : [];
  if (value !== null && typeof value === 'object') return Object.values(value).flatMap(longDecimals);
  return [];
}

/** Every object in a JSON tree (itself included), depth first. */
function objects(value: Json): Obj[] {
  if (Array.isArray(value)) return value.flatMap(objects);
  if (value !== null && typeof value === 'object') return [value, ...Object.values(value).flatMap(objects)];
  return [];
}

/** The two trees are equal but for money, which `major` holds in major units (minor / 100); the number of amounts compared. */
function expectMajorUnits(major: Json, minor: Json, path = '$'): number {
  if (Array.isArray(minor)) {
    expect(Array.isArray(major) && major.length === minor.length).toBe(true);
    return minor.reduce<number>((n, m, i) => n + expectMajorUnits((major as Json[])[i]!, m, `${path}[${i}]`), 0);
  }
  if (minor !== null && typeof minor === 'object') {
    expect(Object.keys(major as Obj)).toEqual(Object.keys(minor));
    return Object.entries(minor).reduce<number>((n, [key, m]) => {
      const got = (major as Obj)[key]!;
      if (MONEY_KEYS.has(key) && typeof m === 'number') {
        if (got !== m / 100) throw new Error(`${path}.${key}: ${JSON.stringify(got)}, expected ${m / 100} (${m} minor units)`);
        return n + 1;
      }
      return n + expectMajorUnits(got, m, `${path}.${key}`);
    }, 0);
  }
  expect(major).toEqual(minor);
  return 0;
}

describe('answer shapes (src/wire.ts)', () => {
  const api = useTestApi({ identity });
  /** Another app over the same database and clock, answering in `wire`'s shape. */
  const shaped = (wire: WireOptions): Hono<AppEnv> =>
    createApp({ db: api.db, dev: true, now: api.clock.now, kitchenStepMs: 0, logError: () => {}, identity, wire });
  const body = async (app: Hono<AppEnv>, url: string, headers: Record<string, string> = {}): Promise<Json> => {
    const res = await app.request(url, { headers });
    expect(res.status).toBe(200);
    return (await res.json()) as Json;
  };
  /** A paid order of the signed-in customer (or a guest's without a token), by its id on `app`'s wire. */
  const paidOrder = async (app: Hono<AppEnv>, token?: string): Promise<string> => {
    const res = await postJson(app, '/api/order', orderBody(), token ? bearer(token) : {});
    expect(res.status).toBe(201);
    const orderId = String(((await res.json()) as { orderId: string | number }).orderId);
    const { paymentId } = await payOnProviderPage(app, orderId, { action: 'approve' });
    expect((await confirmTestPayment(app, orderId, paymentId)).status).toBe(200);
    return orderId;
  };

  /* ---------------------------------------------------------------- prices */
  describe('priceUnit: major', () => {
    test('a menu price stored as 8950 öre is sent as 89.5; every article and choice price is the stored one / 100', async () => {
      run(api.db, `UPDATE article_prices SET price = 8950 WHERE currency = 'SEK'
        AND article_id = (SELECT a.id FROM articles a JOIN shops s ON s.menu_id = a.menu_id WHERE s.id = 1 AND a.code = 'B101')`);
      const major = shaped({ priceUnit: 'major' });
      for (const shopId of [1, 4, 7]) {
        const minorMenu = await body(api.app, `/api/shops/${shopId}/menu`);
        const majorMenu = await body(major, `/api/shops/${shopId}/menu`);
        expect(expectMajorUnits(majorMenu, minorMenu)).toBeGreaterThan(50);
        expect(longDecimals(majorMenu)).toEqual([]);
      }
      const b101 = objects(await body(major, '/api/shops/1/menu')).find((o) => o.code === 'B101' && 'choiceGroups' in o)!;
      expect(b101.price).toBe(89.5);
      const cheese = objects(b101).find((o) => o.code === 'CH2-OST')!;
      expect((cheese.article as Obj).price).toBe(15);
      expect(objects(await body(api.app, '/api/shops/1/menu')).find((o) => o.code === 'B101')?.price).toBe(8950);
    });

    test('an order (lines, choices, VAT, totals) and the order history in kronor and euros; storage stays in minor units', async () => {
      const major = shaped({ priceUnit: 'major' });
      const items = [{ code: 'B101', quantity: 3, choices: [choice(1, 'C-BRIOCHE'), choice(2, 'C-OST')] }, { code: 'D501', quantity: 1, choices: [] }];
      for (const shopId of [1, 4]) {
        const created = await postJson(major, '/api/order', orderBody({ shopId, items }));
        expect(created.status).toBe(201);
        const text = await created.text();
        expect(longDecimals(JSON.parse(text) as Json)).toEqual([]);
        const { orderId } = JSON.parse(text) as { orderId: string };
        const minor = await body(api.app, `/api/order/${orderId}`, guest());
        expect(expectMajorUnits(JSON.parse(text) as Json, minor)).toBe(12);
        expect(expectMajorUnits(await body(major, `/api/order/${orderId}`, guest()), minor)).toBe(12);
        expect(one(api.db, 'SELECT total FROM orders WHERE id = ?', orderId)).toEqual({ total: (minor as Obj).total });
      }
      // 13.5 % VAT on euros: cents that are not round.
      const euros = objects(await body(major, '/api/shops/4/menu')).find((o) => o.code === 'B101');
      expect(euros?.price).toBe(12.4);

      const { accessToken } = await registerAndLogin(major);
      const orderId = await paidOrder(major, accessToken);
      const history = await body(major, '/api/user/order-history', bearer(accessToken));
      expect(expectMajorUnits(history, await body(api.app, '/api/user/order-history', bearer(accessToken)))).toBe(1);
      expect(history).toMatchObject({ items: [{ orderId, total: 35, currency: 'SEK' }] });
    });
  });

  /* ---------------------------------------------------------------- order history */
  describe('historyArray', () => {
    test('the history is a plain JSON array of orders: empty without a token, the whole history when signed in (a plain list knows no pages)', async () => {
      const list = shaped({ historyArray: true });
      expect(await body(list, '/api/user/order-history?pageIndex=0&pageSize=10')).toEqual([]);
      const { accessToken } = await registerAndLogin(list);
      const first = await paidOrder(list, accessToken);
      api.clock.advance(60_000);
      const second = await paidOrder(list, accessToken);

      const history = await body(list, '/api/user/order-history?pageIndex=0&pageSize=10', bearer(accessToken));
      expect(Array.isArray(history)).toBe(true);
      expect((history as Json[]).map((e) => orderHistoryEntrySchema.parse(e).orderId)).toEqual([second, first]);
      // The page object of the default shape holds the same orders.
      expect(await body(api.app, '/api/user/order-history?pageIndex=0&pageSize=10', bearer(accessToken))).toEqual({
        pageIndex: 0, pageSize: 10, totalCount: 2, items: history,
      });
      expect(await body(list, '/api/user/order-history?pageIndex=1&pageSize=1', bearer(accessToken))).toEqual(history);
      expect((await list.request('/api/user/order-history?pageSize=0')).status).toBe(400);
    });
  });

  /* ---------------------------------------------------------------- languages */
  describe('regionTags', () => {
    test('every i18n entry is tagged sv-SE, fi-FI, en-GB, ru-RU or nb-NO: menus, choice levels, shops, spots, offers', async () => {
      const tagged = shaped({ regionTags: true });
      const tags = new Set(Object.values(REGION_TAGS));
      for (const url of ['/api/shops', '/api/shops/1/menu', '/api/shops/4/menu', '/api/shops/1/delivery-spots', '/api/campaigns']) {
        const entries = objects(await body(tagged, url)).filter((o) => 'language' in o && 'text' in o);
        expect(entries.length).toBeGreaterThan(0);
        expect(new Set(entries.map((e) => e.language))).toEqual(tags);
        const plain = objects(await body(api.app, url)).filter((o) => 'language' in o && 'text' in o);
        expect(entries).toEqual(plain.map((e) => ({ ...e, language: REGION_TAGS[e.language as string] })));
      }
      const menu = (await body(tagged, '/api/shops/1/menu')) as { choiceLevels: { i18n: Obj[] }[] };
      expect(menu.choiceLevels[0]?.i18n[0]).toEqual({ language: 'sv-SE', text: 'Bröd' });
      // The list of languages stays as the ordering API's calls writes it: language codes.
      expect(await body(tagged, '/api/cultures/languages')).toEqual(['sv', 'fi', 'en', 'ru', 'no']);
    });
  });

  /* ---------------------------------------------------------------- order ids */
  describe('numericOrderIds', () => {
    test('create, read, pay, confirm and ask a receipt with the numeric id (a JSON number); the UUID is not taken', async () => {
      const numeric = shaped({ numericOrderIds: true });
      const created = await postJson(numeric, '/api/order', orderBody(), { 'Idempotency-Key': 'numeric-1' });
      expect(created.status).toBe(201);
      expect(created.headers.get('location')).toBe('/api/order/1001');
      const order = (await created.json()) as { orderId: unknown; status: string };
      expect(order).toMatchObject({ orderId: 1001, status: 'CalculatedPrice' });
      const replay = await postJson(numeric, '/api/order', orderBody(), { 'Idempotency-Key': 'numeric-1' });
      expect(replay.headers.get('location')).toBe('/api/order/1001');
      expect(((await (await postJson(numeric, '/api/order', orderBody())).json()) as { orderId: unknown }).orderId).toBe(1002);

      const read = await body(numeric, '/api/order/1001', guest());
      expect(read).toMatchObject({ orderId: 1001, status: 'CalculatedPrice' });
      const uuid = one<{ id: string }>(api.db, 'SELECT id FROM orders WHERE order_number = 1001')!.id;
      const unknown = await (await numeric.request('/api/order/9999', { headers: guest() })).text();
      expect(JSON.parse(unknown)).toMatchObject({ status: 404, code: 'failed-find-order' });
      for (const id of [uuid, '01001', '1001.0', '-1001', '1e3']) {
        const res = await numeric.request(`/api/order/${id}`, { headers: guest() });
        expect([res.status, await res.text()]).toEqual([404, unknown]);
      }
      expect((await numeric.request('/api/order/1001', { headers: guest(OTHER_CODE) })).status).toBe(404);
      // The default shape goes on taking the UUID, and only it.
      expect((await api.app.request(`/api/order/${uuid}`, { headers: guest() })).status).toBe(200);
      expect((await api.app.request('/api/order/1001', { headers: guest() })).status).toBe(404);

      const { paymentId } = await payOnProviderPage(numeric, '1001', { action: 'approve' });
      const confirmed = await confirmTestPayment(numeric, '1001', paymentId);
      expect(confirmed.status).toBe(200);
      expect(await confirmed.json()).toMatchObject({ orderId: 1001, status: 'Added', payment: { status: 'Captured' } });
      expect(await body(numeric, '/api/order/1001', guest())).toMatchObject({ orderId: 1001, status: 'Added' });
      expect((await postJson(numeric, '/api/order/1001/receipt', { email: 'receipt@example.com' }, guest())).status).toBe(202);
      const mail = one<{ body_text: string }>(api.db, "SELECT body_text FROM outbox_mail WHERE kind = 'receipt' ORDER BY id DESC LIMIT 1")!.body_text;
      expect(mail).toContain('Order 1001');
      expect(mail).toContain('/order/1001');

      // The dev controls take either id.
      expect((await numeric.request('/_dev/orders/1001')).status).toBe(200);
      expect((await numeric.request(`/_dev/orders/${uuid}`)).status).toBe(200);
    });

    test("a signed-in customer's order and order history carry the number", async () => {
      const numeric = shaped({ numericOrderIds: true });
      const { accessToken } = await registerAndLogin(numeric);
      const orderId = await paidOrder(numeric, accessToken);
      expect(orderId).toBe('1001');
      expect(await body(numeric, '/api/order/1001', bearer(accessToken))).toMatchObject({ orderId: 1001 });
      expect(await body(numeric, '/api/user/order-history', bearer(accessToken))).toMatchObject({ items: [{ orderId: 1001 }] });
    });
  });

  /* ---------------------------------------------------------------- fields */
  describe('specFieldsOnly', () => {
    const strict = () => shaped({ specFieldsOnly: true });

    test('a shop has only the keys the ordering API’s data model names; null text is "", a null location or app address is left out', async () => {
      const shops = (await body(strict(), '/api/shops')) as Obj[];
      for (const shop of shops) {
        expect(Object.keys(shop).filter((k) => !['location', 'externalAppUri'].includes(k))).toEqual([
          'id', 'name', 'description', 'status', 'openForBusiness', 'contactInformation', 'openingHours',
        ]);
        expect(Object.keys(shop.contactInformation as Obj)).toEqual(['address1', 'address2', 'zipCode', 'city']);
        expect(Object.values(shop.contactInformation as Obj).every((v) => typeof v === 'string')).toBe(true);
        for (const h of shop.openingHours as Obj[]) expect(Object.keys(h)).toEqual(['dayOfWeek', 'opens', 'closes']);
      }
      const one4 = (await body(strict(), '/api/shops/4')) as Obj;
      expect(one4).not.toHaveProperty('timeZone');
      expect(one4).not.toHaveProperty('i18n');
      expect((one4.contactInformation as Obj).address2).toBe('');
      expect(shops.find((s) => s.id === 9)).toHaveProperty('externalAppUri');
      expect(shops.find((s) => s.id === 1)).not.toHaveProperty('externalAppUri');
    });

    test('a menu item is a container (name, items) or an article (code, description, price, i18n, imageUrl, campaigns)', async () => {
      const menu = (await body(strict(), '/api/shops/1/menu')) as Obj;
      expect(Object.keys(menu)).toEqual(['name', 'items', 'currency', 'choiceLevels']);
      expect(menu.currency).toEqual({ name: 'SEK', symbol: 'kr' });
      const containers = objects(menu.items!).filter((o) => 'items' in o);
      const articles = objects(menu.items!).filter((o) => 'price' in o);
      expect(containers.length).toBeGreaterThan(5);
      expect(articles.length).toBeGreaterThan(20);
      for (const c of containers) expect(Object.keys(c)).toEqual(['name', 'items']);
      for (const a of articles) expect(Object.keys(a)).toEqual(['code', 'description', 'price', 'i18n', 'imageUrl', 'campaigns']);
      expect(JSON.stringify(menu)).not.toMatch(/"(type|kind|choiceGroups|suggestedArticleCodes|taxPercent|allergens|diets|available|longDescription)"/);
      // An article without a picture has no imageUrl at all.
      run(api.db, "UPDATE articles SET image_path = NULL WHERE code = 'D501'");
      const cola = objects(await body(strict(), '/api/shops/1/menu')).find((o) => o.code === 'D501')!;
      expect(cola).not.toHaveProperty('imageUrl');
    });

    test('the profile: isAuthenticated, favorites, name, lastName, email, phone', async () => {
      const { accessToken } = await registerAndLogin(api.app);
      const profile = (await body(strict(), '/api/user/profile', bearer(accessToken))) as Obj;
      expect(Object.keys(profile)).toEqual(['isAuthenticated', 'favorites', 'name', 'lastName', 'email', 'phone']);
      expect(await body(api.app, '/api/user/profile', bearer(accessToken))).toHaveProperty('favoriteShopId', 2);
    });

    test('an order loses asap, updatedAt, a line\'s taxPercent and payment.method; an empty note is "", no spot no spotId', async () => {
      const created = await postJson(strict(), '/api/order', orderBody({ items: [{ code: 'B101', quantity: 1, choices: [choice(1, 'C-BRIOCHE')] }] }));
      const order = (await created.json()) as Obj;
      expect(Object.keys(order)).toEqual([
        'orderId', 'status', 'shopId', 'orderType', 'pickupTime', 'currency', 'lines', 'tax', 'taxTotal', 'total', 'createdAt', 'note', 'payment',
      ]);
      expect(order).toMatchObject({ note: '', payment: { status: 'NotStarted' } });
      expect(Object.keys((order.lines as Obj[])[0]!)).toEqual(['lineNo', 'code', 'name', 'quantity', 'unitPrice', 'amount', 'choices']);
      expect(Object.keys(order.payment as Obj)).toEqual(['status']);

      const dineIn = await postJson(strict(), '/api/order', orderBody({ orderType: 'dineInPlace', spotId: 1, note: 'By the window' }));
      expect(await dineIn.json()).toMatchObject({ note: 'By the window', spotId: 1 });
    });
  });

  /* ---------------------------------------------------------------- extra fields */
  describe('extraFields', () => {
    test('shops, articles and orders carry posReference and _links, which the contract schemas let through', async () => {
      const extra = shaped({ extraFields: true });
      const shops = await body(extra, '/api/shops');
      expect((shops as Obj[])[0]).toMatchObject({ posReference: 'NB-SHOP-0001', _links: { self: { href: '/api/shops/1' }, menu: { href: '/api/shops/1/menu' } } });
      expect(shopListSchema.parse(shops)).toEqual(await body(api.app, '/api/shops'));
      expect(shopSchema.safeParse(await body(extra, '/api/shops/2')).success).toBe(true);

      const menu = await body(extra, '/api/shops/1/menu');
      expect(objects(menu).find((o) => o.code === 'B101')).toMatchObject({ posReference: 'PLU-B101', _links: { self: { href: '/api/shops/1/articles/B101' } } });
      expect(menuSchema.parse(menu)).toEqual(await body(api.app, '/api/shops/1/menu'));

      const { orderId } = await createTestOrder(extra);
      const order = await body(extra, `/api/order/${orderId}`, guest());
      expect(order).toMatchObject({ posReference: 'POS-1001', _links: { self: { href: `/api/order/${orderId}` } } });
      expect(orderSchema.parse(order)).toEqual(await body(api.app, `/api/order/${orderId}`, guest()));
    });
  });

  /* ---------------------------------------------------------------- the whole spec shape */
  describe("shape: 'spec'", () => {
    test('every switch at once: day names, kronor, region tags, SPEC.md keys, extra fields, a numeric id round trip and a history array', async () => {
      const spec = createApp({ db: api.db, dev: true, now: api.clock.now, kitchenStepMs: 0, logError: () => {}, identity, shape: 'spec' });
      const shop = (await body(spec, '/api/shops/1')) as Obj;
      expect((shop.openingHours as Obj[])[0]?.dayOfWeek).toBe('Sunday');
      expect(shop).toHaveProperty('posReference');
      expect(shop).not.toHaveProperty('timeZone');
      const b101 = objects(await body(spec, '/api/shops/1/menu')).find((o) => o.code === 'B101')!;
      expect(b101).toMatchObject({ price: 129, i18n: expect.arrayContaining([{ language: 'sv-SE', text: 'Klassisk burgare' }]), posReference: 'PLU-B101' });
      expect(b101).not.toHaveProperty('choiceGroups');

      const { accessToken } = await registerAndLogin(spec);
      const orderId = await paidOrder(spec, accessToken);
      expect(orderId).toBe('1001');
      expect(await body(spec, '/api/order/1001', guest())).toMatchObject({ orderId: 1001, status: 'Added', total: 35, payment: { status: 'Captured' } });
      expect(await body(spec, '/api/user/order-history?pageIndex=0&pageSize=10', bearer(accessToken))).toEqual([
        expect.objectContaining({ orderId: 1001, total: 35, posReference: 'POS-1001' }),
      ]);
      // The same data in the default shape.
      expect(await body(api.app, '/api/user/order-history', bearer(accessToken))).toMatchObject({ totalCount: 1, items: [{ total: 3500 }] });
    });

    test("shape: 'default' (or nothing) is today's shape, byte for byte", async () => {
      const explicit = shaped({ shape: 'default' });
      for (const url of ['/api/shops', '/api/shops/4', '/api/shops/1/menu', '/api/shops/1/delivery-spots', '/api/campaigns', '/api/user/order-history']) {
        expect(await (await explicit.request(url)).text()).toBe(await (await api.app.request(url)).text());
      }
      const { orderId } = await createTestOrder(api.app);
      expect(await (await explicit.request(`/api/order/${orderId}`, { headers: guest() })).text())
        .toBe(await (await api.app.request(`/api/order/${orderId}`, { headers: guest() })).text());
    });
  });

  /* ---------------------------------------------------------------- the ASP.NET Core shape */
  describe("shape: 'aspnet'", () => {
    const aspnet = () => createApp({ db: api.db, dev: true, now: api.clock.now, kitchenStepMs: 0, logError: () => {}, identity, shape: 'aspnet' });

    test('decimals keep their scale, the catalogue leaves nulls out, menu items name their kind in $type first', async () => {
      const app = aspnet();
      const menuText = await (await app.request('/api/shops/1/menu')).text();
      expect(menuText).toMatch(/"code":"B101","description":"Klassisk burgare","price":129\.00,/);
      const menu = JSON.parse(menuText) as Json;
      const items = (list: Json): Obj[] => (list as Obj[]).flatMap((i) => [i, ...(Array.isArray(i.items) ? items(i.items) : [])]);
      const all = items((menu as Obj).items!);
      expect(new Set(all.map((i) => `${Object.keys(i)[0]}:${String(i.$type)}`))).toEqual(new Set(['$type:container', '$type:article']));
      expect(objects(menu).some((o) => 'type' in o && (o.type === 'article' || o.type === 'container'))).toBe(false);
      // Shops: day names, region tags, and a null left out rather than written (address2 of shop 6 is null).
      const shop = (await body(app, '/api/shops/6')) as Obj;
      expect((shop.openingHours as Obj[]).length).toBe(0);
      expect(shop.contactInformation).not.toHaveProperty('address2');
      expect(objects(shop).some((o) => Object.values(o).includes(null))).toBe(false);
      expect(((await body(app, '/api/shops/1')) as { openingHours: Obj[] }).openingHours[0]?.dayOfWeek).toBe('Sunday');
    });

    test('an order writes its nulls and its money as decimals; its read is the status as text/plain', async () => {
      const app = aspnet();
      const created = await postJson(app, '/api/order', orderBody());
      expect(created.status).toBe(201);
      const text = await created.text();
      expect(text).toMatch(/"total":35\.00/);
      expect(text).toContain('"note":null');
      const { orderId } = JSON.parse(text) as { orderId: string };
      const read = await app.request(`/api/order/${orderId}`, { headers: guest() });
      expect(read.headers.get('content-type')).toMatch(/^text\/plain/);
      expect(await read.text()).toBe('CalculatedPrice');
    });

    test('problems are ProblemDetails without our code extension, validation errors keyed by C# property paths', async () => {
      const app = aspnet();
      const refused = await postJson(app, '/api/order', { ...orderBody(), email: null });
      expect(refused.status).toBe(400);
      const problem = (await refused.json()) as Obj;
      expect(problem).toEqual({ type: expect.stringMatching(/\/missing-parameter$/), title: expect.any(String), status: 400, errors: { Email: ['missing-parameter'] } });
      const unknown = (await (await app.request('/api/shops/999')).json()) as Obj;
      expect(unknown).not.toHaveProperty('code');
      expect(unknown.type).toMatch(/\/shop-not-found$/);
    });

    test("Identity's cookie scheme signs in with .AspNetCore.Identity.Application; our own shape refuses it", async () => {
      const app = aspnet();
      await registerAndLogin(app, { email: 'cookie@example.com' });
      const login = await postJson(app, '/api/identity/login?useCookies=true', { email: 'cookie@example.com', password: registerBody().password });
      expect(login.status).toBe(200);
      expect(await login.text()).toBe('');
      const cookie = login.headers.get('set-cookie') ?? '';
      expect(cookie).toMatch(/^\.AspNetCore\.Identity\.Application=[^;]+; Path=\/; HttpOnly; SameSite=Lax; Expires=/);
      const ticket = cookie.split(';')[0]!;
      expect((await app.request('/api/user/profile', { headers: { cookie: ticket } })).status).toBe(200);
      expect((await app.request('/api/user/profile', { headers: { cookie: '.AspNetCore.Identity.Application=forged' } })).status).toBe(401);
      const ours = await postJson(api.app, '/api/identity/login?useCookies=true', { email: 'cookie@example.com', password: registerBody().password });
      expect(ours.status).toBe(400);
    });

  });
});
