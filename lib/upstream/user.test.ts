/** The user module against a stubbed upstream: a profile as a restaurant's API may write it. */
import { getProfile, removeFavorite } from './user';

const answer = (body: unknown) =>
  jest.spyOn(globalThis, 'fetch').mockImplementation(async () => new Response(JSON.stringify(body), { headers: { 'content-type': 'application/json' } }));

afterEach(() => jest.restoreAllMocks());

test('a profile with nulls where the customer filled nothing in reads as a signed-in customer with none of it', async () => {
  const warn = jest.spyOn(console, 'warn').mockImplementation(() => {});
  answer({ isAuthenticated: true, favorites: null, name: null, lastName: null, email: null, phone: null, favoriteShopId: null, memberSince: null });
  expect(await getProfile('token')).toEqual({ isAuthenticated: true, favorites: [], name: null, lastName: null });
  expect(warn).not.toHaveBeenCalled();
});

test("SPEC.md's fields only, a blank name and one unreadable favourite: the profile reads, the favourite is left out and logged", async () => {
  const warn = jest.spyOn(console, 'warn').mockImplementation(() => {});
  answer({
    favorites: [{ code: 'B1', type: 'article' }, { code: 4, type: 'Shop' }, { code: null, type: 'article' }, { code: 'X', type: 'drink' }],
    name: ' ',
    email: 'erik@example.com',
    phone: '',
  });
  expect(await getProfile('token')).toEqual({
    isAuthenticated: true,
    favorites: [
      { code: 'B1', type: 'article' },
      { code: '4', type: 'shop' },
    ],
    name: null,
    lastName: null,
    email: 'erik@example.com',
  });
  expect(warn).toHaveBeenCalledTimes(1);
  expect(String(warn.mock.calls[0]![0])).toBe('[bff] favourites: left out 2 unreadable favourite(s): at index 2, "X"');
});

test('the favourites left after a removal are read one by one; an answer that is not a list is still an error', async () => {
  jest.spyOn(console, 'warn').mockImplementation(() => {});
  answer([{ code: 'B1', type: 'article' }, { code: '', type: 'article' }]);
  expect(await removeFavorite('token', { code: '2', type: 'shop' })).toEqual([{ code: 'B1', type: 'article' }]);
  answer({ favorites: [] });
  await expect(removeFavorite('token', { code: '2', type: 'shop' })).rejects.toMatchObject({ code: 'UPSTREAM_CONTRACT', status: 502 });
});
