import { priceUnitOf, readMoney } from './money';

test('minor units are read as they are; fractions of an öre, negatives and huge amounts are not prices', () => {
  expect(readMoney(12900, 'minor')).toBe(12900);
  expect(readMoney(0, 'minor')).toBe(0);
  expect(readMoney(89.5, 'minor')).toBeUndefined();
  expect(readMoney(-100, 'minor')).toBeUndefined();
  expect(readMoney(1e12, 'minor')).toBeUndefined();
  expect(readMoney('abc', 'minor')).toBeUndefined();
  expect(readMoney(null, 'minor')).toBeUndefined();
});

test('major units become minor units, rounded to the öre on the written decimal', () => {
  expect(readMoney(129, 'major')).toBe(12900);
  expect(readMoney(89.5, 'major')).toBe(8950);
  expect(readMoney(0.1 + 0.2, 'major')).toBe(30);
  expect(readMoney(1.005, 'major')).toBe(101);
  expect(readMoney(19.99, 'major')).toBe(1999);
  expect(readMoney('89.50', 'major')).toBe(8950);
  expect(readMoney(Number.NaN, 'major')).toBeUndefined();
});

test('the unit comes from ORDERING_API_PRICE_UNIT, minor unless it says major', () => {
  expect(priceUnitOf({})).toBe('minor');
  expect(priceUnitOf({ ORDERING_API_PRICE_UNIT: 'Major' })).toBe('major');
  expect(priceUnitOf({ ORDERING_API_PRICE_UNIT: 'cents' })).toBe('minor');
});
