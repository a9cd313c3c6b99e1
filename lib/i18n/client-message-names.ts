import { ORDER_TYPES } from '@/lib/domain/orders/order';
import { POPUP_ERROR_CODES } from '@/lib/domain/popup-errors';

/**
 * What the layout's client components format (top bar, basket, dialogs, update banner, the page
 * error boundary); each page adds its own with ClientMessages. The error popup shows only the
 * codes it is given (POPUP_ERROR_CODES). lib/i18n/client-message-names.test.ts checks that every
 * name sent to the browser exists and that a client component formats its namespace.
 */
export const LAYOUT_MESSAGES = [
  // The dialogs' words; the password rules go only with the pages that ask for a password.
  ...['close', 'yes', 'no'].map((key) => `Common.${key}`),
  // The language selector's label is drawn on the server.
  ...['brand', 'home', 'back', 'login'].map((key) => `Layout.${key}`),
  'Basket',
  ...ORDER_TYPES.map((type) => `OrderType.${type}`),
  'Orders.iconLabel',
  'Group.memberBar',
  'Group.chip',
  'Update',
  'Connection',
  'PageError',
  'Errors.title',
  ...POPUP_ERROR_CODES.map((code) => `Errors.${code}`),
  ...['notices', 'offers', 'favorites', 'orderHistory', 'profile', 'signOut'].map((key) => `Account.${key}`),
];

/** What each kind of menu page formats in the browser (search, filter, options, suggestions, favourites). */
const MENU_KEYS = ['searchLabel', 'searchPlaceholder', 'searchResults', 'searchFailed', 'searchNoMatch', 'filterTitle', 'filterLegend', 'filterActive', 'hiddenByFilter', 'clearFilter', 'soldOut', 'contains'];
/** The shop-state banner's messages (ShopState.cannotAdd is for the article's add button). */
const SHOP_STATE_BANNER = ['why', 'tryLater', 'opensAt', 'opensTomorrow', 'opensOn', 'chooseAnother'].map((key) => `ShopState.${key}`);

export const MENU_PAGE_MESSAGES = {
  // The search shows article cards in the browser: with their tags (diets, allergens, sold out).
  // …and their prices, with the saving where an offer lowers one.
  menu: [...MENU_KEYS.map((key) => `Menu.${key}`), 'Allergens', 'Diets', 'Offers.normalPrice', 'Offers.save', ...SHOP_STATE_BANNER],
  // The options show each choice's tags.
  article: ['Article', 'Allergens', 'Diets', 'Menu.soldOut', 'Menu.contains', 'ShopState', 'Account.favorite', 'Account.unfavorite'],
  suggested: ['Article', 'Suggested', ...SHOP_STATE_BANNER],
};
