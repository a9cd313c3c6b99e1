import { isOpenForBusiness, isSingleShopEnabled, orderBlock, shopBadge, type ShopStateInput, singleShopAction } from './shop-status';

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
  test('no opening hours today is closed; no hours at all is neither open nor closed: hours not given', () => {
    const otherDay = { dayOfWeek: (now.getDay() + 3) % 7, opens: '09:00:00', closes: '15:00:00' };
    expect(shopBadge({ ...base, openingHours: [otherDay] }, now)).toBe('closed');
    expect(shopBadge({ ...base, openingHours: [] }, now)).toBe('hoursNotGiven');
    expect(shopBadge({ ...base, openingHours: [], status: 'paused' }, now)).toBe('paused');
  });
  test('an external app is coming soon and cannot be chosen', () => {
    const external = { ...base, externalAppUri: 'https://example.com/app' };
    expect(shopBadge(external, now)).toBe('comingSoon');
    expect(isOpenForBusiness(external)).toBe(false);
  });
});

describe('can the shop take an order now (one rule for badges, banners and add buttons)', () => {
  const tenToTen = [0, 1, 2, 3, 4, 5, 6].map((dayOfWeek) => ({ dayOfWeek, opens: '10:00:00', closes: '22:00:00' }));
  const shop = { ...base, openingHours: tenToTen };
  // Monday 2026-11-23 in Stockholm (UTC+1).
  const at = (time: string) => new Date(`2026-11-23T${time}+01:00`);

  test('an online shop open for business within its hours takes orders', () => {
    expect(orderBlock(shop, at('12:00:00'))).toBeNull();
  });

  test('not open for business (or ordered from its own app) comes before any status or hours', () => {
    expect(orderBlock({ ...shop, openForBusiness: false, status: 'paused' }, at('12:00:00'))).toEqual({ reason: 'notOpenForBusiness' });
    expect(orderBlock({ ...shop, externalAppUri: 'https://example.com/app' }, at('12:00:00'))).toEqual({ reason: 'notOpenForBusiness' });
    expect(isOpenForBusiness(shop)).toBe(true);
    expect(isOpenForBusiness({ ...shop, openForBusiness: false })).toBe(false);
  });

  test('paused and offline say so, even within the hours', () => {
    expect(orderBlock({ ...shop, status: 'paused' }, at('12:00:00'))).toEqual({ reason: 'paused' });
    expect(orderBlock({ ...shop, status: 'offline' }, at('03:00:00'))).toEqual({ reason: 'offline' });
  });

  test('before opening it is closed right now and opens later today; after closing, tomorrow', () => {
    expect(orderBlock(shop, at('03:00:00'))).toEqual({ reason: 'closedNow', opens: { daysAhead: 0, time: '10:00' } });
    expect(orderBlock(shop, at('22:30:00'))).toEqual({ reason: 'closedNow', opens: { daysAhead: 1, time: '10:00' } });
  });

  test('a day without hours is closed today, with the next opening day when the hours name one', () => {
    const weekend = [{ dayOfWeek: 6, opens: '09:00:00', closes: '15:00:00' }];
    expect(orderBlock({ ...shop, openingHours: weekend }, at('12:00:00'))).toEqual({ reason: 'closedToday', opens: { daysAhead: 5, time: '09:00' } });
    // No hours at all is not "closed": SPEC.md's hours are the restaurant's to give, and it gave none.
    expect(orderBlock({ ...shop, openingHours: [] }, at('12:00:00'))).toBeNull();
  });

  test('the badge is the same rule: closed outside the hours, paused and offline as they are', () => {
    expect(shopBadge(shop, at('03:00:00'))).toBe('closed');
    expect(shopBadge(shop, at('12:00:00'))).toBe('open');
    expect(shopBadge({ ...shop, status: 'offline' }, at('03:00:00'))).toBe('offline');
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
