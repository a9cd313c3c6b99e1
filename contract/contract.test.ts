import type { AddressInfo } from 'node:net';

import { serve } from '@hono/node-server';
import { Hono } from 'hono';

import { startReferenceApi } from '../ordering-api/src/server.ts';
import { makeTempDir, removeDir } from '../ordering-api/src/testing.ts';
import type { CheckResult, ContractOptions } from './checks.ts';
import { runContractChecks } from './checks.ts';

const SHOP = {
  id: 1,
  name: 'Test',
  description: null,
  status: 'online',
  openForBusiness: true,
  contactInformation: { address1: null, address2: null, zipCode: null, city: null },
  location: null,
  openingHours: [],
  externalAppUri: null,
};

const SETTINGS = {
  orderTypes: ['takeAway'], enableCustomerLogin: true, externalLoginProviders: [], version: '1', phoneNumberRequired: false,
  favoriteShopRequired: false, smsEnabled: false, orders: { requireEmail: false, requirePhoneNumber: false },
};
const fields = (code: string, price: number) => ({ code, description: code, price, i18n: [], imageUrl: null, campaigns: [] });

/** A one-article menu: burger B1 with a required bun (the choice's code made by `choiceCode` from the bun's article code). */
function fakeMenu(choiceCode: (articleCode: string) => string) {
  const burger = {
    type: 'article', kind: 'Article', ...fields('B1', 10000), suggestedArticleCodes: [], taxPercent: 12,
    choiceGroups: [{ level: 1, maxCount: 1, minCount: 1, choices: [{ code: choiceCode('A-BUN'), article: fields('A-BUN', 500) }] }],
  };
  return {
    name: 'Fake', currency: { name: 'SEK', symbol: 'kr' }, choiceLevels: [{ level: 1, name: 'Bröd', i18n: [] }],
    items: [{ type: 'container', name: 'Burgare', i18n: [], imageUrl: null, items: [burger] }],
  };
}

type SentOrder = { pickupTime: string; items: { code: string; choices: { level: number; articleCode: string; choiceCode: string }[] }[] };

/**
 * An ordering API with one shop and the menu above. POST /api/order prices the first item and
 * echoes its choices through `echo`; GET /api/order/:id answers `status` as JSON (default the bare
 * string "CalculatedPrice") or `statusText` as text/plain.
 */
function fakeOrderingApi(options: {
  openingHours?: unknown[];
  choiceCode?: (articleCode: string) => string;
  echo?: (sent: SentOrder['items'][number]['choices'][number]) => { articleCode: string; choiceCode: string };
  status?: unknown;
  /** GET /api/order/:id answers this word as text/plain instead. */
  statusText?: string;
}): Hono {
  const fake = new Hono();
  const shop = { ...SHOP, openingHours: options.openingHours ?? [] };
  fake.get('/api/settings', (c) => c.json(SETTINGS));
  fake.get('/api/shops', (c) => c.json([shop]));
  fake.get('/api/shops/:id/menu', (c) => c.json(fakeMenu(options.choiceCode ?? ((code) => `CH-${code}`))));
  fake.post('/api/order', async (c) => {
    const sent = (await c.req.json()) as Partial<SentOrder> & { shopId?: number };
    const item = sent.items?.[0];
    if (!item || sent.shopId !== 1) return c.json({ status: 400, code: 'invalid-parameter' }, 400);
    const choices = item.choices.map((ch) => ({ level: ch.level, ...(options.echo ?? ((x) => x))(ch), name: 'Bun', unitPrice: 500, amount: 500 }));
    const at = '2026-05-06T12:00:00+02:00';
    return c.json({
      orderId: ORDER_ID, status: 'CalculatedPrice', shopId: 1, orderType: 'takeAway', pickupTime: at, asap: true, note: null, spotId: null,
      currency: 'SEK', lines: [{ lineNo: 1, code: item.code, name: 'B1', quantity: 1, unitPrice: 10000, amount: 10500, taxPercent: 12, choices }],
      tax: [{ rate: 12, base: 9375, amount: 1125 }], taxTotal: 1125, total: 10500, payment: { status: 'NotStarted', method: null, error: null },
      createdAt: at, updatedAt: at,
    }, 201);
  });
  fake.get('/api/order/:id', (c) => (options.statusText === undefined ? c.json(options.status ?? 'CalculatedPrice') : c.text(options.statusText)));
  return fake;
}

