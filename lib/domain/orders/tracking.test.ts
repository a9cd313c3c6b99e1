import {
  addPaidOrder,
  applyStatus,
  DELIVERED_EXPIRY_MS,
  EMPTY_TRACKING,
  nextToPoll,
  PAID_EXPIRY_MS,
  removeExpired,
  shouldPoll,
} from './tracking';

const pickup = '2026-11-22T12:00:00+01:00';
const pickupMs = Date.parse(pickup);
const order = (orderId: string | null, pickupTime: string | null = pickup) => ({ orderId, pickupTime });

describe('paid-order tracking (fake clock)', () => {
  test('an order is added only with an id and a pickup time', () => {
    expect(addPaidOrder(EMPTY_TRACKING, order(null))).toBe(EMPTY_TRACKING);
    expect(addPaidOrder(EMPTY_TRACKING, order('order-0001', null))).toBe(EMPTY_TRACKING);
    expect(addPaidOrder(EMPTY_TRACKING, order('order-0001', 'not a date'))).toBe(EMPTY_TRACKING);
    expect(addPaidOrder(EMPTY_TRACKING, order('order-0001')).paidOrders).toHaveLength(1);
  });

  test('an order already present is not added again', () => {
    const once = addPaidOrder(EMPTY_TRACKING, order('order-0001'));
    expect(addPaidOrder(once, order('order-0001'))).toBe(once);
    const delivered = applyStatus(once, 'order-0001', 'Done', pickupMs);
    expect(addPaidOrder(delivered, order('order-0001'))).toBe(delivered);
  });

  test('a paid order expires one hour after its pickup time', () => {
    const state = addPaidOrder(EMPTY_TRACKING, order('order-0001'));
    expect(state.paidOrders[0]?.expires).toBe(pickupMs + PAID_EXPIRY_MS);
    expect(removeExpired(state, pickupMs + PAID_EXPIRY_MS - 1).paidOrders).toHaveLength(1);
    expect(removeExpired(state, pickupMs + PAID_EXPIRY_MS).paidOrders).toHaveLength(0);
  });

  test('Done or Delivered moves the order to delivered orders, expiring 30 minutes from now', () => {
    const now = pickupMs + 5 * 60_000;
    for (const status of ['Done', 'Delivered'] as const) {
      const moved = applyStatus(addPaidOrder(EMPTY_TRACKING, order('order-0001')), 'order-0001', status, now);
      expect(moved.paidOrders).toEqual([]);
      expect(moved.deliveredOrders).toEqual([expect.objectContaining({ id: 'order-0001', expires: now + DELIVERED_EXPIRY_MS })]);
      expect(removeExpired(moved, now + DELIVERED_EXPIRY_MS).deliveredOrders).toEqual([]);
    }
  });

  test('other statuses leave the order where it is', () => {
    const state = addPaidOrder(EMPTY_TRACKING, order('order-0001'));
    for (const status of ['Added', 'Started', 'CalculatedPrice', 'Rollbacked'] as const) expect(applyStatus(state, 'order-0001', status, pickupMs)).toBe(state);
  });

  test('the poll checks the first paid order and stops when none remain', () => {
    const two = addPaidOrder(addPaidOrder(EMPTY_TRACKING, order('order-0001')), order('order-0002'));
    expect(nextToPoll(two)?.id).toBe('order-0001');
    expect(shouldPoll(two)).toBe(true);
    const one = applyStatus(two, 'order-0001', 'Delivered', pickupMs);
    expect(nextToPoll(one)?.id).toBe('order-0002');
    expect(shouldPoll(applyStatus(one, 'order-0002', 'Done', pickupMs))).toBe(false);
  });
});
