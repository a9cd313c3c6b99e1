import { createHash } from 'node:crypto';

import type { MenuItem } from '../../../lib/upstream/schemas/index.ts';
import { menuSchema, orderSchema, paymentStartResponseSchema } from '../../../lib/upstream/schemas/index.ts';
import { all, count, one, run } from '../db/database.ts';
import {
  bearer,
  choice,
  createTestOrder,
  guest,
  orderBody,
  OTHER_CODE,
  postJson,
  registerAndLogin,
  TEST_CODE,
  useTestApi,
} from '../testing.ts';

function articlesOf(items: MenuItem[]): Extract<MenuItem, { type: 'article' }>[] {
  return items.flatMap((i) => (i.type === 'article' ? [i] : articlesOf(i.items)));
}

type Problem = { type: string; title: string; status: number; code: string; [k: string]: unknown };

async function problemOf(res: Response): Promise<Problem> {
  expect(res.headers.get('content-type')).toBe('application/problem+json');
  const body = (await res.json()) as Problem;
  expect(body).toMatchObject({ type: `https://ordering.example/problems/${body.code}`, status: res.status });
  expect(typeof body.title).toBe('string');
  expect(JSON.stringify(body)).not.toMatch(/at .*\.ts:\d+/); // never a stack trace
  return body;
}

