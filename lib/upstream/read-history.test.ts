import { readOrderHistory } from './read-history';
import { orderHistorySchema } from './schemas/user.ts';

const order = (id: unknown, extra: Record<string, unknown> = {}) => ({
  orderId: id,
  shopId: 1,
  shopName: 'Nordic Burger Södermalm',
  createdAt: '2026-11-20T12:00:00+01:00',
  status: 'Delivered',
  total: 15800,
  currency: 'SEK',
  items: [{ code: 'B102', name: 'Klassiker', quantity: 1, choices: [{ level: 1, code: 'BR1', name: 'Surdeg' }] }],
  ...extra,
});

test("SPEC.md's plain list of orders, all of it, is read and paged here", () => {
  const list = Array.from({ length: 25 }, (_, i) => order(1000 + i));
  const first = readOrderHistory(list, 0, 10)!;
  expect(first).toMatchObject({ pageIndex: 0, pageSize: 10, totalCount: 25 });
  expect(first.items.map((o) => o.orderId)).toEqual(Array.from({ length: 10 }, (_, i) => String(1000 + i)));
  expect(readOrderHistory(list, 1, 10)!.items.map((o) => o.orderId)).toEqual(Array.from({ length: 10 }, (_, i) => String(1010 + i)));
  expect(readOrderHistory(list, 2, 10)!.items).toHaveLength(5);
});

// A restaurant that honours pageIndex (from 0) and pageSize: its 23 orders, the page asked for.
const orders = Array.from({ length: 23 }, (_, i) => order(2000 + i));
const restaurantPage = (pageIndex: number, pageSize: number) => orders.slice(pageIndex * pageSize, (pageIndex + 1) * pageSize);
const ids = (from: number, count: number) => Array.from({ length: count }, (_, i) => String(from + i));

test("a plain list the restaurant paged itself is the page asked for, and a full one offers the next", () => {
  const second = readOrderHistory(restaurantPage(1, 10), 1, 10)!;
  expect(second.items.map((o) => o.orderId)).toEqual(ids(2010, 10));
  // How long the list is, the restaurant does not say: more may follow.
  expect(second).toMatchObject({ pageIndex: 1, pageSize: 10, totalCount: null });
  expect(readOrderHistory(restaurantPage(0, 10), 0, 10)!.items.map((o) => o.orderId)).toEqual(ids(2000, 10));
});

test('a short plain page is the last one: the total is known and nothing follows it', () => {
  const last = readOrderHistory(restaurantPage(2, 10), 2, 10)!;
  expect(last.items.map((o) => o.orderId)).toEqual(ids(2020, 3));
  expect(last.totalCount).toBe(23);
  // Asked past the end (the orders filled their last page exactly): nothing, and no more.
  expect(readOrderHistory([], 2, 10)).toMatchObject({ items: [], totalCount: 20 });
  // A customer with a few orders: all of them on the first page.
  expect(readOrderHistory(orders.slice(0, 4), 0, 10)).toMatchObject({ pageIndex: 0, totalCount: 4, items: ids(2000, 4).map((orderId) => ({ orderId })) });
});

test('an unreadable entry on a paged plain list is left out and reported; the page still counts as full', () => {
  const skipped: string[] = [];
  const page = readOrderHistory([...restaurantPage(1, 10).slice(0, 9), order('../etc')], 1, 10, skipped)!;
  expect(page.items.map((o) => o.orderId)).toEqual(ids(2010, 9));
  expect(page.totalCount).toBeNull();
  expect(skipped).toEqual(['../etc']);
});

test('our paged shape reads as before', () => {
  const page = { pageIndex: 1, pageSize: 2, totalCount: 3, items: [order('a1b2c3d4e5')] };
  expect(readOrderHistory(page, 1, 2)).toEqual(orderHistorySchema.parse(page));
});

test('an entry that cannot be read hides only itself; open fields get defaults', () => {
  const skipped: string[] = [];
  const history = readOrderHistory([order('../etc'), order(42), { id: 'x-77', total: 'lots' }, 'nonsense'], 0, 10, skipped)!;
  expect(history.items.map((o) => o.orderId)).toEqual(['42', 'x-77']);
  expect(history.items[1]).toMatchObject({ shopName: '', status: '', total: 0, items: [] });
  expect(skipped).toEqual(['../etc', '?']);
});

test('neither a list nor a page: unreadable', () => {
  expect(readOrderHistory({ orders: [] }, 0, 10)).toBeUndefined();
  expect(readOrderHistory(null, 0, 10)).toBeUndefined();
});

test('how the guest ate is kept when the restaurant says, in any case, and left out when it says something else', () => {
  const entry = (orderType: unknown) => ({ orderId: 'a-1', shopId: 1, shopName: 'X', createdAt: '2026-11-28T10:00:00Z', status: 'Added', total: 100, currency: 'SEK', items: [], orderType });
  const page = readOrderHistory({ pageIndex: 0, pageSize: 10, totalCount: 3, items: [entry('TakeAway'), entry('dineInPlace'), entry('Delivery')] }, 0, 10)!;
  expect(page.items.map((e) => e.orderType)).toEqual(['takeAway', 'dineInPlace', undefined]);
});

test('the pickup number names an entry when the restaurant gives one, as a number or a short code; anything else is left out', () => {
  const page = readOrderHistory([order('a-1', { pickupNumber: '1007' }), order('a-2', { pickupNumber: 1008 }), order('a-3', { pickupNumber: 'no way!' }), order('a-4')], 0, 10)!;
  expect(page.items.map((e) => e.pickupNumber)).toEqual(['1007', '1008', undefined, undefined]);
  expect(orderHistorySchema.parse(page).items[0]!.pickupNumber).toBe('1007');
});
