/**
 * Placing an order against the reference ordering API (free port, fresh data folder), with the
 * guest's session stubbed: what the browser gets back, what goes upstream, and what a retry
 * with the same Idempotency-Key gets.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

import { orderRequestItems } from '@/lib/domain/basket/order-request';
import type { Article, Menu, MenuItem } from '@/lib/upstream/schemas/index.ts';
import { startReferenceApi } from '@/ordering-api/src/server.ts';

import { friesToTakeAway } from './checkout-input.testing';
import type { CheckoutInput } from './orders';

jest.mock('@/lib/session/session', () => ({
  ensureCustomerCode: async () => 'guest-code-0123456789',
  readCustomerCode: async () => 'guest-code-0123456789',
}));
jest.mock('@/lib/services/customer-session', () => ({ currentAccessToken: async () => null }));

let api: { url: string; close(): Promise<void> };
let dataDir: string;
let orders: typeof import('./orders');

const input = friesToTakeAway;
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

test('the browser gets the order view: prices under priced, no customer code or upstream internals', async () => {
  const order = await orders.placeOrder(input, 'c'.repeat(32));
  expect(order).toMatchObject({ orderId: expect.any(String), status: 'CalculatedPrice', shopId: 1, orderType: 'takeAway' });
  expect(order.priced).toMatchObject({ currency: expect.stringMatching(/^[A-Z]{3}$/), taxTotal: expect.any(Number) });
  expect(order.priced!.total).toBeGreaterThan(0);
  expect(order.priced!.lines).toEqual([expect.objectContaining({ code: 'S301', quantity: 1 })]);
  expect(order.payment).toMatchObject({ status: 'NotStarted', method: null, error: null });
  expect(Object.keys(order).sort()).toEqual(['asap', 'holdExpiresAt', 'note', 'orderId', 'orderType', 'payment', 'pickupNumber', 'pickupTime', 'priced', 'ready', 'shopId', 'spotId', 'status']);
  expect(JSON.stringify(order)).not.toContain('guest-code-0123456789');
  expect(await orders.readOrder(order.orderId)).toEqual(order);
});

test('the browser names a choice as the restaurant does: { level, articleCode, choiceCode }; the old { code } name is refused', () => {
  const line = (choice: object) => ({ ...input, items: [{ code: 'B101', quantity: 1, choices: [choice] }] });
  expect(orders.checkoutInputSchema.safeParse(line({ level: 1, articleCode: 'A-BRIOCHE', choiceCode: 'C-BRIOCHE' })).success).toBe(true);
  expect(orders.checkoutInputSchema.safeParse(line({ level: 1, code: 'C-BRIOCHE', articleCode: 'A-BRIOCHE' })).success).toBe(false);
});

test("a choice goes upstream with its own code as choiceCode and its article's code as articleCode", async () => {
  const fetchSpy = jest.spyOn(globalThis, 'fetch');
  const withChoice: CheckoutInput = {
    ...input,
    items: [{ code: 'B101', quantity: 1, choices: [{ level: 1, articleCode: 'A-BRIOCHE', choiceCode: 'C-BRIOCHE' }] }],
  };
  // Made-up codes the reference API refuses; what matters here is what it was sent.
  await orders.placeOrder(withChoice, 'd'.repeat(32)).catch(() => undefined);
  const sent = fetchSpy.mock.calls.find(([url]) => new URL(String(url)).pathname === '/api/order');
  const body = JSON.parse(String(sent?.[1]?.body));
  expect(body.items[0].choices).toEqual([{ level: 1, articleCode: 'A-BRIOCHE', choiceCode: 'C-BRIOCHE' }]);
});

test('a basket line with a choice, as the browser sends it, is priced with both codes kept in the order view', async () => {
  const menu: Menu = await (await fetch(`${api.url}/api/shops/1/menu`)).json();
  const burger = findArticle(menu.items, 'B101')!;
  const group = burger.choiceGroups[0]!;
  const choice = group.choices[0]!;
  const asBasketArticle = (a: { code: string; description: string; price: number }) => ({ ...a, i18n: [], imageUrl: null, campaigns: [] });
  const items = orderRequestItems({
    items: [{ id: 'a', type: 'article', quantity: 1, article: asBasketArticle(burger), choices: [{ level: group.level, code: choice.code, article: asBasketArticle(choice.article) }] }],
  });
  // Through the BFF's own check of the browser's request, as the order route reads it.
  const withChoice = orders.checkoutInputSchema.parse(JSON.parse(JSON.stringify({ ...input, items })));
  const order = await orders.placeOrder(withChoice, 'e'.repeat(32));
  expect(order.priced!.lines[0]!.choices).toEqual([
    expect.objectContaining({ level: group.level, articleCode: choice.article.code, choiceCode: choice.code }),
  ]);
});

test('an upstream that answers a read with only the status: the view has that status and nothing it was not told', async () => {
  const placed = await orders.placeOrder({ ...input, note: 'no salt' }, 'f'.repeat(32));
  expect(placed.priced).not.toBeNull();
  // The reference API's answer, cut down to what the original API answers: the status as a JSON string.
  const fetchOnce = globalThis.fetch;
  jest.spyOn(globalThis, 'fetch').mockImplementation(async (url, init) => {
    const answer = await fetchOnce(url, init);
    if (new URL(String(url)).pathname !== `/api/order/${placed.orderId}`) return answer;
    return new Response(JSON.stringify(((await answer.json()) as { status: string }).status), { headers: { 'content-type': 'application/json' } });
  });

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

function findArticle(items: MenuItem[], code: string): Article | undefined {
  for (const item of items) {
    const found = item.type === 'article' ? (item.code === code ? item : undefined) : findArticle(item.items, code);
    if (found) return found;
  }
  return undefined;
}

test('a later pickup time already past is refused by the BFF itself, naming the field', async () => {
  const past = new Date(Date.now() - 5 * 60_000).toISOString();
  await expect(orders.placeOrder({ ...input, asap: false, pickupTime: past }, 'p'.repeat(32))).rejects.toMatchObject({
    code: 'SHOP_ERROR_DATE_TIME_IN_THE_PAST',
    status: 400,
    details: { fields: ['pickupTime'] },
  });
});
