// The browser's only way to the BFF: one typed function per call. Components never fetch /api
// themselves (lint keeps it so); SWR hooks use these functions as fetchers with `api.*` keys.
import { api } from '@/lib/api-paths';
import type { BasketItem } from '@/lib/domain/basket/basket';
import type { GroupView } from '@/lib/domain/group/view';
import type { I18nText } from '@/lib/domain/locale/i18n-text';
import { PAGE_LANGUAGE_HEADER, splitLocalePrefix } from '@/lib/domain/locale/locale';
import type { Menu } from '@/lib/domain/menu/menu';
import type { KitchenQuote } from '@/lib/domain/orders/kitchen';
import type { OrderType, OrderView, PaymentMethod } from '@/lib/domain/orders/order';
import type { ShopStateInput } from '@/lib/domain/shops/shop-status';
import type { CheckoutInput } from '@/lib/services/orders';
import type { KitchenItems } from '@/lib/upstream/schemas/index.ts';

import { digestHex, newId } from './ids';

export { api };

/** A problem answer from the BFF, with its stable code; status 0 when the network failed. */
export class ApiProblem extends Error {
  readonly code: string;
  readonly status: number;
  readonly details: Record<string, unknown>;

  constructor(code: string, status: number, details: Record<string, unknown> = {}) {
    super(code);
    this.code = code;
    this.status = status;
    this.details = details;
  }
}

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';
type Options = { method?: Method; body?: unknown; idempotencyKey?: string; ifMatch?: number };

async function call(path: string, { method = 'GET', body, idempotencyKey, ifMatch }: Options = {}): Promise<Response> {
  const headers: Record<string, string> = {};
  if (ifMatch !== undefined) headers['if-match'] = `"${ifMatch}"`;
  if (body !== undefined) headers['content-type'] = 'application/json';
  if (idempotencyKey) headers['idempotency-key'] = idempotencyKey;
  // The page's language: the BFF answers, orders and mails in it, whatever cookie an earlier visit left.
  const language = typeof document === 'undefined' ? '' : document.documentElement.lang;
  if (language) {
    headers[PAGE_LANGUAGE_HEADER] = language;
    headers['accept-language'] = language;
  }
  let response: Response;
  try {
    response = await fetch(path, {
      method,
      headers,
      body: body === undefined ? undefined : JSON.stringify(body),
      cache: method === 'GET' ? 'no-store' : undefined,
    });
  } catch {
    throw new ApiProblem('UPSTREAM_UNAVAILABLE', 0);
  }
  if (!response.ok) {
    const json = (await response.json().catch(() => ({}))) as Record<string, unknown>;
    throw new ApiProblem(typeof json.code === 'string' ? json.code : 'UNKNOWN', response.status, json);
  }
  return response;
}

async function json<T>(path: string, options?: Options): Promise<T> {
  const response = await call(path, options);
  return (await response.json().catch(() => null)) as T;
}

async function send(path: string, options: Options): Promise<void> {
  await call(path, options);
}

const ATTEMPT_KEY = 'ordering.attempt';

/** The tab's current checkout attempt: random, renewed after a payment ends. */
function attempt(): string {
  try {
    let nonce = sessionStorage.getItem(ATTEMPT_KEY);
    if (!nonce) {
      nonce = newId();
      sessionStorage.setItem(ATTEMPT_KEY, nonce);
    }
    return nonce;
  } catch {
    return 'no-session-storage';
  }
}

/** One Idempotency-Key per request body and attempt: a double tap re-sends the same key. */
export async function idempotencyKeyFor(body: unknown): Promise<string> {
  const bytes = new TextEncoder().encode(JSON.stringify(body) + attempt());
  return (await digestHex(bytes)).slice(0, 64);
}

/** After a payment ends (paid or failed), the next checkout gets new keys. */
export function newAttempt() {
  try {
    sessionStorage.setItem(ATTEMPT_KEY, newId());
  } catch {
    // no session storage: keys then depend on the body alone
  }
}

export type Favorite = { code: string; type: 'article' | 'shop' };
export type Profile = {
  isAuthenticated: boolean;
  favorites: Favorite[];
  name: string | null;
  lastName: string | null;
  email?: string | null;
  phone?: string | null;
  favoriteShopId?: number | null;
};
export type ShopSummary = { id: number; name: string };
/** A table or delivery spot as the restaurant names it, with its names in other languages. */
export type DeliverySpot = { id: number; name: string; i18n?: I18nText; orderType: OrderType };

