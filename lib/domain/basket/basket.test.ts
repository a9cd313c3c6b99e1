import { type Basket, basketSchema, chooseShop, EMPTY_BASKET, leaveShop } from './basket';

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

test('choosing another shop empties the basket and remembers the new shop', () => {
  const next = chooseShop(withItems, { id: 2, name: 'Kamppi' });
  expect(next.items).toEqual([]);
  expect([next.shopId, next.shopName, next.note, next.spotId]).toEqual([2, 'Kamppi', null, null]);
  expect(next.orderType).toBe('takeAway');
});

test('choosing the same shop keeps the basket', () => {
  expect(chooseShop(withItems, { id: 1, name: 'Södermalm' }).items).toHaveLength(1);
});

test('leaving the shop clears note and spot but keeps the items', () => {
  const next = leaveShop(withItems);
  expect([next.note, next.spotId, next.items.length]).toEqual([null, null, 1]);
});

test('saved data from another version is rejected by the schema', () => {
  expect(basketSchema.safeParse({ items: 'x' }).success).toBe(false);
  expect(basketSchema.safeParse(withItems).success).toBe(true);
});
