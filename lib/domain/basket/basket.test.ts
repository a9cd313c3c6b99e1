import { type Basket, basketSchema, EMPTY_BASKET, forShop, leaveShop, MAX_LINES, savedBasketSchema } from './basket';

const burger = { code: 'B1', description: 'Burgare', price: 12900, i18n: [], imageUrl: null, campaigns: [] };
const withItems: Basket = {
  ...EMPTY_BASKET,
  shopId: 1,
  shopName: 'Södermalm',
  orderType: 'takeAway',
  note: 'No onions',
  spotId: 3,
  items: [{ id: 'a', type: 'article', quantity: 2, article: burger, choices: [] }],
};

test('another shop empties the basket and remembers the new shop', () => {
  const next = forShop(withItems, 2, 'Kamppi');
  expect(next.items).toEqual([]);
  expect([next.shopId, next.shopName, next.note, next.spotId]).toEqual([2, 'Kamppi', null, null]);
  expect(next.orderType).toBe('takeAway');
});

test('the same shop keeps the basket, note and spot', () => {
  expect(forShop(withItems, 1, 'Södermalm')).toBe(withItems);
  expect(forShop(withItems, 1)).toBe(withItems);
});

test('leaving the shop clears note and spot but keeps the items', () => {
  const next = leaveShop(withItems);
  expect([next.note, next.spotId, next.items.length]).toEqual([null, null, 1]);
});

test('saved data from another version is rejected by the schema', () => {
  expect(basketSchema.safeParse({ items: 'x' }).success).toBe(false);
  expect(basketSchema.safeParse(withItems).success).toBe(true);
});

test('one bad saved line is dropped, not the basket', () => {
  const saved = { ...withItems, items: [...withItems.items, { id: 'b', type: 'article', quantity: 'many', article: burger, choices: [] }] };
  const parsed = savedBasketSchema.safeParse(JSON.parse(JSON.stringify(saved)));
  expect(parsed.success && parsed.data.items.map((i) => i.id)).toEqual(['a']);
  expect(parsed.success && parsed.data.note).toBe('No onions');
});

test('a saved basket over the line cap keeps its first lines instead of being thrown away', () => {
  const items = Array.from({ length: MAX_LINES + 1 }, (_, i) => ({ ...withItems.items[0]!, id: `l${i}` }));
  const parsed = savedBasketSchema.safeParse({ ...withItems, items });
  expect(parsed.success && parsed.data.items).toHaveLength(MAX_LINES);
});

test('saved data that is not a basket is refused', () => {
  expect(savedBasketSchema.safeParse('x').success).toBe(false);
  expect(savedBasketSchema.safeParse({ items: [], shopId: 'one' }).success).toBe(false);
});

test('a saved line keeps its campaign label in every language; an older line without them still loads', () => {
  const fika = { code: 'FIKA', name: 'Fikadeal', i18n: [{ language: 'en', text: 'Coffee break deal' }] };
  const bun = { ...burger, code: 'E702', campaigns: [fika] };
  const older = { ...burger, code: 'D601', campaigns: [{ code: 'FIKA', name: 'Fikadeal' }] };
  const saved = {
    ...withItems,
    items: [
      { id: 'a', type: 'article', quantity: 1, article: bun, choices: [] },
      { id: 'b', type: 'article', quantity: 1, article: older, choices: [] },
    ],
  };
  const parsed = savedBasketSchema.safeParse(JSON.parse(JSON.stringify(saved)));
  expect(parsed.success && parsed.data.items.map((i) => i.article.campaigns[0])).toEqual([fika, { code: 'FIKA', name: 'Fikadeal' }]);
});
