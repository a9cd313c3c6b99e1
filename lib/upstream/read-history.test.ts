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

test("SPEC.md's plain list of orders is read and paged here", () => {
  const list = Array.from({ length: 25 }, (_, i) => order(1000 + i));
  const first = readOrderHistory(list, 0, 10)!;
  expect(first).toMatchObject({ pageIndex: 0, pageSize: 10, totalCount: 25 });
  expect(first.items.map((o) => o.orderId)).toEqual(Array.from({ length: 10 }, (_, i) => String(1000 + i)));
  expect(readOrderHistory(list, 2, 10)!.items).toHaveLength(5);
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
