import { dateFormat } from './date-format';

test('the same language, zone and options give the same formatter; others their own', () => {
  const a = dateFormat('en-US', { timeZone: 'Europe/Helsinki', weekday: 'short' });
  expect(dateFormat('en-US', { timeZone: 'Europe/Helsinki', weekday: 'short' })).toBe(a);
  expect(dateFormat('en-US', { timeZone: 'Europe/Oslo', weekday: 'short' })).not.toBe(a);
  expect(dateFormat('sv', { timeZone: 'Europe/Helsinki', weekday: 'short' })).not.toBe(a);
  expect(a.format(new Date('2026-01-05T12:00:00Z'))).toBe('Mon');
});

test('an unknown time zone throws as the constructor does, every time', () => {
  expect(() => dateFormat('en-US', { timeZone: 'Nowhere/Else' })).toThrow(RangeError);
  expect(() => dateFormat('en-US', { timeZone: 'Nowhere/Else' })).toThrow(RangeError);
});
