import { basketReducer } from './actions';
import { type Basket, type BasketItem, EMPTY_BASKET } from './basket';

const article = (code: string, price = 5000) => ({ code, description: code, price, i18n: [], imageUrl: null, campaigns: [] });
const line = (id: string, code: string, quantity = 1): BasketItem => ({ id, type: 'article', quantity, article: article(code), choices: [] });
const shop1 = { id: 1, name: 'Södermalm' };
const shop2 = { id: 2, name: 'Kamppi' };
const filled: Basket = {
  ...EMPTY_BASKET,
  shopId: 1,
  shopName: 'Södermalm',
  orderType: 'dineInPlace',
  note: 'Window table',
  spotId: 4,
  currencySymbol: 'kr',
  items: [line('a', 'B1', 2), line('b', 'F1')],
};

describe('selectShop', () => {
  test('another shop empties the basket, keeps the order type and remembers the new shop', () => {
    const next = basketReducer(filled, { type: 'selectShop', shop: shop2, orderTypes: ['takeAway', 'dineInPlace'] });
    expect(next).toMatchObject({ shopId: 2, shopName: 'Kamppi', items: [], note: null, spotId: null, orderType: 'dineInPlace' });
    expect(next.currencySymbol).toBeUndefined();
  });
  test('the same shop keeps the basket', () => {
    expect(basketReducer(filled, { type: 'selectShop', shop: shop1, orderTypes: ['takeAway', 'dineInPlace'] }).items).toHaveLength(2);
  });
  test('with one order type on offer, that one is set', () => {
    expect(basketReducer(EMPTY_BASKET, { type: 'selectShop', shop: shop1, orderTypes: ['takeAway'] }).orderType).toBe('takeAway');
  });
  test('a chosen order type is set and a spot of the other type forgotten', () => {
    const next = basketReducer(filled, { type: 'selectShop', shop: shop1, orderTypes: ['takeAway', 'dineInPlace'], orderType: 'takeAway' });
    expect([next.orderType, next.spotId, next.items.length]).toEqual(['takeAway', null, 2]);
  });
});

describe('enterShop and describeShop', () => {
  test('a page of another shop starts that shop’s empty basket', () => {
    expect(basketReducer(filled, { type: 'enterShop', shopId: 2 })).toMatchObject({ shopId: 2, shopName: null, items: [] });
  });
  test('a page of the same shop changes nothing', () => {
    expect(basketReducer(filled, { type: 'enterShop', shopId: 1 })).toBe(filled);
  });
  test('the shop’s page sets its name and currency, also on an empty basket', () => {
    expect(basketReducer(EMPTY_BASKET, { type: 'describeShop', shop: shop2, currencySymbol: '€' })).toMatchObject({
      shopId: 2,
      shopName: 'Kamppi',
      currencySymbol: '€',
      items: [],
    });
  });
  test('another shop’s page never renames or re-prices this basket', () => {
    expect(basketReducer(filled, { type: 'describeShop', shop: shop2, currencySymbol: '€' })).toBe(filled);
  });
});

test('leaveShop clears the note and spot and keeps the items', () => {
  expect(basketReducer(filled, { type: 'leaveShop' })).toMatchObject({ note: null, spotId: null, items: filled.items });
});

describe('lines', () => {
  test('addLine for another shop starts a new basket with that line', () => {
    const next = basketReducer(filled, { type: 'addLine', shop: shop2, item: line('c', 'D1') });
    expect(next).toMatchObject({ shopId: 2, shopName: 'Kamppi' });
    expect(next.items.map((l) => l.id)).toEqual(['c']);
  });
  test('addLine merges the same article and replaces an edited line by id', () => {
    const merged = basketReducer(filled, { type: 'addLine', shop: shop1, item: line('z', 'F1', 3) });
    expect(merged.items.find((l) => l.id === 'b')?.quantity).toBe(4);
    const edited = basketReducer(filled, { type: 'addLine', shop: shop1, item: line('a', 'B1', 5) });
    expect(edited.items.map((l) => [l.id, l.quantity])).toEqual([
      ['a', 5],
      ['b', 1],
    ]);
  });
  test('addLines adds every line of a re-order', () => {
    const next = basketReducer(EMPTY_BASKET, { type: 'addLines', shop: shop1, items: [line('x', 'B1'), line('y', 'C1')] });
    expect(next.items.map((l) => l.id)).toEqual(['x', 'y']);
  });
  test('increase, decrease (1 removes) and remove', () => {
    expect(basketReducer(filled, { type: 'increaseLine', id: 'b' }).items[1]?.quantity).toBe(2);
    expect(basketReducer(filled, { type: 'decreaseLine', id: 'a' }).items[0]?.quantity).toBe(1);
    expect(basketReducer(filled, { type: 'decreaseLine', id: 'b' }).items.map((l) => l.id)).toEqual(['a']);
    expect(basketReducer(filled, { type: 'removeLine', id: 'a' }).items.map((l) => l.id)).toEqual(['b']);
  });
  test('removeUnavailable removes every line of the refused articles', () => {
    expect(basketReducer(filled, { type: 'removeUnavailable', codes: ['B1'] }).items.map((l) => l.id)).toEqual(['b']);
  });
});

describe('order details', () => {
  test('another order type forgets the delivery spot', () => {
    expect(basketReducer(filled, { type: 'setOrderType', orderType: 'takeAway' })).toMatchObject({ orderType: 'takeAway', spotId: null });
    expect(basketReducer(filled, { type: 'setOrderType', orderType: 'dineInPlace' })).toBe(filled);
  });
  test('setSpot', () => {
    expect(basketReducer(filled, { type: 'setSpot', spotId: 9 }).spotId).toBe(9);
    expect(basketReducer(filled, { type: 'setSpot', spotId: null }).spotId).toBeNull();
  });
  test('a note is kept to 90 characters and a blank one is no note', () => {
    expect(basketReducer(filled, { type: 'setNote', note: 'x'.repeat(120) }).note).toHaveLength(90);
    expect(basketReducer(filled, { type: 'setNote', note: '   ' }).note).toBeNull();
    expect(basketReducer(filled, { type: 'setNote', note: 'Window table' })).toBe(filled);
  });
  test('applyQr sets an offered order type and a spot of that type', () => {
    const next = basketReducer(
      { ...EMPTY_BASKET, shopId: 1 },
      { type: 'applyQr', qr: { shopId: 1, orderType: 'dineInPlace', spotId: 3, note: 'Hi' }, allowed: { orderTypes: ['takeAway', 'dineInPlace'], spots: [{ id: 3, orderType: 'dineInPlace' }] } },
    );
    expect(next).toMatchObject({ orderType: 'dineInPlace', spotId: 3, note: 'Hi' });
  });
  test('applyQr for another shop never keeps this shop’s items', () => {
    const next = basketReducer(filled, { type: 'applyQr', qr: { shopId: 2, note: 'Hi' }, allowed: { orderTypes: ['takeAway'], spots: [] } });
    expect(next).toMatchObject({ shopId: 2, items: [], note: 'Hi' });
  });
});

describe('ending an order', () => {
  test('cancelOrder forgets items and shop and keeps the order type', () => {
    expect(basketReducer(filled, { type: 'cancelOrder' })).toEqual({ ...EMPTY_BASKET, orderType: 'dineInPlace' });
  });
  test('clearAfterPayment empties the items and keeps the shop for the next order', () => {
    expect(basketReducer(filled, { type: 'clearAfterPayment' })).toMatchObject({ items: [], shopId: 1, shopName: 'Södermalm' });
  });
});