describe('POST /api/order', () => {
  const api = useTestApi();

  const create = (overrides: Parameters<typeof orderBody>[0] = {}, headers: Record<string, string> = {}) =>
    postJson(api.app, '/api/order', orderBody(overrides), headers);

  test('prices from the menu only, sums choices, and answers 201 with orderSchema', async () => {
    const body = {
      ...orderBody(),
      total: 1,
      items: [
        { code: 'B101', quantity: 2, price: 1, unitPrice: 1, choices: [{ ...choice(1, 'C-GLUTENFRI'), price: 0 }, choice(2, 'C-OST'), choice(2, 'C-BACON')] },
        { code: 'D501', quantity: 1, price: 0, choices: [] },
      ],
    };
    const res = await postJson(api.app, '/api/order', body);
    expect(res.status).toBe(201);
    expect(res.headers.get('cache-control')).toBe('no-store');
    const text = await res.text();
    const order = orderSchema.parse(JSON.parse(text));
    expect(res.headers.get('location')).toBe(`/api/order/${order.orderId}`);
    expect(order.orderId).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    expect(order).toMatchObject({ status: 'CalculatedPrice', shopId: 1, currency: 'SEK', asap: true, payment: { status: 'NotStarted', method: null, error: null } });
    const [burger, cola] = order.lines;
    expect(burger).toMatchObject({ lineNo: 1, code: 'B101', name: 'Klassisk burgare', quantity: 2, unitPrice: 12900, taxPercent: 12 });
    expect(burger!.choices).toEqual([
      { level: 1, articleCode: 'C-GLUTENFRI', choiceCode: 'CH1-GLUTENFRI', name: 'Glutenfritt bröd', unitPrice: 1000, amount: 2000 },
      { level: 2, articleCode: 'C-OST', choiceCode: 'CH2-OST', name: 'Extra cheddar', unitPrice: 1500, amount: 3000 },
      { level: 2, articleCode: 'C-BACON', choiceCode: 'CH2-BACON', name: 'Bacon', unitPrice: 2000, amount: 4000 },
    ]);
    expect(burger!.amount).toBe((12900 + 1000 + 1500 + 2000) * 2);
    expect(cola).toMatchObject({ lineNo: 2, code: 'D501', unitPrice: 3500, amount: 3500 });
    expect(order.total).toBe(34800 + 3500);
    expect(order.tax).toEqual([{ rate: 12, base: order.total - 4104, amount: 4104 }]); // 38300 × 12/112 = 4103.57
    expect(order.taxTotal).toBe(4104);
    expect(order.pickupTime).toBe('2026-05-06T12:00:00+02:00'); // ASAP = now, in the shop's zone
  });

  test('the customer code is stored only as its SHA-256 and never echoed', async () => {
    const res = await create();
    const text = await res.text();
    expect(text).not.toContain(TEST_CODE);
    const { orderId } = JSON.parse(text) as { orderId: string };
    const row = one<Record<string, unknown>>(api.db, 'SELECT * FROM orders WHERE id = ?', orderId)!;
    expect(row.customer_code_hash).toBe(createHash('sha256').update(TEST_CODE).digest('hex'));
    expect(JSON.stringify(row)).not.toContain(TEST_CODE);
  });

  test('VAT per rate from gross prices when lines carry different rates', async () => {
    const colaId = one<{ id: number }>(api.db, "SELECT id FROM articles WHERE menu_id = 1 AND code = 'D501'")!.id;
    run(api.db, "UPDATE article_prices SET tax_percent = 25 WHERE article_id = ? AND currency = 'SEK'", colaId);
    const res = await create({ items: [{ code: 'B101', quantity: 1, choices: [choice(1, 'C-BRIOCHE'), choice(2, 'C-OST')] }, { code: 'D501', quantity: 2, choices: [] }] });
    const order = orderSchema.parse(await res.json());
    expect(order.tax).toEqual([
      { rate: 12, base: 12857, amount: 1543 }, // 14400 gross
      { rate: 25, base: 5600, amount: 1400 }, // 7000 gross
    ]);
    expect(order.taxTotal).toBe(2943);
    expect(order.total).toBe(21400);
    expect(order.tax.reduce((s, t) => s + t.base + t.amount, 0)).toBe(order.total);
    expect(order.lines.map((l) => l.taxPercent)).toEqual([12, 25]);
  });

  test('names follow Accept-Language when the menu has that language', async () => {
    const res = await create({ items: [{ code: 'D501', quantity: 1, choices: [] }] }, { 'Accept-Language': 'fi-FI,fi;q=0.9,en;q=0.5' });
    const order = orderSchema.parse(await res.json());
    const fi = one<{ description: string }>(
      api.db, "SELECT t.description FROM article_translations t JOIN articles a ON a.id = t.article_id WHERE a.menu_id = 1 AND a.code = 'D501' AND t.language = 'fi'")!;
    expect(order.lines[0]!.name).toBe(fi.description);
  });

  describe('request validation (400)', () => {
    test('no body → missing-parameter; malformed JSON → invalid-parameter', async () => {
      const empty = await postJson(api.app, '/api/order', '');
      expect(empty.status).toBe(400);
      expect(await problemOf(empty)).toMatchObject({ code: 'missing-parameter' });
      const broken = await postJson(api.app, '/api/order', '{"shopId":');
      expect(await problemOf(broken)).toMatchObject({ status: 400, code: 'invalid-parameter', errors: { $: ['Malformed JSON.'] } });
    });

    test('more than 999 items (100 lines of 99) → 400 order-too-large before pricing; 999 are priced', async () => {
      const lines = (n: number, quantity: number) => Array.from({ length: n }, () => ({ code: 'D501', quantity, choices: [] }));
      const res = await create({ items: lines(100, 99) });
      expect(res.status).toBe(400);
      expect(await problemOf(res)).toMatchObject({ code: 'order-too-large', maxQuantity: 999 });
      expect((await create({ items: [...lines(10, 99), { code: 'D501', quantity: 9, choices: [] }] })).status).toBe(201);
    });

    test('a priced total beyond the largest amount the contract carries → 400 order-too-large, never a 500', async () => {
      run(api.db, "UPDATE article_prices SET price = 5000000 WHERE article_id IN (SELECT id FROM articles WHERE code = 'D501')");
      const res = await create({ items: [{ code: 'D501', quantity: 21, choices: [] }] });
      expect(res.status).toBe(400);
      expect(await problemOf(res)).toMatchObject({ code: 'order-too-large' });
    });

    test('absent fields → missing-parameter with errors keyed by JSON path', async () => {
      const res = await postJson(api.app, '/api/order', { ...orderBody(), customerCode: undefined, items: [{ code: 'D501', choices: [] }] });
      expect(res.status).toBe(400);
      const body = await problemOf(res);
      expect(body).toMatchObject({ code: 'missing-parameter' });
      expect(body.errors).toEqual({ customerCode: ['missing-parameter'], 'items[0].quantity': ['missing-parameter'] });
    });

    test('malformed fields → invalid-parameter keyed by JSON path; note over 90 chars is rejected', async () => {
      const res = await create({
        note: 'x'.repeat(91),
        items: [{ code: 'D501', quantity: 0, choices: [{ level: 1, articleCode: 'bad code!', choiceCode: 'C-OST' }] }],
      });
      const body = await problemOf(res);
      expect(body).toMatchObject({ status: 400, code: 'invalid-parameter' });
      expect(Object.keys(body.errors as object).sort()).toEqual(['items[0].choices[0].articleCode', 'items[0].quantity', 'note']);
      expect((await create({ note: 'x'.repeat(90) })).status).toBe(201);
    });

    test('a bad shop id → invalid-shop-id', async () => {
      for (const shopId of ['abc', -1, 1.5, 2_147_483_648]) {
        const res = await postJson(api.app, '/api/order', { ...orderBody(), shopId });
        expect(await problemOf(res)).toMatchObject({ status: 400, code: 'invalid-shop-id', errors: { shopId: expect.any(Array) } });
      }
    });

    test('an unparseable pickup time → shop-error-invalid-date-time', async () => {
      for (const pickupTime of ['tomorrow', '2026-05-06 12:00', '2026-05-06T12:00:00']) {
        const res = await create({ pickupTime, asap: false });
        expect(await problemOf(res)).toMatchObject({ status: 400, code: 'shop-error-invalid-date-time', errors: { pickupTime: expect.any(Array) } });
      }
    });

    test('settings.orders.requireEmail: no e-mail → missing-parameter errors.email', async () => {
      const res = await create({ email: null });
      expect(await problemOf(res)).toMatchObject({ status: 400, code: 'missing-parameter', errors: { email: ['missing-parameter'] } });
      run(api.db, `UPDATE settings SET value = '{"requireEmail":false,"requirePhoneNumber":false}' WHERE key = 'orders'`);
      expect((await create({ email: null })).status).toBe(201);
    });
  });

  describe('the shop (the ordering API’s errors order errors)', () => {
    test('unknown or hidden shop → 404 shop-not-found', async () => {
      expect(await problemOf(await create({ shopId: 999 }))).toMatchObject({ status: 404, code: 'shop-not-found' });
      run(api.db, 'UPDATE shops SET hidden = 1 WHERE id = 2');
      expect(await problemOf(await create({ shopId: 2 }))).toMatchObject({ status: 404, code: 'shop-not-found' });
    });

    test('shop 3 (paused) → 409 shop-paused', async () => {
      const res = await create({ shopId: 3 });
      expect(await problemOf(res)).toMatchObject({ status: 409, code: 'shop-paused' });
      expect(res.headers.get('retry-after')).toBe('300');
    });

    test('shop 5 (offline) → 503 shop-offline with Retry-After', async () => {
      const res = await create({ shopId: 5 });
      expect(await problemOf(res)).toMatchObject({ status: 503, code: 'shop-offline' });
      expect(res.headers.get('retry-after')).toBe('60');
    });

    test('shops 8 (not open for business) and 9 (external app) → 409 shop-closed', async () => {
      for (const shopId of [8, 9]) expect(await problemOf(await create({ shopId }))).toMatchObject({ status: 409, code: 'shop-closed' });
    });

    test('ASAP outside opening hours → 409 shop-closed with nextOpeningAt (shop zone)', async () => {
      api.clock.set('2026-05-06T21:00:00Z'); // 23:00 in Stockholm; shop 2 is open 10–22
      const body = await problemOf(await create({ shopId: 2, pickupTime: '2026-05-06T21:00:00Z' }));
      expect(body).toMatchObject({ status: 409, code: 'shop-closed', nextOpeningAt: '2026-05-07T10:00:00+02:00' });
      // shop 6 has no opening hours at all: closed, no next opening
      const never = await problemOf(await create({ shopId: 6 }));
      expect(never).toMatchObject({ code: 'shop-closed' });
      expect(never).not.toHaveProperty('nextOpeningAt');
    });

    test('shop 10 (Uppsala) opens 07:00 on weekdays in its own zone', async () => {
      api.clock.set('2026-05-06T04:30:00Z'); // 06:30 in Uppsala (it would be 07:30 in Helsinki)
      expect(await problemOf(await create({ shopId: 10 }))).toMatchObject({ code: 'shop-closed', nextOpeningAt: '2026-05-06T07:00:00+02:00' });
      api.clock.set('2026-05-06T05:00:00Z');
      expect((await create({ shopId: 10 })).status).toBe(201);
    });

    test('a pickup time outside the hours → 409 shop-closed-at-pickuptime; inside → 201 even while closed now', async () => {
      api.clock.set('2026-05-06T21:00:00Z');
      const late = await problemOf(await create({ shopId: 2, asap: false, pickupTime: '2026-05-06T23:30:00+02:00' }));
      expect(late).toMatchObject({ status: 409, code: 'shop-closed-at-pickuptime', nextAvailablePickupTime: '2026-05-07T10:00:00+02:00' });
      const res = await create({ shopId: 2, asap: false, pickupTime: '2026-05-07T11:15:00+02:00' });
      expect(res.status).toBe(201);
      expect(orderSchema.parse(await res.json())).toMatchObject({ asap: false, pickupTime: '2026-05-07T11:15:00+02:00' });
    });

    test('pickup more than 2 minutes in the past → 400 shop-error-date-time-in-the-past', async () => {
      const past = await create({ asap: false, pickupTime: '2026-05-06T09:57:00Z' });
      expect(await problemOf(past)).toMatchObject({ status: 400, code: 'shop-error-date-time-in-the-past' });
      expect((await create({ asap: false, pickupTime: '2026-05-06T09:59:00Z' })).status).toBe(201);
      // ASAP ignores the client's clock
      expect((await create({ asap: true, pickupTime: '2020-01-01T00:00:00Z' })).status).toBe(201);
    });

    test('pickup more than 7 days ahead → 400 shop-error-invalid-date-time', async () => {
      const far = await create({ asap: false, pickupTime: '2026-05-13T10:01:00Z' });
      expect(await problemOf(far)).toMatchObject({ status: 400, code: 'shop-error-invalid-date-time' });
      expect((await create({ asap: false, pickupTime: '2026-05-13T09:59:00Z' })).status).toBe(201);
    });

    test('an order type the shop does not offer → 422 shop-method-not-supported (shop 10 is take-away only)', async () => {
      const spot = one<{ id: number }>(api.db, "SELECT id FROM delivery_spots WHERE shop_id = 10 AND order_type = 'dineInPlace'")!;
      const res = await create({ shopId: 10, orderType: 'dineInPlace', spotId: spot.id });
      expect(await problemOf(res)).toMatchObject({ status: 422, code: 'shop-method-not-supported', supported: ['takeAway'] });
      expect((await create({ shopId: 10 })).status).toBe(201);
    });

    test('spotId must be a spot of this shop and of the order type; dine-in needs one', async () => {
      const table = one<{ id: number }>(api.db, "SELECT id FROM delivery_spots WHERE shop_id = 1 AND order_type = 'dineInPlace'")!.id;
      const counter = one<{ id: number }>(api.db, "SELECT id FROM delivery_spots WHERE shop_id = 1 AND order_type = 'takeAway'")!.id;
      const otherShops = one<{ id: number }>(api.db, "SELECT id FROM delivery_spots WHERE shop_id = 2 AND order_type = 'dineInPlace'")!.id;
      for (const [orderType, spotId] of [['dineInPlace', counter], ['dineInPlace', otherShops], ['takeAway', table], ['takeAway', 99999]] as const) {
        const body = await problemOf(await create({ orderType, spotId }));
        expect(body).toMatchObject({ status: 400, code: 'invalid-parameter', errors: { spotId: expect.any(Array) } });
      }
      expect(await problemOf(await create({ orderType: 'dineInPlace', spotId: null }))).toMatchObject({
        status: 400, code: 'missing-parameter', errors: { spotId: ['missing-parameter'] },
      });
      const ok = await create({ orderType: 'dineInPlace', spotId: table });
      expect(ok.status).toBe(201);
      expect(orderSchema.parse(await ok.json())).toMatchObject({ orderType: 'dineInPlace', spotId: table });
      expect((await create({ orderType: 'takeAway', spotId: counter })).status).toBe(201);
    });
  });

  describe('the products', () => {
    test('unknown, sold-out and unavailable choices → 409 unavailable-products with reasons', async () => {
      const res = await create({
        items: [
          { code: 'NOPE', quantity: 1, choices: [] },
          { code: 'C-OST', quantity: 1, choices: [] }, // a choice article is not on the menu by itself
          { code: 'D506', quantity: 1, choices: [] }, // sold out everywhere
          { code: 'B101', quantity: 1, choices: [choice(1, 'C-BRIOCHE'), choice(2, 'C-JALAPENO'), choice(2, 'C-TRYFFEL')] },
        ],
      });
      expect(await problemOf(res)).toMatchObject({
        status: 409,
        code: 'unavailable-products',
        products: [
          { code: 'NOPE', reason: 'not-on-menu' },
          { code: 'C-OST', reason: 'not-on-menu' },
          { code: 'D506', reason: 'sold-out' },
          { code: 'B101', reason: 'sold-out', choiceCode: 'CH2-JALAPENO' },
          { code: 'B101', reason: 'choice-unavailable', choiceCode: 'CH2-TRYFFEL' },
        ],
      });
    });

    test('full-menu articles are not on the standard menu; per-shop sold out applies to that shop only', async () => {
      expect(await problemOf(await create({ shopId: 2, items: [{ code: 'E704', quantity: 1, choices: [] }] }))).toMatchObject({
        products: [{ code: 'E704', reason: 'not-on-menu' }],
      });
      const rings = one<{ id: number }>(api.db, "SELECT id FROM articles WHERE menu_id = 2 AND code = 'S303'")!.id;
      run(api.db, 'INSERT INTO shop_article_availability (shop_id, article_id, available) VALUES (2, ?, 0)', rings);
      const items = [{ code: 'S303', quantity: 1, choices: [] }];
      expect(await problemOf(await create({ shopId: 2, items }))).toMatchObject({ products: [{ code: 'S303', reason: 'sold-out' }] });
      expect((await create({ shopId: 7, items })).status).toBe(201);
    });

    test('choices outside the article\'s groups or counts → 400 invalid-parameter', async () => {
      const res = await create({
        items: [
          { code: 'B101', quantity: 1, choices: [] }, // bread is required (min 1)
          { code: 'D602', quantity: 1, choices: [choice(4, 'C-MJOLK'), choice(4, 'C-HAVRE')] }, // max 1 milk
          { code: 'D501', quantity: 1, choices: [choice(2, 'C-OST')] }, // no choices on a soda
        ],
      });
      const body = await problemOf(res);
      expect(body).toMatchObject({ status: 400, code: 'invalid-parameter' });
      expect(body.errors).toEqual({
        'items[0].choices': ['Choose at least 1 at level 1.'],
        'items[1].choices': ['Choose at most 1 at level 4.'],
        'items[2].choices[0].choiceCode': ['CH2-OST is not a choice of D501 at level 2.'],
      });
    });

    /* the ordering API's data model: a choice carries the code of its article and its own code, and in the demo menu they differ. */
    const cheddar = (articleCode: string, choiceCode: string) =>
      create({ items: [{ code: 'B101', quantity: 2, choices: [choice(1, 'C-BRIOCHE'), { level: 2, articleCode, choiceCode }] }] });

    test('a choice named by its article code and its own code is priced; the line echoes both', async () => {
      const menu = menuSchema.parse(await (await api.app.request('/api/shops/1/menu')).json());
      const burger = articlesOf(menu.items).find((a) => a.code === 'B101')!;
      const extras = burger.choiceGroups.find((g) => g.level === 2)!;
      expect(extras.choices.find((c) => c.article.code === 'C-OST')?.code).toBe('CH2-OST');
      const res = await cheddar('C-OST', 'CH2-OST');
      expect(res.status).toBe(201);
      const [line] = orderSchema.parse(await res.json()).lines;
      expect(line!.choices).toEqual([
        { level: 1, articleCode: 'C-BRIOCHE', choiceCode: 'CH1-BRIOCHE', name: 'Briochebröd', unitPrice: 0, amount: 0 },
        { level: 2, articleCode: 'C-OST', choiceCode: 'CH2-OST', name: 'Extra cheddar', unitPrice: 1500, amount: 3000 },
      ]);
      expect(line!.amount).toBe((12900 + 1500) * 2);
    });

    test('the choice code sent as the article code too → 400 invalid-parameter on articleCode', async () => {
      expect(await problemOf(await cheddar('CH2-OST', 'CH2-OST'))).toEqual({
        type: 'https://ordering.example/problems/invalid-parameter',
        title: 'One or more validation errors occurred.',
        status: 400,
        code: 'invalid-parameter',
        errors: { 'items[0].choices[1].articleCode': ['The article of choice CH2-OST is C-OST.'] },
      });
      expect(count(api.db, 'orders')).toBe(0);
    });

    test('the article code sent as the choice code too (or the two swapped) → 400 invalid-parameter on choiceCode', async () => {
      for (const articleCode of ['C-OST', 'CH2-OST']) {
        expect(await problemOf(await cheddar(articleCode, 'C-OST'))).toMatchObject({
          status: 400,
          code: 'invalid-parameter',
          errors: { 'items[0].choices[1].choiceCode': ['C-OST is the article of choice CH2-OST; send choiceCode CH2-OST.'] },
        });
      }
      expect(count(api.db, 'orders')).toBe(0);
    });

    test('shop 4 lacks the recipe of D505 → 422 create-order-failed-missing-recipe-items', async () => {
      const items = [{ code: 'D501', quantity: 1, choices: [] }, { code: 'D505', quantity: 2, choices: [] }];
      const res = await create({ shopId: 4, items });
      expect(await problemOf(res)).toMatchObject({ status: 422, code: 'create-order-failed-missing-recipe-items', products: [{ code: 'D505' }] });
      expect((await create({ shopId: 1, items })).status).toBe(201);
    });

    test('a POS failure (dev fault) → 502 create-order-failed, then it works again', async () => {
      const arm = await postJson(api.app, '/_dev/integration-fault', { target: 'create-order', count: 1 });
      expect(await arm.json()).toEqual({ faults: { 'create-order': 1 } });
      expect(await problemOf(await create())).toMatchObject({ status: 502, code: 'create-order-failed' });
      expect((await create()).status).toBe(201);
      expect(count(api.db, 'orders')).toBe(1);
    });
  });

  describe('Idempotency-Key', () => {
    test('same key and body → the first response, one order; another body → 422', async () => {
      const first = await create({}, { 'Idempotency-Key': 'key-1' });
      expect(first.status).toBe(201);
      const firstBody = await first.text();
      // same body with its keys in another order
      const shuffled = Object.fromEntries(Object.entries(orderBody()).reverse());
      const again = await postJson(api.app, '/api/order', shuffled, { 'Idempotency-Key': 'key-1' });
      expect(again.status).toBe(201);
      expect(again.headers.get('idempotent-replayed')).toBe('true');
      expect(again.headers.get('location')).toBe(first.headers.get('location'));
      expect(await again.text()).toBe(firstBody);
      expect(count(api.db, 'orders')).toBe(1);

      const other = await create({ note: 'extra ketchup' }, { 'Idempotency-Key': 'key-1' });
      expect(await problemOf(other)).toMatchObject({ status: 422, code: 'invalid-parameter', errors: { 'Idempotency-Key': expect.any(Array) } });
      expect((await create({}, { 'Idempotency-Key': 'key-2' })).status).toBe(201);
      expect(count(api.db, 'orders')).toBe(2);
    });

    test('a failed attempt is not stored, keys are scoped and expire after 24 h', async () => {
      const paused = await create({ shopId: 3 }, { 'Idempotency-Key': 'k' });
      expect(paused.status).toBe(409);
      run(api.db, "UPDATE shops SET status = 'online' WHERE id = 3");
      expect((await create({ shopId: 3 }, { 'Idempotency-Key': 'k' })).status).toBe(201);
      api.clock.advance(24 * 60 * 60 * 1000 + 1);
      const later = await create({ shopId: 3 }, { 'Idempotency-Key': 'k' });
      expect(later.headers.get('idempotent-replayed')).toBeNull();
      expect(count(api.db, 'orders')).toBe(2);
      expect(await problemOf(await create({}, { 'Idempotency-Key': 'x'.repeat(256) }))).toMatchObject({ status: 400, code: 'invalid-parameter' });
    });

    test('payment start honours it too', async () => {
      const { orderId } = await createTestOrder(api.app);
      const start = (returnUrl: string, key: string) =>
        postJson(api.app, `/api/order/${orderId}/payment`, { paymentMethod: 'card', returnUrl }, { ...guest(), 'Idempotency-Key': key });
      const a = paymentStartResponseSchema.parse(await (await start('http://localhost:3000/r', 'p1')).json());
      const b = await start('http://localhost:3000/r', 'p1');
      expect(b.status).toBe(201);
      expect(paymentStartResponseSchema.parse(await b.json()).paymentId).toBe(a.paymentId);
      expect(count(api.db, 'payments')).toBe(1);
      expect(await problemOf(await start('http://localhost:3000/other', 'p1'))).toMatchObject({ status: 422, code: 'invalid-parameter' });
      expect((await start('http://localhost:3000/r', 'p2')).status).toBe(201);
      expect(count(api.db, 'payments')).toBe(2);
    });

    test('an order or a payment commits with its key: when the key cannot be stored, neither is kept', async () => {
      const { orderId } = await createTestOrder(api.app);
      // Stands in for the process dying between the two writes.
      api.db.exec("CREATE TRIGGER keys_fail BEFORE INSERT ON idempotency_keys BEGIN SELECT RAISE(ABORT, 'disk full'); END");
      expect((await create({}, { 'Idempotency-Key': 'key-1' })).status).toBe(500);
      expect(count(api.db, 'orders')).toBe(1);
      const paid = await postJson(api.app, `/api/order/${orderId}/payment`, { paymentMethod: 'card', returnUrl: 'http://localhost:3000/r' }, { ...guest(), 'Idempotency-Key': 'p1' });
      expect(paid.status).toBe(500);
      expect(count(api.db, 'payments')).toBe(0);
    });
  });
});

