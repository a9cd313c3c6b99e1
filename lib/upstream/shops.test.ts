/** The shop module against a stubbed upstream: what the app makes of the shop list and one shop. */
import { todaysHours } from '@/lib/domain/shops/opening-hours';

import { getShop, listShops } from './shops';

const shop = (id: number, openingHours: unknown[] = []) => ({
  id,
  name: `Shop ${id}`,
  description: null,
  status: 'online',
  openForBusiness: true,
  contactInformation: { address1: null, address2: null, zipCode: null, city: null },
  location: null,
  openingHours,
  externalAppUri: null,
  timeZone: 'Europe/Stockholm',
});

const answer = (body: unknown) =>
  jest.spyOn(globalThis, 'fetch').mockImplementation(async () => new Response(JSON.stringify(body), { headers: { 'content-type': 'application/json' } }));

afterEach(() => jest.restoreAllMocks());

describe('opening hours: the day by .NET number or by English name', () => {
  const byName = [
    { dayOfWeek: 'Sunday', opens: '12:00:00', closes: '18:00:00' },
    { dayOfWeek: 'Monday', opens: '10:00:00', closes: '22:00:00' },
    { dayOfWeek: 'Saturday', opens: '09:00', closes: '23:00' },
  ];

  test('names become the day numbers the rest of the app reads (0 = Sunday)', async () => {
    answer([shop(1, byName)]);
    const [read] = await listShops();
    expect(read!.openingHours).toEqual([
      { dayOfWeek: 0, opens: '12:00:00', closes: '18:00:00' },
      { dayOfWeek: 1, opens: '10:00:00', closes: '22:00:00' },
      { dayOfWeek: 6, opens: '09:00', closes: '23:00' },
    ]);
    const monday = new Date('2026-03-02T12:00:00+01:00');
    expect(todaysHours(read!.openingHours, monday, 'Europe/Stockholm')).toEqual([{ opens: '10:00', closes: '22:00' }]);
  });

  test('one shop reads the same, and numbers stay as they are', async () => {
    answer(shop(2, [...byName, { dayOfWeek: 3, opens: '10:00', closes: '20:00' }]));
    expect((await getShop(2)).openingHours.map((h) => h.dayOfWeek)).toEqual([0, 1, 6, 3]);
  });
});

describe('a shop that does not match the contract', () => {
  test('is left out and logged once by its id; the other shops are listed', async () => {
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => {});
    const broken = { ...shop(7), name: 'Hemliga Gatan 1', status: 'sleeping', contactInformation: { address1: 'Hemliga Gatan 1' } };
    const noId = { name: 'Nameless' };
    answer([shop(1), broken, shop(3), noId]);

    expect((await listShops()).map((s) => s.id)).toEqual([1, 3]);
    expect(warn).toHaveBeenCalledTimes(2);
    const [first, second] = warn.mock.calls.map((args) => args.join(' '));
    expect(first).toMatch(/^\[bff\] \/api\/shops: shop 7 left out, it does not match the contract \(status\)$/);
    expect(second).toMatch(/the shop at index 3 left out/);
    for (const line of [first, second]) expect(line).not.toMatch(/Hemliga|sleeping|Nameless/);
  });

  test('a list that is not a list is still a contract error', async () => {
    answer({ shops: [shop(1)] });
    await expect(listShops()).rejects.toMatchObject({ code: 'UPSTREAM_CONTRACT', status: 502 });
  });
});

describe("a shop as SPEC.md's restaurant may write it", () => {
  test('empty strings and omitted nullable keys are null, not a broken shop; unknown fields are ignored; one unreadable hours entry goes alone', async () => {
    const theirs = {
      id: 9,
      name: 'Kauppatori',
      status: 'Online',
      openForBusiness: true,
      externalAppUri: '',
      posReference: 'POS-9',
      _links: { self: '/api/shops/9' },
      contactInformation: { address1: 'Kauppatori 1', city: 'Helsinki', country: 'FI', zipCode: '' },
      openingHours: [
        { dayOfWeek: 'monday', opens: '10:00', closes: '20:00' },
        { dayOfWeek: 'Someday', opens: '10:00', closes: '20:00' },
        { dayOfWeek: 2, opens: 'ten', closes: '20:00' },
      ],
    };
    answer([theirs, shop(1)]);
    const [read] = await listShops();
    expect(read).toMatchObject({
      id: 9,
      status: 'online',
      description: null,
      externalAppUri: null,
      location: null,
      contactInformation: { address1: 'Kauppatori 1', address2: null, zipCode: null, city: 'Helsinki', country: 'FI' },
      openingHours: [{ dayOfWeek: 1, opens: '10:00', closes: '20:00' }],
    });
    expect(read).not.toHaveProperty('posReference');
  });
});
