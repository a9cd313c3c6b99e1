import { EMPTY_BASKET } from './basket';
import { applyQrParams, qrParamsFromQuery } from './qr';

const allowed = { orderTypes: ['takeAway', 'dineInPlace'], spots: [{ id: 3, orderType: 'dineInPlace' }, { id: 7, orderType: 'takeAway' }] };

test('reads orderType, spotId and note from a QR link', () => {
  expect(qrParamsFromQuery(1, new URLSearchParams('orderType=dineInPlace&spotId=3&note=Window%20seat'))).toEqual({
    shopId: 1,
    orderType: 'dineInPlace',
    spotId: 3,
    note: 'Window seat',
  });
  expect(qrParamsFromQuery(1, new URLSearchParams('utm_source=x'))).toBeNull();
  expect(qrParamsFromQuery(1, new URLSearchParams('orderType=x&spotId=-1'))).toBeNull();
});

test('malformed values are dropped, a long note is cut at 90', () => {
  const qr = qrParamsFromQuery(1, new URLSearchParams(`orderType=delivery&spotId=3abc&note=${'x'.repeat(200)}`));
  expect(qr).toEqual({ shopId: 1, note: 'x'.repeat(90) });
});

test('dine-in and the spot are set in the basket', () => {
  const next = applyQrParams({ ...EMPTY_BASKET, shopId: 1 }, { shopId: 1, orderType: 'dineInPlace', spotId: 3 }, allowed);
  expect(next).toMatchObject({ orderType: 'dineInPlace', spotId: 3 });
});

test('a spot the shop does not have, or of another order type, is ignored', () => {
  expect(applyQrParams(EMPTY_BASKET, { shopId: 1, spotId: 99 }, allowed).spotId).toBeNull();
  expect(applyQrParams(EMPTY_BASKET, { shopId: 1, orderType: 'dineInPlace', spotId: 7 }, allowed).spotId).toBeNull();
});

test('an order type the restaurant does not offer is ignored', () => {
  const next = applyQrParams(EMPTY_BASKET, { shopId: 1, orderType: 'dineInPlace' }, { orderTypes: ['takeAway'], spots: [] });
  expect(next.orderType).toBeNull();
});

test("a table-only QR code keeps its table: the table's order type replaces the other one the basket still held", () => {
  const earlier = { ...EMPTY_BASKET, shopId: 1, orderType: 'takeAway' as const };
  expect(applyQrParams(earlier, { shopId: 1, spotId: 3 }, allowed)).toMatchObject({ orderType: 'dineInPlace', spotId: 3 });
  // Unless the restaurant does not offer that order type here: then the table cannot be used.
  expect(applyQrParams(earlier, { shopId: 1, spotId: 3 }, { ...allowed, orderTypes: ['takeAway'] })).toMatchObject({ orderType: 'takeAway', spotId: null });
});

test('a QR code that changes the order type forgets the other type’s table, as choosing the type by hand does', () => {
  const atTable = { ...EMPTY_BASKET, shopId: 1, orderType: 'dineInPlace' as const, spotId: 3 };
  expect(applyQrParams(atTable, { shopId: 1, orderType: 'takeAway' }, allowed)).toMatchObject({ orderType: 'takeAway', spotId: null });
  // A take-away QR code that names its own spot gets that spot.
  expect(applyQrParams(atTable, { shopId: 1, orderType: 'takeAway', spotId: 7 }, allowed)).toMatchObject({ orderType: 'takeAway', spotId: 7 });
  // The same order type keeps the table; a note alone changes nothing else.
  expect(applyQrParams(atTable, { shopId: 1, orderType: 'dineInPlace' }, allowed)).toMatchObject({ orderType: 'dineInPlace', spotId: 3 });
  expect(applyQrParams(atTable, { shopId: 1, note: 'Window' }, allowed)).toMatchObject({ orderType: 'dineInPlace', spotId: 3, note: 'Window' });
});
