import type { PickupSlot } from '../shops/pickup-slots';
import { clockTime, type KitchenQuote, offeredSlots } from './kitchen';

const slots: PickupSlot[] = [
  { label: '12:30', iso: '2026-05-06T12:30:00+02:00' },
  { label: '12:45', iso: '2026-05-06T12:45:00+02:00' },
  { label: '13:00', iso: '2026-05-06T13:00:00+02:00' },
  { label: '13:15', iso: '2026-05-06T13:15:00+02:00' },
];
const quote = (states: Array<'open' | 'nearlyFull' | 'full'>): KitchenQuote => ({
  paused: false,
  resumesAt: null,
  asap: null,
  // The kitchen writes UTC: the same instants as the shop's local quarter hours.
  slots: states.map((state, i) => ({ start: new Date(Date.parse(slots[i]!.iso)).toISOString(), state })),
});

describe('pickup times with the kitchen’s word', () => {
  test('without the capability every quarter hour is offered, none nearly full', () => {
    expect(offeredSlots(slots, null)).toEqual(slots.map((s) => ({ ...s, nearlyFull: false })));
  });

  test('a full slot is not offered and a nearly full one says so; a slot the kitchen does not list stays', () => {
    const offered = offeredSlots(slots, quote(['open', 'full', 'nearlyFull']));
    expect(offered.map((s) => [s.label, s.nearlyFull])).toEqual([
      ['12:30', false],
      ['13:00', true],
      ['13:15', false],
    ]);
  });

  test('times show as 24-hour clock times in the shop’s zone', () => {
    expect(clockTime('2026-05-06T10:40:00.000Z', 'Europe/Stockholm')).toBe('12:40');
    expect(clockTime('2026-05-06T10:40:00.000Z', 'Europe/Helsinki')).toBe('13:40');
    expect(clockTime('not a time', 'Europe/Stockholm')).toBe('');
  });
});
