import { filterShops, sortShops } from './shop-search';

const shop = (id: number, name: string, address1: string, city: string, description: string | null = null) => ({
  id,
  name,
  description,
  address1,
  city,
});
const shops = [
  shop(1, 'Nordic Burger Södermalm', 'Götgatan 1', 'Stockholm', 'Vid Medborgarplatsen'),
  shop(2, 'Nordic Burger Kamppi', 'Urho Kekkosen katu 1', 'Helsinki'),
  shop(3, 'Nordic Burger Grünerløkka', 'Thorvald Meyers gate 5', 'Oslo', 'Near the park'),
];

describe('shop search', () => {
  test('matches name, description, address and city, case-insensitively and trimmed', () => {
    expect(filterShops(shops, '  KAMPPI ').map((s) => s.id)).toEqual([2]);
    expect(filterShops(shops, 'medborgar').map((s) => s.id)).toEqual([1]);
    expect(filterShops(shops, 'thorvald').map((s) => s.id)).toEqual([3]);
    expect(filterShops(shops, 'helsinki').map((s) => s.id)).toEqual([2]);
  });
  test('an empty query keeps every shop; no match gives an empty list', () => {
    expect(filterShops(shops, '   ')).toHaveLength(3);
    expect(filterShops(shops, 'pizza')).toEqual([]);
  });
  test('handles å, ä and ö', () => expect(filterShops(shops, 'SÖDERMALM').map((s) => s.id)).toEqual([1]));
});

describe('shop sort', () => {
  test('favourites first, then nearest, then the rest in their order', () => {
    const distances = new Map([[1, 5], [2, 0.5]]);
    expect(sortShops(shops, new Set([3]), distances).map((s) => s.id)).toEqual([3, 2, 1]);
    expect(sortShops(shops, new Set(), new Map()).map((s) => s.id)).toEqual([1, 2, 3]);
  });
  test('favourites are ordered by distance among themselves', () => {
    expect(sortShops(shops, new Set([1, 3]), new Map([[1, 9], [3, 2]])).map((s) => s.id)).toEqual([3, 1, 2]);
  });
  test('shops open now come before closed, paused and offline ones, a favourite and a near one included', () => {
    const open = (s: { id: number }) => s.id !== 3;
    expect(sortShops(shops, new Set([3]), new Map([[3, 1], [1, 9], [2, 5]]), open).map((s) => s.id)).toEqual([2, 1, 3]);
    expect(sortShops(shops, new Set(), new Map(), (s) => s.id === 3).map((s) => s.id)).toEqual([3, 1, 2]);
  });
  test('a shop that gives no hours comes after the open ones and before the closed ones', () => {
    const standing = (s: { id: number }) => ({ 1: 2, 2: 1, 3: 0 })[s.id] ?? 2; // 1 closed, 2 hours not given, 3 open
    expect(sortShops(shops, new Set([1]), new Map(), standing).map((s) => s.id)).toEqual([3, 2, 1]);
  });
});
