import { isOrderTooLarge, MAX_ORDER_QUANTITY, orderQuantity } from './order-size';

test('an order holds at most MAX_ORDER_QUANTITY items, counted over all its lines', () => {
  const lines = (n: number, quantity: number) => Array.from({ length: n }, () => ({ quantity }));
  expect(orderQuantity(lines(3, 2))).toBe(6);
  expect(isOrderTooLarge([...lines(10, 99), { quantity: MAX_ORDER_QUANTITY - 990 }])).toBe(false);
  expect(isOrderTooLarge([...lines(10, 99), { quantity: MAX_ORDER_QUANTITY - 989 }])).toBe(true);
  // The basket's own caps (100 lines of 99) allow far more: the pen test's 9 900 items.
  expect(isOrderTooLarge(lines(100, 99))).toBe(true);
});
