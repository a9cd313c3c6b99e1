/**
 * Where a payment sends the guest back: in production PUBLIC_BASE_URL, never an address the
 * request named; in the demo the (same-origin checked) address the guest opened the app at.
 * The upstream call is stubbed; what matters is the return URL the app asks for.
 */
import { env } from '@/lib/env';
import { SERVER_ENTRY } from '@/lib/server-channels';
import { startPayment } from '@/lib/upstream/orders';

import { payOrder } from './orders';

jest.mock('@/lib/session/session', () => ({
  ensureCustomerCode: async () => 'guest-code-0123456789',
  readCustomerCode: async () => 'guest-code-0123456789',
}));
jest.mock('@/lib/services/customer-session', () => ({ currentAccessToken: async () => null }));
jest.mock('@/lib/upstream/orders', () => ({
  startPayment: jest.fn(async () => ({ redirectUrl: 'http://127.0.0.1:4010/_provider/pay/p-1', paymentId: 'p-1' })),
}));
// Shop 1 lists its methods (a Finnish shop's); any other shop lists none, so card and Swish.
jest.mock('@/lib/services/catalog', () => ({
  loadShop: async (id: number) => (id === 1 ? { id, paymentMethods: ['card', 'mobilepay', 'googlepay', 'klarna-later'] } : { id }),
  loadDeliverySpots: async () => [],
}));

const ORDER_ID = '00000000-0000-4000-8000-000000000001';
const KEY = 'k'.repeat(32);
const started = jest.mocked(startPayment);
const returnUrl = () => started.mock.calls[0]![3];
/** The rest of the test runs inside the app's server started with `flag` (afterEach puts the command line back). */
const inServer = (flag: string) => jest.replaceProperty(process, 'argv', [process.execPath, `/srv/app/${SERVER_ENTRY}`, flag]);

afterEach(() => {
  started.mockClear();
  delete env.PUBLIC_BASE_URL;
  jest.restoreAllMocks();
});

test('in production the guest returns to PUBLIC_BASE_URL, whatever origin the request came from', async () => {
  inServer('--production');
  env.PUBLIC_BASE_URL = 'https://order.example.com';
  await payOrder(ORDER_ID, 1, 'card', 'http://127.0.0.1:9999', KEY);
  expect(returnUrl()).toBe(`https://order.example.com/shop/1/checkout/payment/${ORDER_ID}`);
});

test('a production server without PUBLIC_BASE_URL starts no payment at all, rather than return to the request origin', async () => {
  inServer('--production');
  await expect(payOrder(ORDER_ID, 1, 'card', 'http://127.0.0.1:9999', KEY)).rejects.toMatchObject({ code: 'SERVER', status: 500 });
  expect(started).not.toHaveBeenCalled();
});

test('in the demo the guest returns to the same-origin checked address they opened, whatever PUBLIC_BASE_URL says', async () => {
  inServer('--demo');
  env.PUBLIC_BASE_URL = 'http://localhost:3000';
  await payOrder(ORDER_ID, 2, 'swish', 'http://phone.test:3000', KEY);
  expect(returnUrl()).toBe(`http://phone.test:3000/shop/2/checkout/payment/${ORDER_ID}`);
});

test('a guest who paid from a page in another language comes back under that language’s prefix', async () => {
  inServer('--production');
  env.PUBLIC_BASE_URL = 'https://order.example.com';
  await payOrder(ORDER_ID, 1, 'card', 'https://order.example.com', KEY, 'en');
  expect(returnUrl()).toBe(`https://order.example.com/en/shop/1/checkout/payment/${ORDER_ID}`);
});

test('a method the shop does not take is refused before the restaurant is asked: Swish at a shop that lists card and MobilePay', async () => {
  await expect(payOrder(ORDER_ID, 1, 'swish', 'http://127.0.0.1:3000', KEY)).rejects.toMatchObject({ code: 'PAYMENT_METHOD_NOT_OFFERED', status: 422 });
  expect(started).not.toHaveBeenCalled();
  await payOrder(ORDER_ID, 1, 'mobilepay', 'http://127.0.0.1:3000', KEY);
  expect(started.mock.calls[0]![2]).toBe('mobilepay');
});

test('a shop that lists no methods takes card and Swish, and nothing else', async () => {
  await payOrder(ORDER_ID, 2, 'swish', 'http://127.0.0.1:3000', KEY);
  expect(started).toHaveBeenCalledTimes(1);
  await expect(payOrder(ORDER_ID, 2, 'vipps', 'http://127.0.0.1:3000', KEY)).rejects.toMatchObject({ code: 'PAYMENT_METHOD_NOT_OFFERED' });
});
