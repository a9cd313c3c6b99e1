import { fits, fitsTaken, holdBudgets, kitchenPause, largestOrder, loadOf, nextAutoPause, readyRange, slotStartOf, slotState, tooLargeForSlot } from './model.ts';

const settings = { slotCapacity: 40, stationCapacity: { grill: 24 }, extraMinutes: 0 };

describe('kitchen arithmetic', () => {
  test("an order's load is each line's make time × quantity, per station too", () => {
    const load = loadOf([
      { minutes: 4, station: 'grill', quantity: 2 },
      { minutes: 3, station: 'fryer', quantity: 1 },
      { minutes: 1, station: null, quantity: 3 },
    ]);
    expect(load).toEqual({ total: 14, stations: { grill: 8, fryer: 3 } });
  });

  test('a slot fits an order within its minutes and within each station’s; not even an empty slot takes more', () => {
    const burgers = (n: number) => loadOf([{ minutes: 4, station: 'grill', quantity: n }]);
    const drinks = (n: number) => loadOf([{ minutes: 1, station: null, quantity: n }]);
    expect(fits(burgers(5), burgers(1), settings)).toBe(true); // grill 24 of 24
    expect(fits(burgers(6), burgers(1), settings)).toBe(false); // grill 28 > 24, though the slot has 12 minutes left
    expect(fits(burgers(6), drinks(16), settings)).toBe(true); // 40 of 40, no grill
    expect(fits(burgers(6), drinks(17), settings)).toBe(false);
    // Changed on purpose: an empty slot no longer takes one order however large (one basket filled a slot alone).
    expect(fits({ total: 0, stations: {} }, burgers(30), settings)).toBe(false);
  });

  test('unpaid work takes at most half a slot (and half a station); the payment step may use the whole slot', () => {
    const burgers = (n: number) => loadOf([{ minutes: 4, station: 'grill', quantity: n }]);
    const drinks = (n: number) => loadOf([{ minutes: 1, station: null, quantity: n }]);
    const held = { all: drinks(16), unpaid: drinks(16) };
    expect(fitsTaken(held, drinks(4), settings)).toBe(true); // 20 of the 20 unpaid minutes
    expect(fitsTaken(held, drinks(5), settings)).toBe(false);
    expect(fitsTaken(held, drinks(5), settings, true)).toBe(true); // paying: 21 of 40
    expect(fitsTaken({ all: burgers(3), unpaid: burgers(3) }, burgers(1), settings)).toBe(false); // grill: 16 > 12 unpaid
    expect(fitsTaken({ all: drinks(20), unpaid: drinks(0) }, drinks(20), settings)).toBe(true); // 20 paid + 20 unpaid: the slot is full
    expect(slotState(drinks(16), drinks(1), settings, drinks(16))).toBe('nearlyFull'); // 17 of 20 unpaid
    expect(slotState(drinks(16), drinks(5), settings, drinks(16))).toBe('full');
  });

  test('an order larger than half a slot is too large for one pickup time; a holder’s budget is minutes', () => {
    expect(tooLargeForSlot(loadOf([{ minutes: 1, station: null, quantity: 20 }]), settings)).toBe(false);
    expect(tooLargeForSlot(loadOf([{ minutes: 1, station: null, quantity: 21 }]), settings)).toBe(true);
    expect(tooLargeForSlot(loadOf([{ minutes: 4, station: 'grill', quantity: 4 }]), settings)).toBe(true); // grill 16 > 12
    expect(largestOrder(settings)).toBe(20);
    expect(holdBudgets(settings)).toEqual({ session: 20, address: 40 });
  });

  test('a slot is nearly full from 80 % taken (of the slot or a station) and full when the order does not fit', () => {
    const taken = loadOf([{ minutes: 1, station: null, quantity: 28 }]);
    expect(slotState(taken, loadOf([{ minutes: 1, station: null, quantity: 3 }]), settings)).toBe('open');
    expect(slotState(taken, loadOf([{ minutes: 1, station: null, quantity: 4 }]), settings)).toBe('nearlyFull');
    expect(slotState(taken, loadOf([{ minutes: 1, station: null, quantity: 13 }]), settings)).toBe('full');
    expect(slotState(loadOf([{ minutes: 4, station: 'grill', quantity: 4 }]), loadOf([{ minutes: 4, station: 'grill', quantity: 1 }]), settings)).toBe('nearlyFull');
  });

  test('ASAP grows with the work queued ahead, shrinks as it is done, and takes the kitchen’s extra minutes', () => {
    const now = new Date('2026-05-06T10:00:00.000Z');
    const at = (queued: number, extra = 0) => readyRange(now, 4, queued, { ...settings, extraMinutes: extra });
    expect(at(0)).toEqual({ from: new Date('2026-05-06T10:05:00.000Z'), to: new Date('2026-05-06T10:15:00.000Z') });
    expect(at(40).from.toISOString()).toBe('2026-05-06T10:20:00.000Z'); // 40 minutes of work at 40 per 15 minutes: 15 minutes
    expect(at(80).from.getTime()).toBeGreaterThan(at(40).from.getTime());
    expect(at(0, 10).from.toISOString()).toBe('2026-05-06T10:15:00.000Z');
  });

  test('automatic pause: on above the queue length, off only below the lower one', () => {
    expect(nextAutoPause(false, 5, 5, 2)).toBe(false);
    expect(nextAutoPause(false, 6, 5, 2)).toBe(true);
    expect(nextAutoPause(true, 4, 5, 2)).toBe(true);
    expect(nextAutoPause(true, 2, 5, 2)).toBe(true);
    expect(nextAutoPause(true, 1, 5, 2)).toBe(false);
    expect(nextAutoPause(true, 9, null, null)).toBe(false); // switched off: never stays paused
  });

  test('a snooze ends by itself when its time has passed', () => {
    const snoozed = { snoozeUntil: '2026-05-06T10:30:00.000Z', autoPaused: false };
    expect(kitchenPause(snoozed, new Date('2026-05-06T10:29:59.000Z'))).toEqual({ paused: true, resumesAt: snoozed.snoozeUntil });
    expect(kitchenPause(snoozed, new Date('2026-05-06T10:30:00.000Z'))).toEqual({ paused: false, resumesAt: null });
  });

  test('slots are quarter hours', () => {
    expect(slotStartOf(new Date('2026-05-06T10:14:59.999Z')).toISOString()).toBe('2026-05-06T10:00:00.000Z');
    expect(slotStartOf(new Date('2026-05-06T10:15:00.000Z')).toISOString()).toBe('2026-05-06T10:15:00.000Z');
  });
});
