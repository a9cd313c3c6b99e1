import { dueStatus, nextKitchenStatus } from './kitchen.ts';

describe('kitchen timer arithmetic', () => {
  test('one step per interval from the last change, stopping at Delivered', () => {
    expect(dueStatus('Added', 0, 59_999, 60_000)).toBeNull();
    expect(dueStatus('Added', 0, 60_000, 60_000)).toEqual({ status: 'Started', changedAtMs: 60_000 });
    expect(dueStatus('Added', 0, 150_000, 60_000)).toEqual({ status: 'Done', changedAtMs: 120_000 });
    expect(dueStatus('Started', 0, 10_000_000, 60_000)).toEqual({ status: 'Delivered', changedAtMs: 120_000 });
  });

  test('never for a step of 0, unpaid, terminal or rolled back orders', () => {
    expect(dueStatus('Added', 0, 10_000_000, 0)).toBeNull();
    for (const s of ['CalculatedPrice', 'Delivered', 'Rollbacked'] as const) expect(dueStatus(s, 0, 10_000_000, 1)).toBeNull();
    expect(nextKitchenStatus('Done')).toBe('Delivered');
    expect(nextKitchenStatus('Delivered')).toBeNull();
    expect(nextKitchenStatus('CalculatedPrice')).toBeNull();
  });
});
