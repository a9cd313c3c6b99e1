import { pickupSlots, zoneOffset } from './pickup-slots';

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
