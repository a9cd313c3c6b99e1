import { orderNumber, orderReference } from './order-number';

const id = 'c21679b8-3a2a-4c1e-9d7f-0a1b2c3d4e5f';

test("an order is named by the restaurant's pickup number, the id only as a short reference", () => {
  expect(orderNumber({ orderId: id, pickupNumber: '1007' })).toBe('1007');
  expect(orderReference({ orderId: id, pickupNumber: '1007' })).toBe('c21679b8');
});

test('without a pickup number (not paid yet, or a restaurant without one) it is the short id the status card shows', () => {
  expect(orderNumber({ orderId: id })).toBe('C216');
  expect(orderNumber({ orderId: id, pickupNumber: null })).toBe('C216');
  expect(orderReference({ orderId: id })).toBe('c21679b8');
});

test('an id that is the number itself is not repeated as a reference', () => {
  expect(orderNumber({ orderId: '1007', pickupNumber: '1007' })).toBe('1007');
  expect(orderReference({ orderId: '1007', pickupNumber: '1007' })).toBeNull();
  expect(orderReference({ orderId: '10482' })).toBeNull();
});
