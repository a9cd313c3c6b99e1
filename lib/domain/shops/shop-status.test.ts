import { isSelectableInList, isSingleShopEnabled, shopBadge, type ShopStateInput,singleShopAction } from './shop-status';

const allDay = [0, 1, 2, 3, 4, 5, 6].map((dayOfWeek) => ({ dayOfWeek, opens: '00:00', closes: '23:59' }));
const base: ShopStateInput = {
  status: 'online',
  openForBusiness: true,
  externalAppUri: null,
  openingHours: allDay,
  timeZone: 'Europe/Stockholm',
};
const now = new Date('2026-11-23T12:00:00Z');

describe('shop badge', () => {
  test('online, open for business and within hours is open', () => expect(shopBadge(base, now)).toBe('open'));
  test('paused and offline show their status', () => {
    expect(shopBadge({ ...base, status: 'paused' }, now)).toBe('paused');
    expect(shopBadge({ ...base, status: 'offline' }, now)).toBe('offline');
  });
  test('not open for business is closed whatever the status', () => {
    expect(shopBadge({ ...base, openForBusiness: false, status: 'paused' }, now)).toBe('closed');
  });
  test('no opening hours today is closed', () => expect(shopBadge({ ...base, openingHours: [] }, now)).toBe('closed'));
  test('an external app is coming soon and cannot be chosen', () => {
    const external = { ...base, externalAppUri: 'https://example.com/app' };
    expect(shopBadge(external, now)).toBe('comingSoon');
    expect(isSelectableInList(external)).toBe(false);
  });
});

describe('single-shop button', () => {
  test('enabled only when online and open for business', () => {
    expect(isSingleShopEnabled(base)).toBe(true);
    expect(isSingleShopEnabled({ ...base, status: 'paused' })).toBe(false);
    expect(isSingleShopEnabled({ ...base, openForBusiness: false })).toBe(false);
  });
  test('label follows the status', () => {
    expect(singleShopAction(base)).toBe('start');
    expect(singleShopAction({ ...base, status: 'offline' })).toBe('offline');
    expect(singleShopAction({ ...base, openForBusiness: false })).toBe('closed');
  });
});
