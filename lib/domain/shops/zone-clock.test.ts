import { zonedClock } from './opening-hours';
import { clockOffset, offsetMinutes, zoneClock } from './zone-clock';

const HOUR = 3_600_000;

test('a zone clock finds the summer-time change to the minute and reads the same local time as Intl across its span', () => {
  // Europe/Stockholm leaves summer time at 01:00 UTC on 25 October 2026.
  const clock = zoneClock('Europe/Stockholm', new Date('2026-10-20T12:00:00Z'))!;
  expect(clock.steps).toEqual([
    [Date.parse('2026-10-19T12:00:00Z'), 120],
    [Date.parse('2026-10-25T01:00:00Z'), 60],
  ]);
  for (let at = clock.steps[0]![0]; at < clock.until; at += 7 * HOUR + 13 * 60_000) {
    expect(zonedClock(new Date(at), clock)).toEqual(zonedClock(new Date(at), 'Europe/Stockholm'));
  }
});

test('Helsinki, Oslo and a zone without changes: one step each, the offset Intl gives', () => {
  const around = new Date('2026-07-01T08:00:00Z');
  expect(zoneClock('Europe/Helsinki', around)!.steps).toEqual([[Date.parse('2026-06-30T08:00:00Z'), 180]]);
  expect(zoneClock('Europe/Oslo', around)!.steps).toEqual([[Date.parse('2026-06-30T08:00:00Z'), 120]]);
  expect(zoneClock('Atlantic/Reykjavik', around)!.steps).toEqual([[Date.parse('2026-06-30T08:00:00Z'), 0]]);
  expect(offsetMinutes(around.getTime(), 'America/St_Johns')).toBe(-150);
});

test('outside its span a clock knows nothing and the zone is read through Intl; an unknown zone gives no clock', () => {
  const clock = zoneClock('Europe/Helsinki', new Date('2026-11-28T10:00:00Z'))!;
  expect(clockOffset(clock, Date.parse('2026-11-27T09:59:00Z'))).toBeNull();
  expect(clockOffset(clock, clock.until)).toBeNull();
  // Midsummer, far outside the span: still right, from Intl.
  expect(zonedClock(new Date('2027-06-24T21:30:00Z'), clock)).toEqual({ dayOfWeek: 5, minutes: 30 });
  expect(zoneClock('Mars/Olympus_Mons', new Date())).toBeNull();
});

test('within its span the shop’s local time is read without making an Intl.DateTimeFormat (the phone’s costly first one)', () => {
  const clock = zoneClock('Europe/Oslo', new Date('2026-11-28T10:00:00Z'))!;
  const made = jest.spyOn(Intl, 'DateTimeFormat');
  try {
    jest.isolateModules(() => {
      // A fresh module, as in a browser that has made no format yet.
      const { zonedClock: fresh } = jest.requireActual<typeof import('./opening-hours')>('./opening-hours');
      expect(fresh(new Date('2026-11-28T22:45:00Z'), clock)).toEqual({ dayOfWeek: 6, minutes: 23 * 60 + 45 });
      expect(made).not.toHaveBeenCalled();
      expect(fresh(new Date('2026-11-28T22:45:00Z'), 'Europe/Oslo')).toEqual({ dayOfWeek: 6, minutes: 23 * 60 + 45 });
      expect(made).toHaveBeenCalled();
    });
  } finally {
    made.mockRestore();
  }
});