/**
 * What checkout sends: codes and quantities only, each choice named as the restaurant names it;
 * the shape the BFF's own schema reads (checkoutInputSchema), never written twice.
 */
export type CheckoutRequest = CheckoutInput;

export type OrderHistoryEntry = {
  orderId: string;
  /** The number the restaurant called out, when it gives one: the entry is named by it. */
  pickupNumber?: string;
  shopId: number;
  shopName: string;
  /** How the guest ate, when the restaurant says: "Order again" keeps it. */
  orderType?: OrderType;
  createdAt: string;
  total: number;
  currency: string;
  items: Array<{ code: string; name: string; quantity: number; choices: Array<{ level: number; code: string; name: string }> }>;
};
/** totalCount is null when the restaurant paged its list without saying how long it is: a next page may follow. */
export type OrderHistoryPage = { pageIndex: number; pageSize: number; totalCount: number | null; items: OrderHistoryEntry[] };

export type RegisterRequest = {
  email: string;
  password: string;
  name: string;
  lastName: string;
  phone: string;
  favoriteShopId: number | null;
  acceptTerms: boolean;
};
/** The e-mail is not among them: it changes through `changeEmail`, with the current password. */
export type ProfileUpdate = { name: string; lastName: string; phone: string };

export const bff = {
  shops: () => json<ShopSummary[]>(api.shops()),
  /** One shop with its state; an unknown id is a 404 problem (SHOP_NOT_FOUND). */
  shop: (shopId: number) => json<ShopSummary & ShopStateInput>(api.shop(shopId)),
  menu: (shopId: number) => json<Menu>(api.menu(shopId)),
  deliverySpots: (shopId: number) => json<DeliverySpot[]>(api.deliverySpots(shopId)),
  changeCulture: (code: string) => send(api.changeCulture(code), { method: 'POST' }),

  placeOrder: async (request: CheckoutRequest) =>
    json<OrderView>(api.orders(), { method: 'POST', body: request, idempotencyKey: await idempotencyKeyFor(request) }),
  order: (orderId: string) => json<OrderView>(api.order(orderId)),
  startPayment: async (orderId: string, body: { paymentMethod: PaymentMethod; shopId: number }) => {
    // A page under a language's address (/en/…) is come back to under it; a plain one stays plain.
    const prefix = typeof window === 'undefined' ? null : splitLocalePrefix(window.location.pathname).locale;
    return json<{ redirectUrl: string; paymentId: string }>(api.payment(orderId), {
      method: 'POST',
      body: prefix ? { ...body, languagePrefix: prefix } : body,
      idempotencyKey: await idempotencyKeyFor({ orderId, ...body }),
    });
  },
  /** At a shop without opening hours: does the restaurant take this basket now (null: it does, or cannot tell)? */
  checkShopTakesOrder: (shopId: number, body: Pick<CheckoutRequest, 'orderType' | 'spotId' | 'items'>) =>
    json<{ refusal: { code: string; nextSlots: string[] } | null }>(api.orderCheck(shopId), { method: 'POST', body }),
  /** The kitchen's word on the basket (null: the restaurant does not say; offer today's slots). */
  quoteSlots: (shopId: number, items: KitchenItems) =>
    json<{ kitchen: KitchenQuote | null }>(api.slots(shopId), { method: 'POST', body: { items } }),
  /** Holds the chosen time for this basket (null: the restaurant does not hold times); `previous` is given back. */
  holdSlot: (shopId: number, body: { pickupTime: string; items: KitchenItems; previous?: string }) =>
    json<{ hold: { holdId: string; expiresAt: string } | null }>(api.slotHold(shopId), { method: 'POST', body }),
  /** After SLOT_FULL: move the unpaid order to another slot. */
  moveOrderSlot: (orderId: string, pickupTime: string) => json<OrderView>(api.orderSlot(orderId), { method: 'POST', body: { pickupTime } }),
  confirmPayment: (orderId: string, paymentId: string, providerParameters: Record<string, string>) =>
    json<OrderView>(api.confirmPayment(orderId, paymentId), { method: 'POST', body: { providerParameters } }),
  sendReceipt: (orderId: string, email: string) => send(api.receipt(orderId), { method: 'POST', body: { email } }),

  /** The signed-in customer, or null when signed out (the BFF answers 401). */
  profile: async (): Promise<Profile | null> => {
    try {
      return await json<Profile>(api.profile());
    } catch (error) {
      if (error instanceof ApiProblem && error.status === 401) return null;
      throw error;
    }
  },
  signIn: (body: { email: string; password: string }) => send(api.login(), { method: 'POST', body }),
  signOut: () => send(api.logout(), { method: 'POST' }),
  register: (body: RegisterRequest) => send(api.register(), { method: 'POST', body }),
  forgotPassword: (email: string) => send(api.forgotPassword(), { method: 'POST', body: { email } }),
  /** Mails the confirmation link again (the same answer for any address). */
  resendConfirmation: (email: string) => send(api.resendConfirmation(), { method: 'POST', body: { email } }),
  resetPassword: (body: { email: string; resetCode: string; newPassword: string }) => send(api.resetPassword(), { method: 'POST', body }),
  /** Mails a one-time sign-in link (the same answer for any address; SIGN_IN_LINK_UNAVAILABLE when the restaurant has none). */
  requestSignInLink: (email: string, redirectUri?: string) => send(api.signInLink(), { method: 'POST', body: { email, redirectUri } }),
  /** Signs in with the code of a mailed sign-in link. */
  signInWithLink: (body: { email: string; code: string }) => send(api.signInWithLink(), { method: 'POST', body }),
  /** Answers whether the customer is still signed in (the BFF signs in again with the new password). */
  changePassword: (body: { oldPassword: string; newPassword: string }) => json<{ signedIn: boolean }>(api.changePassword(), { method: 'POST', body }),
  /** Mails a link to the new address (answered as `pendingEmail`); the e-mail changes when it is opened. */
  changeEmail: (body: { newEmail: string; oldPassword: string }) => json<{ pendingEmail: string }>(api.changeEmail(), { method: 'POST', body }),
  updateProfile: (body: ProfileUpdate) => send(api.profile(), { method: 'PUT', body }),
  deleteAccount: (password: string) => send(api.account(), { method: 'DELETE', body: { password } }),
  addFavorite: (favorite: Favorite) => send(api.favorite(), { method: 'POST', body: favorite }),
  /** Removing answers the whole list, which replaces the local one. */
  removeFavorite: (favorite: Favorite) => json<Favorite[]>(api.favorite(), { method: 'DELETE', body: favorite }),
  orderHistory: (pageIndex: number, pageSize: number) => json<OrderHistoryPage>(api.orderHistory(pageIndex, pageSize)),

  /** The table group this browser is a member of (404 GROUP_NOT_FOUND when none). */
  group: () => json<GroupView>(api.group()),
  startGroup: (body: { shopId: number; orderType: OrderType; spotId: number | null; name: string }) =>
    json<GroupView>(api.group(), { method: 'POST', body }),
  joinGroup: (body: { name: string; code?: string } & ({ groupId: string } | { shopId: number; spotId: number })) =>
    json<GroupView>(api.groupAction('join'), { method: 'POST', body }),
  /** The member's own lines, against the version the phone last read (412 GROUP_VERSION_CONFLICT when it moved on). */
  setGroupLines: (items: readonly BasketItem[], version: number) => json<GroupView>(api.group(), { method: 'PUT', body: { items }, ifMatch: version }),
  groupAction: (action: 'ready' | 'lock' | 'unlock' | 'host' | 'pay' | 'release' | 'paid', body?: { ready: boolean }) =>
    json<GroupView>(api.groupAction(action), { method: 'POST', body }),
  linkGroupOrder: (orderId: string) => json<GroupView>(api.groupAction('order'), { method: 'POST', body: { orderId } }),
  leaveGroup: () => send(api.groupAction('leave'), { method: 'POST' }),
  /** Split the locked table's bill: the table's order is created and each member gets a part. */
  splitGroupBill: (body: { mode: 'own' | 'equal'; email: string | null; languagePrefix?: string }) => json<GroupView>(api.groupAction('split'), { method: 'POST', body }),
  payGroupRest: () => json<GroupView>(api.groupAction('rest'), { method: 'POST' }),
  /** Starts paying a part of the table's bill: the answer is the provider's page. */
  payGroupShare: (body: { shareId: string; paymentMethod: PaymentMethod; languagePrefix?: string }) =>
    json<{ redirectUrl: string }>(api.groupAction('pay-share'), { method: 'POST', body }),
  confirmGroupShare: (body: { paymentId: string; providerParameters: Record<string, string> }) =>
    json<GroupView>(api.groupAction('confirm-share'), { method: 'POST', body }),
};
