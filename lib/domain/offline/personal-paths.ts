import { splitLocalePrefix } from '../locale/locale';

/** BFF calls that are personal or change something: orders, payments, accounts, revalidation, the language switch. */
const PERSONAL_API = /^\/api\/(order|user|identity|revalidate|cultures\/changeculture)(\/|$)/;
/** Pages about one guest: an order, the orders, the account pages, checkout and payment. */
const PERSONAL_PAGE =
  /^\/(order\/|orders$|login|register|profile|order-history|favorites|forgot-password|reset-password|confirm-email|shop\/[^/]+\/checkout)/;

/**
 * Whether the service worker must never cache this same-origin path: personal pages with or
 * without a language prefix (`/profile` and `/en/profile` alike), and personal BFF calls.
 */
export function isPersonalPath(pathname: string): boolean {
  return PERSONAL_API.test(pathname) || PERSONAL_PAGE.test(splitLocalePrefix(pathname).path);
}
