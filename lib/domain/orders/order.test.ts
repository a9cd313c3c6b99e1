import { isFinalStatus, isOrderStatus, isPaidStatus, ORDER_STATUSES, PROGRESS_STEPS, statusKey } from './order';

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
