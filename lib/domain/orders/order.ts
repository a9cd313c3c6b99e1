// The order as the browser knows it, and the one vocabulary of its statuses. Imported by the
// contract schemas too (run by Node directly in ordering-api/), so it imports nothing.

export const ORDER_TYPES = ['takeAway', 'dineInPlace'] as const;
/** The longest note to the kitchen (the ordering API's validation rules): the basket, the QR value, the checkout field and the contract all read it here. */
export const NOTE_MAX_LENGTH = 90;
export type OrderType = (typeof ORDER_TYPES)[number];
export const isOrderType = (value: unknown): value is OrderType => ORDER_TYPES.includes(value as OrderType);

/** The statuses of an order, in the order a kitchen moves it (Rollbacked: cancelled). */
export const ORDER_STATUSES = ['CalculatedPrice', 'Added', 'Started', 'Done', 'Delivered', 'Rollbacked'] as const;
export type OrderStatus = (typeof ORDER_STATUSES)[number];
export const isOrderStatus = (value: unknown): value is OrderStatus => ORDER_STATUSES.includes(value as OrderStatus);

/** What a guest reads for each status (the `OrderStatus.status.*` messages). */
export type StatusKey = 'verifying' | 'received' | 'preparing' | 'ready' | 'delivered' | 'cancelled';
const STATUS_KEYS: Record<OrderStatus, StatusKey> = {
  CalculatedPrice: 'verifying',
  Added: 'received',
  Started: 'preparing',
  Done: 'ready',
  Delivered: 'delivered',
  Rollbacked: 'cancelled',
};
export const statusKey = (status: OrderStatus): StatusKey => STATUS_KEYS[status];

/** The steps shown as progress once an order is paid. */
export const PROGRESS_STEPS = ['Added', 'Started', 'Done', 'Delivered'] as const satisfies readonly OrderStatus[];

/** Priced but not paid yet is CalculatedPrice; cancelled is not paid either (the reservation is removed). */
export const isPaidStatus = (status: OrderStatus) => status !== 'CalculatedPrice' && status !== 'Rollbacked';

/** Delivered and cancelled orders change no more: nothing left to follow. */
export const isFinalStatus = (status: OrderStatus) => status === 'Delivered' || status === 'Rollbacked';

/**
 * Every method the app knows, in the order a guest is offered them: the phone's wallet first (it
 * pays and gives the receipt address in one tap), then card, then each country's own app
 * (Swish in Sweden, MobilePay in Finland, Vipps in Norway).
 */
export const PAYMENT_METHODS = ['applepay', 'googlepay', 'card', 'swish', 'mobilepay', 'vipps'] as const;
export type PaymentMethod = (typeof PAYMENT_METHODS)[number];
export const isPaymentMethod = (value: unknown): value is PaymentMethod => PAYMENT_METHODS.includes(value as PaymentMethod);

/** Wallets: the payer's e-mail comes from the wallet's sheet, so the guest types none. */
export const WALLET_METHODS = ['applepay', 'googlepay'] as const satisfies readonly PaymentMethod[];
export type WalletMethod = (typeof WALLET_METHODS)[number];
export const isWallet = (method: PaymentMethod): method is WalletMethod => WALLET_METHODS.includes(method as WalletMethod);

/** What a restaurant that does not say which methods its shop takes is assumed to take (SPEC.md's card and Swish). */
export const FALLBACK_PAYMENT_METHODS = ['card', 'swish'] as const satisfies readonly PaymentMethod[];

/**
 * The methods a shop takes, from what the restaurant says (names it does not know of are left
 * out), in the order offered; SPEC.md's card and Swish when it says nothing or names none known.
 */
export function shopPaymentMethods(stated: readonly string[] | null | undefined): PaymentMethod[] {
  const known = new Set((stated ?? []).map((m) => m.toLowerCase()));
  const taken = PAYMENT_METHODS.filter((m) => known.has(m));
  return taken.length > 0 ? taken : [...FALLBACK_PAYMENT_METHODS];
}

/** How an eat-in guest gets the food (the restaurant's `service` setting); null when it does not say. */
export type ServiceStyle = 'tableService' | 'counterPickup';

/**
 * The number the guest watches for: the restaurant's pickup number, else a short form of the
 * order id (a short id as it is, a long one by its first four characters).
 */
export function pickupCode(order: { orderId: string; pickupNumber?: string }): string {
  if (order.pickupNumber) return order.pickupNumber;
  return order.orderId.length <= 6 ? order.orderId : order.orderId.slice(0, 4).toUpperCase();
}

/** What the ready screen says: per order type, and for eat-in per the restaurant's service. */
export type ReadyWording = 'takeAway' | 'tableService' | 'counterPickup' | 'eatIn' | 'general';
export function readyWording(orderType: OrderType | null, service: ServiceStyle | null): ReadyWording {
  if (orderType === 'takeAway') return 'takeAway';
  // Eat-in: brought to the table or fetched at the counter, as the restaurant says; neither when it does not.
  if (orderType === 'dineInPlace') return service ?? 'eatIn';
  return 'general';
}

export type PricedLine = {
  lineNo: number;
  /** A table's group order: who the line is for ("Anna"), when the restaurant keeps it. */
  guest?: string;
  code: string;
  name: string;
  quantity: number;
  unitPrice: number;
  amount: number;
  taxPercent: number;
  choices: Array<{ level: number; articleCode: string; choiceCode: string; name: string; unitPrice: number; amount: number }>;
};

/**
 * The one order type of the browser: what the BFF answers for creating, reading and confirming
 * an order. Money in minor units; no customer code, no upstream internals. `priced` is null when
 * the restaurant only told the status.
 */
export type OrderView = {
  orderId: string;
  status: OrderStatus;
  shopId: number | null;
  orderType: OrderType | null;
  pickupTime: string | null;
  asap: boolean;
  note: string | null;
  /** The table (delivery spot) the order is for, when it names one. */
  spotId?: number | null;
  priced: {
    currency: string;
    lines: PricedLine[];
    tax: Array<{ rate: number; base: number; amount: number }>;
    taxTotal: number;
    total: number;
  } | null;
  /** The short number the restaurant calls out, when it gives one. */
  pickupNumber?: string;
  payment: {
    status: string;
    method: PaymentMethod | null;
    /** Two digits of the payment error catalogue ("01" failed … "15"). */
    error: { code: string; name: string } | null;
  } | null;
  /** Kitchen capability: when an ASAP order will be ready, live as the queue moves; absent when the restaurant does not say. */
  ready?: { from: string; to: string } | null;
  /** Kitchen capability: until when an unpaid order's pickup time is held for it. */
  holdExpiresAt?: string | null;
};
