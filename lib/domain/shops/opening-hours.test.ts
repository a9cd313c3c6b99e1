import { isOpenAt, nextOpening, todaysHours, weekdayName, zonedClock } from './opening-hours';

const weekdays = (opens: string, closes: string) =>
  [0, 1, 2, 3, 4, 5, 6].map((dayOfWeek) => ({ dayOfWeek, opens, closes }));

describe('opening hours in the shop’s own time zone', () => {
  // Monday 2026-11-23 22:30 UTC: 23:30 in Stockholm, 00:30 Tuesday in Helsinki.
  const lateMonday = new Date('2026-11-23T22:30:00Z');

  test('the weekday is the one in the shop’s zone, not the visitor’s', () => {
    expect(zonedClock(lateMonday, 'Europe/Stockholm')).toEqual({ dayOfWeek: 1, minutes: 23 * 60 + 30 });
    expect(zonedClock(lateMonday, 'Europe/Helsinki')).toEqual({ dayOfWeek: 2, minutes: 30 });
  });

  test('today’s hours follow the shop’s weekday', () => {
    const hours = [
      { dayOfWeek: 1, opens: '10:00:00', closes: '22:00:00' },
      { dayOfWeek: 2, opens: '11:00:00', closes: '20:00:00' },
    ];
    expect(todaysHours(hours, lateMonday, 'Europe/Stockholm')).toEqual([{ opens: '10:00', closes: '22:00' }]);
    expect(todaysHours(hours, lateMonday, 'Europe/Helsinki')).toEqual([{ opens: '11:00', closes: '20:00' }]);
  });

  test('open and closed depend on the local time', () => {
    const hours = weekdays('10:00', '23:00');
    expect(isOpenAt(hours, new Date('2026-11-23T12:00:00Z'), 'Europe/Oslo')).toBe(true);
    expect(isOpenAt(hours, lateMonday, 'Europe/Stockholm')).toBe(false);
  });

  test('a range past midnight stays open into the next day', () => {
    const hours = [{ dayOfWeek: 1, opens: '18:00', closes: '02:00' }];
    expect(isOpenAt(hours, lateMonday, 'Europe/Stockholm')).toBe(true); // Mon 23:30
    expect(isOpenAt(hours, lateMonday, 'Europe/Helsinki')).toBe(true); // Tue 00:30
    expect(isOpenAt(hours, new Date('2026-11-24T03:00:00Z'), 'Europe/Helsinki')).toBe(false); // Tue 05:00
  });

  test('no hours means closed, and an unknown zone falls back instead of throwing', () => {
    expect(isOpenAt([], lateMonday, 'Europe/Stockholm')).toBe(false);
    expect(zonedClock(lateMonday, 'Mars/Olympus')).toEqual(zonedClock(lateMonday, 'Europe/Stockholm'));
  });

  test('the next opening is later today, else the first opening of a following day, in the shop’s zone', () => {
    const hours = [
      { dayOfWeek: 1, opens: '17:00:00', closes: '22:00:00' },
      { dayOfWeek: 1, opens: '11:00:00', closes: '14:00:00' },
      { dayOfWeek: 3, opens: '09:00:00', closes: '12:00:00' },
    ];
    expect(nextOpening(hours, new Date('2026-11-23T09:00:00Z'), 'Europe/Stockholm')).toEqual({ daysAhead: 0, time: '11:00' }); // Mon 10:00
    expect(nextOpening(hours, new Date('2026-11-23T14:00:00Z'), 'Europe/Stockholm')).toEqual({ daysAhead: 0, time: '17:00' }); // Mon 15:00
    expect(nextOpening(hours, lateMonday, 'Europe/Stockholm')).toEqual({ daysAhead: 2, time: '09:00' }); // Mon 23:30
    expect(nextOpening(hours, lateMonday, 'Europe/Helsinki')).toEqual({ daysAhead: 1, time: '09:00' }); // Tue 00:30
    expect(nextOpening([], lateMonday, 'Europe/Stockholm')).toBeNull();
  });

  test('a later weekday is named in the visitor’s language, counted in the shop’s zone', () => {
    expect(weekdayName(lateMonday, 2, 'Europe/Stockholm', 'en')).toBe('Wednesday');
    expect(weekdayName(lateMonday, 2, 'Europe/Helsinki', 'sv')).toBe('torsdag');
    expect(weekdayName(lateMonday, 1, 'Mars/Olympus', 'en')).toBe('Tuesday');
  });
});
