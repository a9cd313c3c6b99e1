import { formatInZone, isOpenAt, localParts, localToInstant, nextOpeningAfter, offsetMinutes } from './time.ts';

const weekdays = (opens: string, closes: string) => [1, 2, 3, 4, 5].map((dayOfWeek) => ({ dayOfWeek, opens, closes }));
const at = (iso: string) => new Date(iso);

describe('time zones', () => {
  test('local parts and offsets follow the zone and DST', () => {
    expect(localParts(at('2026-05-06T10:00:00Z'), 'Europe/Stockholm')).toEqual({ year: 2026, month: 5, day: 6, weekday: 3, seconds: 12 * 3600 });
    expect(offsetMinutes(at('2026-05-06T10:00:00Z'), 'Europe/Stockholm')).toBe(120);
    expect(offsetMinutes(at('2026-01-06T10:00:00Z'), 'Europe/Helsinki')).toBe(120);
    expect(offsetMinutes(at('2026-07-06T10:00:00Z'), 'Europe/Helsinki')).toBe(180);
    expect(formatInZone(at('2026-11-22T15:00:00Z'), 'Europe/Stockholm')).toBe('2026-11-22T16:00:00+01:00');
    expect(localToInstant(2026, 3, 29, 12 * 3600, 'Europe/Stockholm').toISOString()).toBe('2026-03-29T10:00:00.000Z');
  });

  test('opening hours are checked in the shop zone, not UTC', () => {
    const hours = weekdays('07:00:00', '21:00:00');
    // 06:30 UTC on a Wednesday is 08:30 in Stockholm (open) but 06:30 would be closed in UTC
    expect(isOpenAt(hours, 'Europe/Stockholm', at('2026-05-06T06:30:00Z'))).toBe(true);
    expect(isOpenAt(hours, 'Europe/Stockholm', at('2026-05-06T04:59:59Z'))).toBe(false);
    expect(isOpenAt(hours, 'Europe/Stockholm', at('2026-05-06T19:00:00Z'))).toBe(false); // 21:00 local: closed
    expect(isOpenAt(hours, 'Europe/Stockholm', at('2026-05-09T10:00:00Z'))).toBe(false); // Saturday
  });

  test('23:59:59 means until midnight; closes before opens runs past midnight', () => {
    const allDay = [{ dayOfWeek: 3, opens: '00:00:00', closes: '23:59:59' }];
    expect(isOpenAt(allDay, 'Europe/Stockholm', at('2026-05-06T21:59:59.500Z'))).toBe(true);
    const late = [{ dayOfWeek: 5, opens: '18:00', closes: '02:00' }];
    expect(isOpenAt(late, 'Europe/Stockholm', at('2026-05-08T23:00:00Z'))).toBe(true); // Sat 01:00
    expect(isOpenAt(late, 'Europe/Stockholm', at('2026-05-09T01:00:00Z'))).toBe(false); // Sat 03:00
    expect(isOpenAt(late, 'Europe/Stockholm', at('2026-05-08T15:00:00Z'))).toBe(false); // Fri 17:00
  });

  test('next opening: later today, tomorrow, after a weekend, or never', () => {
    const hours = weekdays('07:00:00', '21:00:00');
    expect(nextOpeningAfter(hours, 'Europe/Stockholm', at('2026-05-06T03:00:00Z'))?.toISOString()).toBe('2026-05-06T05:00:00.000Z');
    expect(nextOpeningAfter(hours, 'Europe/Stockholm', at('2026-05-06T20:00:00Z'))?.toISOString()).toBe('2026-05-07T05:00:00.000Z');
    expect(nextOpeningAfter(hours, 'Europe/Stockholm', at('2026-05-08T20:00:00Z'))?.toISOString()).toBe('2026-05-11T05:00:00.000Z');
    expect(nextOpeningAfter([], 'Europe/Stockholm', at('2026-05-08T20:00:00Z'))).toBeNull();
  });
});