/** Runs the suite against `app` on a free loopback port. */
async function runAgainst(app: Hono, options: ContractOptions = {}): Promise<CheckResult[]> {
  const server = serve({ fetch: app.fetch, hostname: '127.0.0.1', port: 0 });
  try {
    await new Promise<void>((resolve) => server.once('listening', () => resolve()));
    const { port } = server.address() as AddressInfo;
    return await runContractChecks(`http://127.0.0.1:${port}`, options);
  } finally {
    await new Promise<void>((resolve) => server.close(() => resolve()));
  }
}

const ORDER_ID = '11111111-1111-4111-8111-111111111111';
const resultOf = (results: CheckResult[], prefix: string): CheckResult | undefined => results.find((r) => r.name.startsWith(prefix));
const CHOICE_ORDER = 'createOrder POST /api/order prices a choice whose articleCode ≠ choiceCode';
const STATUS_READ = 'getOrder GET /api/order/{id} answers its guest';

describe('contract suite against the reference API', () => {
  test('every check passes (startReferenceApi on 127.0.0.1:0)', async () => {
    const dir = makeTempDir();
    const api = await startReferenceApi({ dataDir: dir, port: 0 });
    try {
      const results = await runContractChecks(api.url);
      expect(results.filter((r) => !r.ok)).toEqual([]);
      // settings, languages, shops, opening hours, 10 × (shop, menu, spots), unknown shop, design, 3 order error
      // checks, the order capabilities, an order with two choice codes, its read and its move to a new customer code, 8 account checks, 6 steps of
      // the account round trip, 6 steps of the create → pay → confirm round trip, 3 kitchen checks (quote, hold, release)
      expect(results).toHaveLength(4 + 10 * 3 + 2 + 3 + 1 + 3 + 8 + 6 + 2 + 6 + 3);
      expect(results.filter((r) => r.name.startsWith('accountFlow ')).map((r) => r.ok)).toEqual(Array(6).fill(true));
      expect(results.filter((r) => r.name.startsWith('orderFlow ')).map((r) => r.skipped ?? false)).toEqual(Array(6).fill(false));
      expect(results.filter((r) => r.skipped)).toEqual([]);
    } finally {
      await api.close();
      removeDir(dir);
    }
    // Two round trips with new accounts (scrypt) and orders: seconds on a busy machine.
  }, 60_000);

  test('it reports failures with zod issue paths (a broken fake upstream)', async () => {
    const fake = new Hono();
    fake.get('/api/settings', (c) => c.json({ orderTypes: ['takeAway'], enableCustomerLogin: 'yes' }));
    fake.get('/api/cultures/languages', (c) => c.json(['sv']));
    fake.get('/api/shops', (c) => c.json([{ ...SHOP, location: { latitude: 123, longitude: 18 } }]));
    fake.get('/api/shops/:id', (c) => c.text('nope', 404));
    fake.get('/api/shops/:id/menu', (c) => c.body('{"broken":', 200, { 'Content-Type': 'application/json' }));
    fake.get('/api/shops/:id/delivery-spots', (c) => c.json([]));
    fake.get('/api/settings/design', (c) => c.text(':root{}'));
    const results = await runAgainst(fake);
    const byName = new Map(results.map((r) => [r.name.split(' ')[0], r]));
    expect(byName.get('getSettings')).toMatchObject({ ok: false, detail: expect.stringContaining('enableCustomerLogin') });
    expect(byName.get('getSettings')?.detail).toContain('version');
    expect(byName.get('listLanguages')).toMatchObject({ ok: true });
    expect(byName.get('listShops')).toMatchObject({ ok: false, detail: expect.stringContaining('0.location.latitude') });
    // The list that did not validate is still walked by the ids it holds.
    expect(byName.get('getShop')).toMatchObject({ ok: false, detail: 'status 404, expected 200' });
    expect(byName.get('getMenu')).toMatchObject({ ok: false, detail: 'body is not valid JSON' });
    expect(byName.get('unknown')).toMatchObject({ ok: false, detail: expect.stringContaining('content-type') });
    expect(byName.get('design')).toMatchObject({ ok: false, detail: expect.stringContaining('text/css') });
  });

  test('the order round trip is skipped against the reference API without dev mode', async () => {
    const dir = makeTempDir();
    const api = await startReferenceApi({ dataDir: dir, port: 0, dev: false });
    try {
      const results = await runContractChecks(api.url);
      expect(results.filter((r) => !r.ok)).toEqual([]);
      expect(results.filter((r) => r.name.startsWith('orderFlow '))).toEqual([
        { name: 'orderFlow round trip', ok: true, skipped: true, detail: 'skipped: not the reference API in dev mode' },
      ]);
    } finally {
      await api.close();
      removeDir(dir);
    }
  });

  test('order checks catch a wrong status, a non-problem body and an existence oracle', async () => {
    const fake = new Hono();
    fake.post('/api/order', (c) => c.json({ ok: true }, 200));
    fake.get('/api/order/:id', (c) =>
      c.req.header('x-customercode')
        ? c.body(JSON.stringify({ status: 404, code: 'failed-find-order', title: 'Wrong code' }), 404, { 'Content-Type': 'application/problem+json' })
        : c.body(JSON.stringify({ status: 404, code: 'failed-find-order' }), 404, { 'Content-Type': 'application/problem+json' }),
    );
    const results = await runAgainst(fake);
    const orderChecks = results.filter((r) => /^(createOrder|getOrder|orderFlow) /.test(r.name));
    expect(orderChecks).toEqual([
      expect.objectContaining({ ok: false, detail: 'status 200, expected 400' }),
      expect.objectContaining({ ok: false, detail: 'status 200, expected 404 or 422' }),
      expect.objectContaining({ ok: false, detail: 'answers differ with and without X-CustomerCode' }),
      expect.objectContaining({ ok: true, skipped: true, detail: 'skipped: the shop list did not validate' }),
      expect.objectContaining({ ok: true, skipped: true, detail: 'skipped: no order was created' }),
      expect.objectContaining({ name: 'orderFlow round trip', skipped: true }),
    ]);
  });

  test('account checks catch a non-Identity register problem, a 200 login and a 401 order history', async () => {
    const fake = new Hono();
    fake.post('/api/identity/register', (c) => c.json({ title: 'Bad', status: 400, errors: { password: ['weak'] } }, 400));
    fake.post('/api/identity/login', (c) => c.json({ ok: true }, 200));
    fake.post('/api/identity/forgotPassword', (c) => c.json({ error: 'unknown e-mail' }, 404));
    fake.get('/api/user/profile', (c) => c.json({ isAuthenticated: false, favorites: [], name: null, lastName: null }));
    fake.get('/api/user/order-history', (c) => c.body(null, 401));
    fake.get('/api/campaigns', (c) => c.json([{ code: 'X' }]));
    const results = await runAgainst(fake);
    const byName = new Map(results.map((r) => [r.name.split(' ')[0], r]));
    expect(byName.get('register')).toMatchObject({ ok: false, detail: expect.stringContaining('PasswordTooShort') });
    expect(byName.get('login')).toMatchObject({ ok: false, detail: 'status 200, expected 401' });
    expect(byName.get('forgotPassword')).toMatchObject({ ok: false, detail: 'status 404, expected 200' });
    expect(byName.get('getProfile')).toMatchObject({ ok: false, detail: 'status 200, expected 401' });
    expect(byName.get('orderHistory')).toMatchObject({ ok: false, detail: 'status 401, expected 200' });
    expect(byName.get('listCampaigns')).toMatchObject({ ok: false, detail: expect.stringContaining('0.name') });
  });

  test('the account round trip catches an upstream whose session alone changes the e-mail or deletes the account', async () => {
    const fake = new Hono();
    let email = '';
    const tokens = { tokenType: 'Bearer', accessToken: 'a'.repeat(43), expiresIn: 3600, refreshToken: 'r'.repeat(43) };
    fake.post('/api/identity/register', async (c) => {
      email = ((await c.req.json()) as { email: string }).email;
      return c.body(null, 200);
    });
    // Whatever the address, it signs in: the profile call changed it.
    fake.post('/api/identity/login', (c) => c.json(tokens));
    fake.put('/api/user/profile', async (c) => {
      email = ((await c.req.json()) as { email: string }).email;
      return c.json({ isAuthenticated: true, favorites: [], name: 'Contract', lastName: 'Check', email });
    });
    fake.post('/api/identity/manage/info', (c) => c.json({ email, isEmailConfirmed: false }));
    fake.delete('/api/user', (c) => c.body(null, 204));
    fake.get('/api/user/profile', (c) => c.json({ isAuthenticated: true, favorites: [], name: null, lastName: null }));
    const flow = (await runAgainst(fake, { accounts: true })).filter((r) => r.name.startsWith('accountFlow '));
    expect(flow.map((r) => [r.ok, r.detail])).toEqual([
      [true, undefined],
      [false, expect.stringContaining('without the password')],
      [false, 'without a password: status 200, expected 400 (the current password is missing or wrong)'],
      [false, expect.stringContaining('expected the old one until the link is opened')],
      [false, 'without a password: status 204, expected 400 (the current password is missing or wrong)'],
      [false, 'the deleted account still signs in'],
    ]);
    // Without --accounts it creates nothing on an upstream that is not the reference API in dev mode.
    expect((await runAgainst(fake)).filter((r) => r.name.startsWith('accountFlow '))).toEqual([
      expect.objectContaining({ ok: true, skipped: true }),
    ]);
  });

  test('per-shop checks catch an invalid menu', async () => {
    const fake = new Hono();
    fake.get('/api/shops', (c) => c.json([SHOP]));
    fake.get('/api/shops/:id', (c) => c.json(SHOP));
    fake.get('/api/shops/:id/menu', (c) => c.body('{"broken":', 200, { 'Content-Type': 'application/json' }));
    fake.get('/api/shops/:id/delivery-spots', (c) => c.json([{ id: 1, name: 'Bord 1', i18n: [], orderType: 'delivery' }]));
    const results = await runAgainst(fake);
    const byName = new Map(results.map((r) => [r.name.split(' ')[0], r]));
    expect(byName.get('getShop')).toMatchObject({ ok: true });
    expect(byName.get('getMenu')).toMatchObject({ ok: false, detail: 'body is not valid JSON' });
    expect(byName.get('listDeliverySpots')).toMatchObject({ ok: false, detail: expect.stringContaining('0.orderType') });
    expect(byName.get('getSettings')).toMatchObject({ ok: false, detail: 'status 404, expected 200' });
  });
  test('menus and the order history are checked the way the app reads them (lib/upstream/read-menu.ts, read-history.ts)', async () => {
    const fake = new Hono();
    // SPEC.md's fields only: no type, kind, choiceGroups or taxPercent; one article priced in kronor, one with no price.
    const menu = {
      name: 'Meny', currency: { name: 'SEK', symbol: 'kr' }, choiceLevels: [],
      items: [{ name: 'Burgare', items: [{ ...fields('B1', 12900), posReference: 'PLU-B1' }, fields('B2', 89.5), { code: 'B3', description: 'B3' }] }],
    };
    fake.get('/api/shops', (c) => c.json([SHOP]));
    fake.get('/api/shops/:id/menu', (c) => c.json(menu));
    fake.get('/api/user/order-history', (c) => c.json([]));
    const results = await runAgainst(fake);
    expect(resultOf(results, 'getMenu ')).toMatchObject({
      ok: false,
      detail: "the app's menu reader (lib/upstream/read-menu.ts) leaves out 2 item(s): " +
        'article "B2" (price 89.5: Invalid input: expected int, received number), article "B3" (no price)',
    });
    // SPEC.md's "list of orders": a plain (empty) list is an empty history.
    expect(resultOf(results, 'orderHistory ')).toEqual({ name: expect.any(String), ok: true });

    menu.items[0]!.items.splice(1, 2);
    expect(resultOf(await runAgainst(fake), 'getMenu ')).toEqual({ name: expect.any(String), ok: true });
  });

  test('an order with a choice whose two codes differ: priced and echoed, then read back as a bare status or an order', async () => {
    const results = await runAgainst(fakeOrderingApi({}));
    expect(resultOf(results, CHOICE_ORDER)).toMatchObject({ ok: true });
    expect(resultOf(results, CHOICE_ORDER)?.skipped).toBeUndefined();
    expect(resultOf(results, STATUS_READ)).toEqual({ name: expect.any(String), ok: true });

    const plainText = await runAgainst(fakeOrderingApi({ statusText: 'CalculatedPrice' }));
    expect(resultOf(plainText, STATUS_READ)).toEqual({ name: expect.any(String), ok: true });
    const unknownStatus = await runAgainst(fakeOrderingApi({ status: 'Paid' }));
    expect(resultOf(unknownStatus, STATUS_READ)).toMatchObject({ ok: false, detail: expect.stringContaining('"Paid" is not one of CalculatedPrice, Added') });
    const notAnOrder = await runAgainst(fakeOrderingApi({ status: { status: 'CalculatedPrice' } }));
    expect(resultOf(notAnOrder, STATUS_READ)).toMatchObject({ ok: false, detail: expect.stringContaining('orderId') });
  });

  test('the choice-code order catches an upstream that echoes one code twice, and reports a menu without codes of their own', async () => {
    const echoedTwice = await runAgainst(fakeOrderingApi({ echo: (ch) => ({ articleCode: ch.choiceCode, choiceCode: ch.choiceCode }) }));
    expect(resultOf(echoedTwice, CHOICE_ORDER)).toMatchObject({ ok: false, detail: 'choice CH-A-BUN echoes articleCode CH-A-BUN, expected A-BUN' });

    const sameCodes = await runAgainst(fakeOrderingApi({ choiceCode: (code) => code }));
    expect(resultOf(sameCodes, CHOICE_ORDER)).toMatchObject({
      ok: false,
      detail: expect.stringMatching(/^finding: in the 1 menu\(s\) read every choice's code equals its article's code/),
    });
    expect(resultOf(sameCodes, STATUS_READ)).toMatchObject({ ok: true, skipped: true });
  });

  test('opening hours: dayOfWeek as a .NET number or an English day name passes, anything else is named', async () => {
    const hours = (...days: unknown[]) => days.map((dayOfWeek) => ({ dayOfWeek, opens: '10:00:00', closes: '22:00' }));
    const both = await runAgainst(fakeOrderingApi({ openingHours: hours(0, 6, 'Sunday', 'Monday', 'Saturday') }));
    expect(resultOf(both, 'openingHours ')).toEqual({ name: expect.any(String), ok: true });
    // The shop list's own schema accepts both forms too.
    expect(resultOf(both, 'listShops ')).toEqual({ name: expect.any(String), ok: true });

    const wrong = await runAgainst(fakeOrderingApi({ openingHours: [...hours(7, 'Mon', 'monday', 1.5), { dayOfWeek: 1, opens: '10', closes: '22:00' }] }));
    const detail = resultOf(wrong, 'openingHours ')?.detail ?? '';
    expect(resultOf(wrong, 'openingHours ')?.ok).toBe(false);
    for (const value of ['7', '"Mon"', '"monday"', '1.5']) expect(detail).toContain(`dayOfWeek: ${value} is neither 0–6 nor Sunday/Monday/`);
    expect(detail).toContain('0.openingHours.4: opens');
  });
});

