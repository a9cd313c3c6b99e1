/** Reading an order from a stubbed upstream: the whole order, or only its status as the original API answers. */
import { getOrder } from './orders';

const ORDER_ID = '7d0f5c8e-3c1d-4a53-9f3e-2f1c0a9b8d11';
const order = {
  orderId: ORDER_ID,
  status: 'Added',
  shopId: 1,
  orderType: 'takeAway',
  pickupTime: '2026-03-02T12:30:00+01:00',
  asap: false,
  note: null,
  spotId: null,
  currency: 'SEK',
  lines: [{ lineNo: 1, code: 'S301', name: 'Pommes', quantity: 1, unitPrice: 3900, amount: 3900, taxPercent: 12, choices: [] }],
  tax: [{ rate: 12, base: 3482, amount: 418 }],
  taxTotal: 418,
  total: 3900,
  payment: { status: 'Captured', method: 'card', error: null },
  createdAt: '2026-03-02T11:15:00Z',
  updatedAt: '2026-03-02T11:16:00Z',
};

const answer = (body: string, type: string) =>
  jest.spyOn(globalThis, 'fetch').mockImplementation(async () => new Response(body, { headers: { 'content-type': type } }));

afterEach(() => jest.restoreAllMocks());

const read = () => getOrder(ORDER_ID, { customerCode: 'guest-code-0123456789' });

test('a bare status as a JSON string is the status', async () => {
  answer('"Added"', 'application/json; charset=utf-8');
  await expect(read()).resolves.toBe('Added');
});

test('a bare status as plain text (an action returning a string) is the status', async () => {
  answer('Rollbacked\n', 'text/plain; charset=utf-8');
  await expect(read()).resolves.toBe('Rollbacked');
});

test('the whole order is the order', async () => {
  answer(JSON.stringify(order), 'application/json');
  await expect(read()).resolves.toMatchObject({ orderId: ORDER_ID, status: 'Added', total: 3900 });
});

test.each([
  ['"Cooking"', 'application/json'],
  ['Cooking', 'text/plain'],
])('a status SPEC.md does not name, %s (%s), is shown as in progress, not an error', async (body, type) => {
  jest.spyOn(console, 'warn').mockImplementation(() => {});
  answer(body, type);
  await expect(read()).resolves.toBe('Started');
  expect(console.warn).toHaveBeenCalledWith(expect.stringContaining('"Cooking"'));
});

test.each([
  ['{"status":"Added"}', 'application/json'],
  ['"<html>"', 'application/json'],
  ['', 'text/plain'],
])('%s (%s) is not an order: a contract error', async (body, type) => {
  answer(body, type);
  await expect(read()).rejects.toMatchObject({ code: 'UPSTREAM_CONTRACT', status: 502 });
});

test('the guest code goes in X-CustomerCode, never in the URL', async () => {
  const fetch = answer('"Added"', 'application/json');
  await read();
  const [url, init] = fetch.mock.calls[0]!;
  expect(String(url)).toMatch(new RegExp(`/api/order/${ORDER_ID}$`));
  expect(init?.headers).toMatchObject({ 'x-customercode': 'guest-code-0123456789' });
});
