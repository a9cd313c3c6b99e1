import type { Settings } from '../../../lib/upstream/schemas/index.ts';

export const SEED_SETTINGS: Settings = {
  orderTypes: ['takeAway', 'dineInPlace'],
  enableCustomerLogin: true,
  externalLoginProviders: ['Google', 'Apple'],
  version: '1.0.0',
  // The demo asks only an e-mail and a password at registration (a restaurant may require these).
  phoneNumberRequired: false,
  favoriteShopRequired: false,
  smsEnabled: false,
  orders: { requireEmail: true, requirePhoneNumber: false },
  // The demo's tables have delivery spots: the food is brought to them.
  service: 'tableService',
};

export const SEED_LANGUAGE_CODES = ['sv', 'fi', 'en', 'ru', 'no'];