/**
 * The checks the app cannot pass yet against the reference API in the spec shape (`shape: 'spec'`,
 * ORDERING_API_SHAPE=spec: only what SPEC.md says, see ordering-api/README.md), each with why.
 * Each is a `test.failing`: when the app learns to read that answer the check passes, its test
 * fails, and the entry is to be removed here. Any other failing check fails the suite.
 */
const SPEC_SHAPE_FAILURES: { check: string; shopIds?: number[]; why: string }[] = [
  {
    check: 'createOrder POST /api/order prices a choice whose articleCode ≠ choiceCode and echoes both codes',
    why: 'no menu lists choiceGroups (SPEC.md names none on an article), so no order with a choice can be built',
  },
];

const specShapeFailures = (): { name: string; why: string }[] =>
  SPEC_SHAPE_FAILURES.flatMap(({ check, shopIds, why }) =>
    shopIds ? shopIds.map((id) => ({ name: check.replace('{shopId}', String(id)), why })) : [{ name: check, why }],
  );

/**
 * The suite against the reference API in another answer shape, with prices in major units: the
 * app is told the restaurant's price unit, as a deployment against such an API would be.
 */
async function checksAgainstShape(shape: 'spec' | 'aspnet'): Promise<CheckResult[]> {
  const dir = makeTempDir();
  const api = await startReferenceApi({ dataDir: dir, port: 0, shape });
  const unit = process.env.ORDERING_API_PRICE_UNIT;
  process.env.ORDERING_API_PRICE_UNIT = 'major';
  try {
    return await runContractChecks(api.url);
  } finally {
    if (unit === undefined) delete process.env.ORDERING_API_PRICE_UNIT;
    else process.env.ORDERING_API_PRICE_UNIT = unit;
    await api.close();
    removeDir(dir);
  }
}

