import { pickupSlots } from './pickup-slots';
import { orderBlock } from './shop-status';
import { shopTimeZone } from './time-zone';

const weekdays = [1, 2, 3, 4, 5].map((dayOfWeek) => ({ dayOfWeek, opens: '10:00', closes: '20:00' }));
const helsinkiShop = (zone: Partial<{ timeZone: string | null; country: string | null }>) => ({
  status: 'online' as const,
  openForBusiness: true,
  externalAppUri: null,
  openingHours: weekdays,
  timeZone: shopTimeZone({ timeZone: zone.timeZone ?? null, contactInformation: { country: zone.country ?? null } }, 'Europe/Stockholm'),
});

test("a shop's zone: its own when the runtime knows it, else its country's, else the setting, else Stockholm's", () => {
  expect(shopTimeZone({ timeZone: 'Europe/Helsinki' })).toBe('Europe/Helsinki');
  expect(shopTimeZone({ timeZone: 'Mars/Olympus', contactInformation: { country: 'FI' } })).toBe('Europe/Helsinki');
  expect(shopTimeZone({ contactInformation: { country: 'Norge' } })).toBe('Europe/Oslo');
  expect(shopTimeZone({ contactInformation: { country: 'Atlantis' } }, 'Europe/Helsinki')).toBe('Europe/Helsinki');
  expect(shopTimeZone({}, 'Not/AZone')).toBe('Europe/Stockholm');
});

test('a Finnish shop opening at 10:00 Helsinki time takes orders from 10:00 Helsinki time, not an hour later', () => {
  // Wednesday 25 November 2026: Helsinki is UTC+2, Stockholm UTC+1.
  for (const shop of [helsinkiShop({ country: 'FI' }), helsinkiShop({ timeZone: 'Europe/Helsinki' })]) {
    expect(orderBlock(shop, new Date('2026-11-25T07:59:00Z'))).toMatchObject({ reason: 'closedNow' });
    expect(orderBlock(shop, new Date('2026-11-25T08:00:00Z'))).toBeNull();
    expect(orderBlock(shop, new Date('2026-11-25T18:00:00Z'))).toBeNull(); // 20:00 Helsinki: the last minute
    expect(orderBlock(shop, new Date('2026-11-25T18:30:00Z'))).toMatchObject({ reason: 'closedNow' }); // 20:30 Helsinki
  }
});

test('a shop without hours is not closed: the restaurant decides, and pickup times run to midnight', () => {
  const shop = { ...helsinkiShop({ country: 'SE' }), openingHours: [] };
  expect(orderBlock(shop, new Date('2026-11-25T03:00:00Z'))).toBeNull();
  const slots = pickupSlots([], new Date('2026-11-25T21:00:00Z'), 'Europe/Stockholm');
  expect(slots.map((s) => s.label)).toEqual(['22:30', '22:45', '23:00', '23:15', '23:30', '23:45']);
});

test('a shop that names neither zone nor country is read in the zone at its coordinates: a Helsinki shop opens at 07:00 Helsinki time', () => {
  const helsinki = { location: { latitude: 60.1699, longitude: 24.9384 } };
  expect(shopTimeZone(helsinki, 'Europe/Stockholm')).toBe('Europe/Helsinki');
  expect(shopTimeZone({ location: { latitude: 59.9139, longitude: 10.7522 } }, 'Europe/Stockholm')).toBe('Europe/Oslo');
  // 0, 0 is "not known", not the Gulf of Guinea; no place at all is the setting's zone.
  expect(shopTimeZone({ location: { latitude: 0, longitude: 0 } }, 'Europe/Stockholm')).toBe('Europe/Stockholm');
  expect(shopTimeZone({ location: { latitude: 123, longitude: 500 } }, 'Europe/Stockholm')).toBe('Europe/Stockholm');
  const early = {
    status: 'online' as const,
    openForBusiness: true,
    externalAppUri: null,
    openingHours: [{ dayOfWeek: 3, opens: '07:00', closes: '22:00' }],
    timeZone: shopTimeZone(helsinki, 'Europe/Stockholm'),
  };
  // Wednesday 25 November 2026, 07:00 in Helsinki is 05:00 UTC (06:00 in Stockholm).
  expect(orderBlock(early, new Date('2026-11-25T04:59:00Z'))).toMatchObject({ reason: 'closedNow' });
  expect(orderBlock(early, new Date('2026-11-25T05:00:00Z'))).toBeNull();
});
