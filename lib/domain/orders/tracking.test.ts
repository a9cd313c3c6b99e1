import {
  addPaidOrder,
  applyStatus,
  DELIVERED_EXPIRY_MS,
  EMPTY_TRACKING,
  lastKnownStatus,
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

  test('other statuses leave the order followed, with its last status remembered', () => {
    const state = addPaidOrder(EMPTY_TRACKING, { ...order('order-0001'), status: 'Added' });
    expect(state.paidOrders[0]?.status).toBe('Added');
    expect(applyStatus(state, 'order-0001', 'Added', pickupMs)).toBe(state);
    const started = applyStatus(state, 'order-0001', 'Started', pickupMs);
    expect(started.paidOrders).toEqual([expect.objectContaining({ id: 'order-0001', status: 'Started', expires: pickupMs + PAID_EXPIRY_MS })]);
    expect(started.deliveredOrders).toEqual([]);
  });

  test('a cancelled (Rollbacked) order is finished: it shows as cancelled and is no longer polled', () => {
    const now = pickupMs - 10 * 60_000;
    const cancelled = applyStatus(addPaidOrder(EMPTY_TRACKING, { ...order('order-0001'), status: 'Added' }), 'order-0001', 'Rollbacked', now);
    expect(cancelled.paidOrders).toEqual([]);
    expect(cancelled.deliveredOrders).toEqual([expect.objectContaining({ id: 'order-0001', status: 'Rollbacked', expires: now + DELIVERED_EXPIRY_MS })]);
    expect(shouldPoll(cancelled)).toBe(false);
    expect(lastKnownStatus(cancelled.deliveredOrders[0]!, true)).toBe('Rollbacked');
  });

  test('a finished order still takes a later status (ready, then cancelled), without moving', () => {
    const ready = applyStatus(addPaidOrder(EMPTY_TRACKING, order('order-0001')), 'order-0001', 'Done', pickupMs);
    const cancelled = applyStatus(ready, 'order-0001', 'Rollbacked', pickupMs + 60_000);
    expect(cancelled.deliveredOrders).toEqual([{ ...ready.deliveredOrders[0], status: 'Rollbacked' }]);
    expect(applyStatus(cancelled, 'order-0001', 'Rollbacked', pickupMs)).toBe(cancelled);
    expect(applyStatus(cancelled, 'order-0002', 'Started', pickupMs)).toBe(cancelled);
  });

  test('an order saved before statuses were kept reads as received while followed, ready once finished', () => {
    const saved = { id: 'order-0001', expires: pickupMs };
    expect(lastKnownStatus(saved, false)).toBe('Added');
    expect(lastKnownStatus(saved, true)).toBe('Done');
    expect(lastKnownStatus({ ...saved, status: 'Started' }, false)).toBe('Started');
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
