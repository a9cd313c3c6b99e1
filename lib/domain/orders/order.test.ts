import { isFinalStatus, isOrderStatus, isPaidStatus, isPaymentMethod, ORDER_STATUSES, pickupCode, PROGRESS_STEPS, readyWording, statusKey } from './order';

test('every status has the words a guest reads', () => {
  expect(ORDER_STATUSES.map(statusKey)).toEqual(['verifying', 'received', 'preparing', 'ready', 'delivered', 'cancelled']);
});

test('priced but unpaid and cancelled orders are not paid; the kitchen’s statuses are', () => {
  expect(ORDER_STATUSES.filter(isPaidStatus)).toEqual(['Added', 'Started', 'Done', 'Delivered']);
});

test('delivered and cancelled orders are final', () => {
  expect(ORDER_STATUSES.filter(isFinalStatus)).toEqual(['Delivered', 'Rollbacked']);
});

test('progress shows the paid steps in kitchen order', () => {
  expect(PROGRESS_STEPS).toEqual(['Added', 'Started', 'Done', 'Delivered']);
});

test('only known statuses are statuses', () => {
  expect(isOrderStatus('Done')).toBe(true);
  expect(isOrderStatus('done')).toBe(false);
  expect(isOrderStatus(undefined)).toBe(false);
});

test("the number a guest watches for: the restaurant's pickup number, else a short form of the id", () => {
  expect(pickupCode({ orderId: 'fe1a039b-0000-4000-8000-000000000000', pickupNumber: '1042' })).toBe('1042');
  expect(pickupCode({ orderId: 'fe1a039b-0000-4000-8000-000000000000' })).toBe('FE1A');
  expect(pickupCode({ orderId: '10482' })).toBe('10482');
});

test('the ready screen speaks per order type, and for eat-in per the restaurant\'s service', () => {
  expect(readyWording('takeAway', 'tableService')).toBe('takeAway');
  expect(readyWording('dineInPlace', 'tableService')).toBe('tableService');
  expect(readyWording('dineInPlace', 'counterPickup')).toBe('counterPickup');
  expect(readyWording('dineInPlace', null)).toBe('eatIn');
  expect(readyWording(null, 'tableService')).toBe('general');
});

test('payment methods are card and Swish', () => {
  expect(isPaymentMethod('swish')).toBe(true);
  expect(isPaymentMethod('cash')).toBe(false);
});
