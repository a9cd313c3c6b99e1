import { displayDistance, distanceFormat, distanceKm, distancesInBatches } from './distance';

const stockholm = { latitude: 59.3293, longitude: 18.0686 };
const helsinki = { latitude: 60.1699, longitude: 24.9384 };

test('Stockholm to Helsinki is about 396 km', () => {
  expect(distanceKm(stockholm, helsinki)).toBeGreaterThan(390);
  expect(distanceKm(stockholm, helsinki)).toBeLessThan(400);
  expect(distanceKm(stockholm, stockholm)).toBe(0);
});

test('under 1 km is shown in whole metres', () => {
  expect(displayDistance(0.4567)).toEqual({ unit: 'm', value: 457 });
  expect(displayDistance(0.9994)).toEqual({ unit: 'm', value: 999 });
});

test('1 km and more is shown in km with one decimal', () => {
  expect(displayDistance(1)).toEqual({ unit: 'km', value: 1 });
  expect(displayDistance(12.345)).toEqual({ unit: 'km', value: 12.3 });
  // 999.6 m would round to "1000 m": it is 1.0 km.
  expect(displayDistance(0.9996)).toEqual({ unit: 'km', value: 1 });
});

test('km are written with one decimal even when whole; metres without decimals', () => {
  const written = (km: number, locale: string) => {
    const d = displayDistance(km);
    return new Intl.NumberFormat(locale, distanceFormat(d)).format(d.value).replace(/\s/g, ' ');
  };
  expect(written(395.02, 'en')).toBe('395.0 km');
  expect(written(1, 'en')).toBe('1.0 km');
  expect(written(12.345, 'sv')).toBe('12,3 km');
  expect(written(0.4567, 'en')).toBe('457 m');
});

test('distances arrive in batches of 20 and skip shops without a location', async () => {
  const shops = Array.from({ length: 45 }, (_, i) => ({
    id: i + 1,
    location: i === 3 ? null : { latitude: 59 + i / 100, longitude: 18 },
  }));
  const sizes: number[] = [];
  const result = await distancesInBatches(shops, stockholm, (d) => sizes.push(d.size), async () => {});
  expect(sizes).toEqual([19, 39, 44]);
  expect(result.has(4)).toBe(false);
  expect(result.get(1)).toBeCloseTo(distanceKm(stockholm, { latitude: 59, longitude: 18 }));
});
