/** The menu module against a stubbed upstream: a shop without a menu, and a shop's delivery spots. */
import { localize } from '@/lib/domain/locale/i18n-text';
import { toErrorResponse } from '@/lib/http/problem';

import { getMenu, listDeliverySpots } from './menus';

afterEach(() => jest.restoreAllMocks());

test("a shop without a menu is MENU_NOT_FOUND naming the shop's id, as SPEC.md's message does", async () => {
  jest.spyOn(globalThis, 'fetch').mockImplementation(async () => new Response('{"status":404}', { status: 404, headers: { 'content-type': 'application/problem+json' } }));
  const error = await getMenu(77, 'sv').catch((e: unknown) => e);
  expect(error).toMatchObject({ code: 'MENU_NOT_FOUND', status: 404, details: { shopId: 77 } });
  expect(String((error as Error).message)).toBe('The menu could not be found for shop with id 77');
  const body = await toErrorResponse(error).json();
  expect(body).toMatchObject({ code: 'MENU_NOT_FOUND', status: 404, shopId: 77 });
});

describe("a shop's delivery spots, read spot by spot", () => {
  const answer = (body: unknown) =>
    jest.spyOn(globalThis, 'fetch').mockImplementation(async () => new Response(JSON.stringify(body), { headers: { 'content-type': 'application/json' } }));
  /** The tables as the checkout page lists them: by their name in the guest's language. */
  const shown = (spots: Awaited<ReturnType<typeof listDeliverySpots>>, locale: string) => spots.map((s) => ({ id: s.id, name: localize(s.i18n, locale, s.name) }));

  test('one spot with i18n null and one without an id cost the guest no table: the readable ones are listed, the broken one is logged', async () => {
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => {});
    answer([
      { id: 1, name: 'Bord 1', i18n: [{ language: 'sv-SE', text: 'Bord 1' }, { language: 'en', text: 'Table 1' }], orderType: 'dineInPlace' },
      // As a .NET API writes a spot nobody translated.
      { id: 2, name: 'Bord 2', i18n: null, orderType: 'dineInPlace', sortOrder: null, zone: { id: 3 } },
      { name: 'Bord 3', i18n: [], orderType: 'dineInPlace' },
      { id: 4, name: 'Disken', orderType: 'DineInPlace' },
    ]);

    const spots = await listDeliverySpots(31);
    expect(shown(spots, 'sv')).toEqual([
      { id: 1, name: 'Bord 1' },
      { id: 2, name: 'Bord 2' },
      { id: 4, name: 'Disken' },
    ]);
    expect(shown(spots, 'en').map((s) => s.name)).toEqual(['Table 1', 'Bord 2', 'Disken']);
    expect(spots.every((s) => s.orderType === 'dineInPlace')).toBe(true);
    expect(spots[1]).toEqual({ id: 2, name: 'Bord 2', i18n: [], orderType: 'dineInPlace' });
    expect(warn).toHaveBeenCalledTimes(1);
    expect(String(warn.mock.calls[0]![0])).toBe('[bff] delivery spots of shop 31: left out 1 unreadable spot(s): at index 2');

    // The same answer again is not read (nor logged) again.
    await listDeliverySpots(31);
    expect(warn).toHaveBeenCalledTimes(1);
  });

  test('a spot with no name to show is left out by its id; a blank name with a translation shows the translation; no order type is eat-in', async () => {
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => {});
    answer([
      { id: 5, name: '  ', i18n: null, orderType: 'dineInPlace' },
      { id: 6, name: null, i18n: [{ language: 'sv', text: 'Terrassen' }, { language: 'en', text: 'The terrace' }], orderType: 'dineInPlace' },
      { id: 7, name: 'Bord 7', i18n: [{ language: 'sv', text: null }], orderType: null },
      { id: 8, name: 'Bil 8', i18n: [], orderType: 'delivery' },
    ]);

    const spots = await listDeliverySpots(32);
    expect(shown(spots, 'sv')).toEqual([
      { id: 6, name: 'Terrassen' },
      { id: 7, name: 'Bord 7' },
    ]);
    expect(shown(spots, 'fi').map((s) => s.name)).toEqual(['The terrace', 'Bord 7']);
    expect(spots.map((s) => s.orderType)).toEqual(['dineInPlace', 'dineInPlace']);
    expect(String(warn.mock.calls[0]![0])).toMatch(/shop 32: left out 2 unreadable spot\(s\): 5, 8$/);
  });

  test('an answer that is not a list is still a contract error', async () => {
    answer({ spots: [] });
    await expect(listDeliverySpots(33)).rejects.toMatchObject({ code: 'UPSTREAM_CONTRACT', status: 502 });
  });
});