describe('GET /api/order/:id with ORDERING_API_ORDER_STATUS_ONLY', () => {
  const api = useTestApi({ wire: { orderStatusOnly: true } });

  test('answers only the status as a JSON string, no-store; creating still answers the whole order', async () => {
    const { orderId, status } = await createTestOrder(api.app);
    expect(status).toBe('CalculatedPrice');
    const res = await api.app.request(`/api/order/${orderId}`, { headers: guest() });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/^application\/json/);
    expect(res.headers.get('cache-control')).toBe('no-store');
    expect(await res.text()).toBe('"CalculatedPrice"');
    expect((await api.app.request(`/api/order/${orderId}`, { headers: guest(OTHER_CODE) })).status).toBe(404);
  });
});

describe('guest access (X-CustomerCode)', () => {
  const api = useTestApi();
  let orderId: string;
  beforeEach(async () => {
    ({ orderId } = await createTestOrder(api.app));
  });

  test('GET /api/order/:id with the code → orderSchema, no-store', async () => {
    const res = await api.app.request(`/api/order/${orderId}`, { headers: guest() });
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toBe('no-store');
    expect(orderSchema.parse(await res.json())).toMatchObject({ orderId, status: 'CalculatedPrice' });
  });

  test('a wrong or missing code answers exactly like an unknown order, on every order call', async () => {
    const unknown = '00000000-0000-4000-8000-000000000000';
    const calls: [string, string, unknown][] = [
      ['GET', '', undefined],
      ['POST', '/payment', { paymentMethod: 'card', returnUrl: 'http://localhost:3000/r' }],
      ['POST', '/payment/00000000-0000-4000-8000-000000000001/confirm', { providerParameters: {} }],
      ['POST', '/receipt', { email: 'a@example.com' }],
    ];
    for (const [method, suffix, body] of calls) {
      const answers: { status: number; text: string }[] = [];
      for (const [id, headers] of [
        [orderId, {}],
        [orderId, guest(OTHER_CODE)],
        [orderId, { 'X-CustomerCode': '' }],
        [orderId, { Authorization: 'Bearer whatever' }],
        [unknown, guest()],
        [unknown, {}],
        ['not-a-uuid', guest()],
      ] as const) {
        const res = await api.app.request(`/api/order/${id}${suffix}`, {
          method,
          headers: { ...headers, ...(body ? { 'Content-Type': 'application/json' } : {}) },
          ...(body ? { body: JSON.stringify(body) } : {}),
        });
        answers.push({ status: res.status, text: await res.text() });
      }
      expect(new Set(answers.map((a) => `${a.status} ${a.text}`)).size).toBe(1);
      expect(answers[0]!.status).toBe(404);
      expect(JSON.parse(answers[0]!.text)).toEqual({
        type: 'https://ordering.example/problems/failed-find-order',
        title: 'The order could not be found.',
        status: 404,
        code: 'failed-find-order',
      });
    }
    expect(count(api.db, 'payments')).toBe(0);
    expect(all(api.db, 'SELECT * FROM outbox_mail')).toEqual([]);
  });
});

