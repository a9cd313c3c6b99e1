import { parseQrChipSegment, qrChipSegment, qrChipTwin, readQrCookie } from './qr-chip';
import { qrChipView } from './qr-chip-view';

const cookie = (value: object) => JSON.stringify(value);

describe('the QR values in the twin’s path', () => {
  test('a segment round-trips the order type and the table', () => {
    for (const qr of [{ orderType: 'dineInPlace', spotId: 12 }, { orderType: 'takeAway' }, { spotId: 7 }] as const) {
      const segment = qrChipSegment(qr)!;
      expect(parseQrChipSegment(segment)).toEqual({ orderType: qr.orderType ?? null, spotId: 'spotId' in qr ? qr.spotId : null });
    }
    expect(qrChipSegment({})).toBeNull();
  });

  test('any other segment shape names no chip', () => {
    for (const segment of ['', 'dineInPlace', 'delivery-1', 'any-0', 'takeAway-1234567890', 'takeAway-1/x', 'dineInPlace-x']) expect(parseQrChipSegment(segment)).toBeNull();
  });

  test('the menu and article pages of the cookie’s shop render as the twin; other pages and shops do not', () => {
    const qr = cookie({ shopId: 4, orderType: 'dineInPlace', spotId: 12 });
    expect(qrChipTwin('/shop/4/menu', qr)).toBe('/shop/4/menu-qr/dineInPlace-12');
    expect(qrChipTwin('/shop/4/menu/Burgare/Klassiker/articles/B102', qr)).toBe('/shop/4/menu-qr/dineInPlace-12/Burgare/Klassiker/articles/B102');
    expect(qrChipTwin('/shop/5/menu', qr)).toBeNull();
    expect(qrChipTwin('/shop/4/checkout', qr)).toBeNull();
    expect(qrChipTwin('/shop/4/menux', qr)).toBeNull();
    expect(qrChipTwin('/shop/4/menu', undefined)).toBeNull();
    expect(qrChipTwin('/shop/4/menu', 'not json')).toBeNull();
    // A note alone says nothing the chip shows.
    expect(qrChipTwin('/shop/4/menu', cookie({ shopId: 4, note: 'By the window' }))).toBeNull();
    expect(readQrCookie(cookie({ shopId: 4, orderType: 'delivery' }))).toBeNull();
  });
});

describe('the chip the QR values give', () => {
  const spots = [
    { id: 12, name: 'Bord 12', i18n: [{ language: 'fi-FI', text: 'Pöytä 12' }], orderType: 'dineInPlace' },
    { id: 30, name: 'Disk', orderType: 'takeAway' },
  ];
  const allowed = { orderTypes: ['takeAway', 'dineInPlace'] as const, spots, locale: 'fi' };

  test('the order type and the table’s name in the guest’s language', () => {
    expect(qrChipView({ orderType: 'dineInPlace', spotId: 12 }, { ...allowed, orderTypes: [...allowed.orderTypes] })).toEqual({ orderType: 'dineInPlace', spotId: 12, table: 'Pöytä 12' });
  });

  test('a table alone says how the guest eats; a table of the other order type is not shown', () => {
    const orderTypes = [...allowed.orderTypes];
    expect(qrChipView({ orderType: null, spotId: 12 }, { ...allowed, orderTypes })).toEqual({ orderType: 'dineInPlace', spotId: 12, table: 'Pöytä 12' });
    expect(qrChipView({ orderType: 'dineInPlace', spotId: 30 }, { ...allowed, orderTypes })).toEqual({ orderType: 'dineInPlace', spotId: null, table: null });
    expect(qrChipView({ orderType: null, spotId: 99 }, { ...allowed, orderTypes })).toBeNull();
  });

  test('an order type the restaurant does not offer gives no chip', () => {
    expect(qrChipView({ orderType: 'dineInPlace', spotId: 12 }, { ...allowed, orderTypes: ['takeAway'] })).toBeNull();
  });
});