describe("contract suite against the reference API in the spec shape (shape: 'spec')", () => {
  let results: CheckResult[] = [];
  beforeAll(async () => {
    results = await checksAgainstShape('spec');
  }, 60_000);
  const result = (name: string): CheckResult | undefined => results.find((r) => r.name === name);

  test('every check runs, and each expected failure names one of them', () => {
    expect(results).toHaveLength(4 + 10 * 3 + 2 + 3 + 1 + 3 + 8 + 6 + 2 + 6 + 3);
    expect(specShapeFailures().filter(({ name }) => !result(name))).toEqual([]);
  });

  test('every other check passes: settings, languages, opening hours by day name, spots, kronor menus, errors, accounts, an empty history list, payment start', () => {
    const expected = new Set(specShapeFailures().map((f) => f.name));
    expect(results.filter((r) => !r.ok && !expected.has(r.name))).toEqual([]);
    // No order with a choice could be placed, so its read and its move to a new code did not run.
    // Nor has this API the order, kitchen or sign-in link capabilities: their checks are skipped, the app falls back.
    expect(results.filter((r) => r.skipped).map((r) => r.name.split(' ')[0])).toEqual([
      'getOrderCapabilities', 'getOrder', 'changeCustomerCode', 'sendSignInLink', 'signInWithLink', 'quoteSlots', 'holdSlot', 'releaseHold',
    ]);
  });

  for (const { name, why } of specShapeFailures()) {
    test.failing(`expected to fail until the app reads the spec shape: ${name} (${why})`, () => {
      expect(result(name)).toMatchObject({ ok: true });
    });
  }
});

describe("contract suite against the reference API in the ASP.NET Core shape (shape: 'aspnet')", () => {
  let results: CheckResult[] = [];
  beforeAll(async () => {
    results = await checksAgainstShape('aspnet');
  }, 60_000);

  test('every check passes: decimals with their scale, $type menu items, nulls left out, text/plain status, ProblemDetails without a code', () => {
    expect(results.length).toBeGreaterThan(50);
    expect(results.filter((r) => !r.ok)).toEqual([]);
    // Its order, kitchen and sign-in link capabilities are all there: no check is skipped.
    expect(results.filter((r) => r.skipped).map((r) => r.name)).toEqual([]);
  });
});