describe('POST /api/order/customer-code (a guest\'s new key)', () => {
  const api = useTestApi();
  const NEW_CODE = 'fresh-code-0123456789ab';
  const change = (to: unknown, headers: Record<string, string> = guest()) => postJson(api.app, '/api/order/customer-code', { customerCode: to }, headers);
  const readWith = async (orderId: string, code: string) => (await api.app.request(`/api/order/${orderId}`, { headers: guest(code) })).status;

  test("moves the guest's orders: the new code reads them, the old one no longer does", async () => {
    const { orderId } = await createTestOrder(api.app);
    const { orderId: second } = await createTestOrder(api.app, { items: [{ code: 'S301', quantity: 1, choices: [] }] });
    const res = await change(NEW_CODE);
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ moved: 2 });
    for (const id of [orderId, second]) {
      expect(await readWith(id, NEW_CODE)).toBe(200);
      expect(await readWith(id, TEST_CODE)).toBe(404);
    }
  });

  test("touches no one else's orders, and an unknown code simply moves nothing", async () => {
    const { orderId } = await createTestOrder(api.app, { customerCode: OTHER_CODE });
    const res = await change(NEW_CODE);
    expect(await res.json()).toEqual({ moved: 0 });
    expect(await readWith(orderId, OTHER_CODE)).toBe(200);
    expect(await readWith(orderId, NEW_CODE)).toBe(404);
  });

  test("an account's orders stay with the account, even under the same code", async () => {
    const { accessToken } = await registerAndLogin(api.app);
    const placed = await postJson(api.app, '/api/order', orderBody(), bearer(accessToken));
    const { orderId } = (await placed.json()) as { orderId: string };
    expect(await (await change(NEW_CODE)).json()).toEqual({ moved: 0 });
    expect(await readWith(orderId, TEST_CODE)).toBe(200);
  });

  test('needs the current code and a new, different, well-formed one', async () => {
    expect((await change(NEW_CODE, {})).status).toBe(400);
    expect((await change(TEST_CODE)).status).toBe(400);
    expect((await change('short')).status).toBe(400);
    expect((await change(NEW_CODE, guest('bad code!'))).status).toBe(400);
  });
});

describe('request size', () => {
  const api = useTestApi();

  test('a body over 64 KiB → 413 payload-too-large', async () => {
    const res = await postJson(api.app, '/api/order', { ...orderBody(), note: 'x'.repeat(70_000) });
    expect(res.status).toBe(413);
    expect(await res.json()).toMatchObject({ code: 'payload-too-large' });
  });
});
