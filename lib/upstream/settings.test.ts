/** The settings module against a stubbed upstream: settings as a restaurant's API may write them. */
import { getSettings } from './settings';

const answer = (body: unknown) =>
  jest.spyOn(globalThis, 'fetch').mockImplementation(async () => new Response(JSON.stringify(body), { headers: { 'content-type': 'application/json' } }));

afterEach(() => jest.restoreAllMocks());

const ours = {
  orderTypes: ['takeAway', 'dineInPlace'],
  enableCustomerLogin: true,
  externalLoginProviders: ['Google'],
  version: '1.0.0',
  phoneNumberRequired: true,
  favoriteShopRequired: true,
  smsEnabled: false,
  orders: { requireEmail: true, requirePhoneNumber: false },
  service: 'tableService',
};

test('settings our contract describes read as they are, and nothing is logged', async () => {
  const warn = jest.spyOn(console, 'warn').mockImplementation(() => {});
  answer(ours);
  expect(await getSettings()).toEqual(ours);
  expect(warn).not.toHaveBeenCalled();
});

test('version: null and other nulls get defaults instead of failing every page; what was not read is logged', async () => {
  const warn = jest.spyOn(console, 'warn').mockImplementation(() => {});
  answer({
    orderTypes: ['TakeAway', 'dineInPlace', 'delivery', 'takeAway'],
    enableCustomerLogin: true,
    externalLoginProviders: null,
    version: null,
    phoneNumberRequired: null,
    smsEnabled: false,
    orders: { requireEmail: true, requirePhoneNumber: null },
    service: null,
    theme: 'dark',
  });
  const settings = await getSettings();
  expect(settings).toEqual({
    orderTypes: ['takeAway', 'dineInPlace'],
    enableCustomerLogin: true,
    externalLoginProviders: [],
    version: '',
    phoneNumberRequired: false,
    favoriteShopRequired: false,
    smsEnabled: false,
    orders: { requireEmail: true, requirePhoneNumber: false },
  });
  expect(warn).toHaveBeenCalledTimes(1);
  expect(String(warn.mock.calls[0]![0])).toBe(
    '[bff] /api/settings: could not read orderTypes.2, externalLoginProviders, version, phoneNumberRequired, favoriteShopRequired, orders.requirePhoneNumber; defaults used, unknown order types left out',
  );
});

test('settings without an order type the app knows are still refused: how the restaurant serves is not guessed', async () => {
  jest.spyOn(console, 'warn').mockImplementation(() => {});
  answer({ ...ours, orderTypes: null });
  await expect(getSettings()).rejects.toMatchObject({ code: 'UPSTREAM_CONTRACT', status: 502 });
  answer({ ...ours, orderTypes: ['delivery'] });
  await expect(getSettings()).rejects.toMatchObject({ code: 'UPSTREAM_CONTRACT', status: 502 });
  answer(null);
  await expect(getSettings()).rejects.toMatchObject({ code: 'UPSTREAM_CONTRACT', status: 502 });
});
