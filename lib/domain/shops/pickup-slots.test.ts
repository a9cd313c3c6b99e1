import { namedPickupSlot, pickupSlots, zoneOffset } from './pickup-slots';

const mondays = [{ dayOfWeek: 1, opens: '10:00', closes: '12:00' }];

test('slots are in the shop’s zone, every 15 minutes, at least 20 minutes ahead', () => {
  // Monday 2026-11-23 09:50 UTC is 10:50 in Stockholm.
  const slots = pickupSlots(mondays, new Date('2026-11-23T09:50:00Z'), 'Europe/Stockholm');
  expect(slots.map((s) => s.label)).toEqual(['11:15', '11:30', '11:45', '12:00']);
  expect(slots[0]?.iso).toBe('2026-11-23T11:15:00+01:00');
});

test('before opening the first slot is the opening time', () => {
  const slots = pickupSlots(mondays, new Date('2026-11-23T06:00:00Z'), 'Europe/Stockholm');
  expect(slots[0]?.label).toBe('10:00');
  expect(slots).toHaveLength(9);
});

test('another zone has another weekday and offset', () => {
  // 22:30 UTC Monday is 00:30 Tuesday in Helsinki: Monday's hours do not apply.
  expect(pickupSlots(mondays, new Date('2026-11-23T22:30:00Z'), 'Europe/Helsinki')).toEqual([]);
  expect(zoneOffset(new Date('2026-07-01T12:00:00Z'), 'Europe/Helsinki')).toBe('+03:00');
});

test('after closing there are no slots', () => {
  expect(pickupSlots(mondays, new Date('2026-11-23T11:00:00Z'), 'Europe/Stockholm')).toEqual([]);
});

describe('a late-night restaurant: times after midnight while it stays open', () => {
  // Friday 2026-11-27; 22:30 UTC is 23:30 in Stockholm, 00:30 Saturday in Helsinki.
  const late = new Date('2026-11-27T22:30:00Z');
  const friday = 5;

  test('a range past midnight goes on into the night, up to its closing time, marked as tomorrow', () => {
    const slots = pickupSlots([{ dayOfWeek: friday, opens: '18:00', closes: '02:00' }], late, 'Europe/Stockholm');
    expect(slots.map((s) => s.label)).toEqual(['00:00', '00:15', '00:30', '00:45', '01:00', '01:15', '01:30', '01:45', '02:00']);
    expect(slots.every((s) => s.tomorrow)).toBe(true);
    expect(slots[0]?.iso).toBe('2026-11-28T00:00:00+01:00');
    expect(Date.parse(slots[0]!.iso) - late.getTime()).toBe(30 * 60_000);
  });

  test('open to midnight and again from midnight (around the clock): the night until 06:00 at the latest', () => {
    const always = [0, 1, 2, 3, 4, 5, 6].map((dayOfWeek) => ({ dayOfWeek, opens: '00:00:00', closes: '23:59:59' }));
    const slots = pickupSlots(always, new Date('2026-11-27T21:30:00Z'), 'Europe/Helsinki'); // 23:30
    expect(slots[0]).toEqual({ label: '00:00', iso: '2026-11-28T00:00:00+02:00', tomorrow: true });
    expect(slots.at(-1)).toMatchObject({ label: '06:00', tomorrow: true });
    expect(slots).toHaveLength(25);
    // In the morning no times of the next night are offered: 12 hours ahead at most.
    const morning = pickupSlots(always, new Date('2026-11-27T07:00:00Z'), 'Europe/Helsinki'); // 09:00
    expect(morning.some((s) => s.tomorrow)).toBe(false);
    expect(morning.at(-1)?.label).toBe('23:45');
    // A range written to 00:00 means the same as one to 23:59.
    const toZero = [friday, friday + 1].map((dayOfWeek) => ({ dayOfWeek, opens: '00:00', closes: '00:00' }));
    expect(pickupSlots(toZero, new Date('2026-11-27T21:30:00Z'), 'Europe/Helsinki').at(-1)).toMatchObject({ label: '06:00', tomorrow: true });
  });

  test('a restaurant that closes at midnight, or reopens only later, offers no times after midnight', () => {
    const closesAtMidnight = [{ dayOfWeek: friday, opens: '10:00', closes: '23:59' }, { dayOfWeek: friday + 1, opens: '10:00', closes: '23:59' }];
    expect(pickupSlots(closesAtMidnight, new Date('2026-11-27T21:30:00Z'), 'Europe/Stockholm').some((s) => s.tomorrow)).toBe(false);
    expect(pickupSlots([], new Date('2026-11-27T21:30:00Z'), 'Europe/Stockholm').some((s) => s.tomorrow)).toBe(false);
  });

  test('a daylight-saving change in the night gives each time its own offset', () => {
    // Sunday 2026-03-29: Stockholm goes from +01:00 to +02:00 at 02:00.
    const saturdayNight = [{ dayOfWeek: 6, opens: '20:00', closes: '04:00' }];
    const slots = pickupSlots(saturdayNight, new Date('2026-03-28T22:30:00Z'), 'Europe/Stockholm'); // 23:30 Saturday
    expect(slots.find((s) => s.label === '01:00')?.iso).toBe('2026-03-29T01:00:00+01:00');
    expect(slots.find((s) => s.label === '03:00')?.iso).toBe('2026-03-29T03:00:00+02:00');
  });
});

describe('a time the restaurant names is offered as today’s or tomorrow’s, in the shop’s own clock', () => {
  const now = new Date('2026-11-23T22:30:00Z'); // 00:30 on Tuesday in Helsinki, 23:30 on Monday in Stockholm
  test('the same instant is tomorrow in Stockholm and today in Helsinki', () => {
    expect(namedPickupSlot('2026-11-24T08:00:00Z', now, 'Europe/Stockholm')).toEqual({ label: '09:00', iso: '2026-11-24T08:00:00Z', tomorrow: true });
    expect(namedPickupSlot('2026-11-24T08:00:00Z', now, 'Europe/Helsinki')).toEqual({ label: '10:00', iso: '2026-11-24T08:00:00Z' });
  });
  test('a time already past, two days ahead or unreadable is not offered', () => {
    expect(namedPickupSlot('2026-11-23T22:00:00Z', now, 'Europe/Stockholm')).toBeNull();
    expect(namedPickupSlot('2026-11-25T23:30:00Z', now, 'Europe/Stockholm')).toBeNull();
    expect(namedPickupSlot('soon', now, 'Europe/Stockholm')).toBeNull();
  });
});
