/**
 * A shop whose restaurant has no menu for it: its menu addresses are pages that do not exist (the
 * not-found page), and the log carries the restaurant's words; any other failure stays an error.
 */
import { AppError } from '@/lib/domain/app-error';

jest.mock('server-only', () => ({}));
const loadMenu = jest.fn();
jest.mock('./catalog', () => ({ loadMenu: (...args: unknown[]) => loadMenu(...args) }));
jest.mock('./shop-page', () => ({
  requireShop: async (id: string) => ({ id: Number(id), name: 'Nordic Burger', status: 'online', openForBusiness: true, externalAppUri: null, openingHours: [], timeZone: null, country: null, location: null }),
}));

import { resolveMenuPage } from './menu-page';

test('no menu for the shop is the not-found page, logged with the restaurant’s message', async () => {
  loadMenu.mockRejectedValue(new AppError('MENU_NOT_FOUND', 404, 'The menu could not be found for shop with id 9', { shopId: 9 }));
  const warn = jest.spyOn(console, 'warn').mockImplementation(() => {});
  await expect(resolveMenuPage('9', [], 'sv')).resolves.toBeNull();
  expect(warn).toHaveBeenCalledWith('[bff] The menu could not be found for shop with id 9');
  warn.mockRestore();
});

test('a restaurant that does not answer is still an error (the page offers Try again)', async () => {
  loadMenu.mockRejectedValue(new AppError('UPSTREAM_UNAVAILABLE', 502));
  await expect(resolveMenuPage('8', [], 'sv')).rejects.toMatchObject({ code: 'UPSTREAM_UNAVAILABLE' });
});
