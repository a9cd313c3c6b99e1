import { messages } from '../fixtures';

const sv = messages.sv;

/** Every page that a visitor reaches with a plain link, as a first visit shows it (the a11y and heading walks). */
/** `withShop`: the page needs a chosen shop (the basket's), else the guest is sent to choose one first. */
export const PUBLIC_PAGES: Array<{ name: string; path: string; ready: string | RegExp; withShop?: boolean }> = [
  { name: 'home', path: '/', ready: sv.Home.title },
  { name: 'shop redirect → order type', path: '/shop/1', ready: 'Nordic Burger Drottninggatan' },
  { name: 'order type', path: '/shop/1/order-type', ready: 'Nordic Burger Drottninggatan' },
  { name: 'menu', path: '/shop/1/menu', ready: /Nordic Burger Drottninggatan/ },
  // A category's address is the one-page menu, opened at its section.
  { name: 'category', path: '/shop/1/menu/Burgare/Klassiker', ready: /Nordic Burger Drottninggatan/ },
  { name: 'article with choices', path: '/shop/1/menu/Burgare/Klassiker/articles/B102', ready: 'Cheeseburgare' },
  { name: 'sold-out article', path: '/shop/1/menu/Dryck/Kall%20dryck/articles/D506', ready: 'Färskpressad apelsinjuice' },
  { name: 'article redirect', path: '/shop/1/redirect/B102', ready: 'Cheeseburgare' },
  { name: 'digital signage', path: '/shop/1/digital-signage', ready: 'Nordic Burger Drottninggatan' },
  { name: 'paid orders (none yet)', path: '/orders', ready: sv.Orders.title, withShop: true },
  { name: 'order status, unknown order', path: '/order/00000000-0000-4000-8000-000000000000', ready: /./ },
  { name: 'login', path: '/login', ready: sv.Account.signIn },
  { name: 'register', path: '/register', ready: sv.Account.register },
  { name: 'forgot password', path: '/forgot-password', ready: /./ },
  { name: 'reset password, link without a code', path: '/reset-password', ready: sv.Account.resetTitle },
  { name: 'confirm e-mail, link without a code', path: '/confirm-email', ready: sv.Account.confirmTitle },
  { name: 'campaigns', path: '/campaigns', ready: sv.Account.offers },
  { name: 'favourites, signed out', path: '/favorites', ready: sv.Account.favorites },
  { name: 'terms and conditions', path: '/terms-and-conditions', ready: /./ },
  { name: 'privacy policy', path: '/privacy-policy', ready: /./ },
  { name: 'accessibility statement', path: '/accessibility', ready: /./ },
  { name: 'not found', path: '/no-such-page', ready: sv.NotFound.title },
];
