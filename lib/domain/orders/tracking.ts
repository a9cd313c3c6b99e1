import { array, type Infer, int, number, object, oneOf, optional, string } from '../validate';
import { isFinalStatus, ORDER_STATUSES, ORDER_TYPES, type OrderStatus, type OrderType } from './order';

/**
 * Paid-order tracking as pure functions over a clock: a paid order is followed until an hour
 * after pickup, a finished one (ready, delivered or cancelled) for 30 more minutes. Each tracked
 * order keeps the last status the restaurant told. The customer code is not here: it stays in
 * the sealed session cookie, out of reach of page scripts.
 */
export const PAID_EXPIRY_MS = 60 * 60_000;
export const DELIVERED_EXPIRY_MS = 30 * 60_000;
export const POLL_INTERVAL_MS = 10 * 60_000;

const trackedSchema = object({
  id: string(64, 1),
  expires: number(),
  shopId: optional(int()),
  shopName: optional(string(200)),
  pickupTime: optional(string(40)),
  status: optional(oneOf(ORDER_STATUSES)),
  /** How the guest eats: the list words "ready" as the order page does (pickup, or at the restaurant). */
  orderType: optional(oneOf(ORDER_TYPES)),
});
/** `paidOrders` are followed; `deliveredOrders` are finished (the saved key keeps its first name). */
export const trackingSchema = object({
  paidOrders: array(trackedSchema, 50),
  deliveredOrders: array(trackedSchema, 50),
});
export type Tracked = Infer<typeof trackedSchema>;
export type Tracking = Infer<typeof trackingSchema>;
export const EMPTY_TRACKING: Tracking = { paidOrders: [], deliveredOrders: [] };

type PaidOrder = { orderId?: string | null; pickupTime?: string | null; shopId?: number; shopName?: string; status?: OrderStatus; orderType?: OrderType | null };

/** Added only with an order id and a pickup time, and only once; it expires an hour after pickup. */
export function addPaidOrder(state: Tracking, order: PaidOrder): Tracking {
  if (!order.orderId || !order.pickupTime) return state;
  const pickup = Date.parse(order.pickupTime);
  if (Number.isNaN(pickup)) return state;
  const known = [...state.paidOrders, ...state.deliveredOrders].some((o) => o.id === order.orderId);
  if (known) return state;
  const tracked: Tracked = { id: order.orderId, expires: pickup + PAID_EXPIRY_MS, pickupTime: order.pickupTime };
  if (order.shopId !== undefined) tracked.shopId = order.shopId;
  if (order.shopName !== undefined) tracked.shopName = order.shopName;
  if (order.status !== undefined) tracked.status = order.status;
  if (order.orderType) tracked.orderType = order.orderType;
  return { ...state, paidOrders: [...state.paidOrders, tracked] };
}

export function removeExpired(state: Tracking, now: number): Tracking {
  const alive = (o: Tracked) => o.expires > now;
  if (state.paidOrders.every(alive) && state.deliveredOrders.every(alive)) return state;
  return { paidOrders: state.paidOrders.filter(alive), deliveredOrders: state.deliveredOrders.filter(alive) };
}

/** Ready, delivered or cancelled: nothing more to wait for, so polling stops. */
export const isFinishedStatus = (status: OrderStatus) => status === 'Done' || isFinalStatus(status);

/**
 * The status is remembered on the tracked order. Done, Delivered or Rollbacked (cancelled)
 * moves a followed order to the finished list, which forgets it 30 minutes later.
 */
export function applyStatus(state: Tracking, orderId: string, status: OrderStatus, now: number): Tracking {
  const order = state.paidOrders.find((o) => o.id === orderId);
  if (order && isFinishedStatus(status)) {
    return {
      paidOrders: state.paidOrders.filter((o) => o.id !== orderId),
      deliveredOrders: [...state.deliveredOrders, { ...order, status, expires: now + DELIVERED_EXPIRY_MS }],
    };
  }
  const withStatus = (list: Tracked[]) => list.map((o) => (o.id === orderId ? { ...o, status } : o));
  if (order) return order.status === status ? state : { ...state, paidOrders: withStatus(state.paidOrders) };
  const finished = state.deliveredOrders.find((o) => o.id === orderId);
  if (!finished || finished.status === status) return state;
  return { ...state, deliveredOrders: withStatus(state.deliveredOrders) };
}

/** The last status known of a tracked order; one saved before statuses were kept was paid, or ready once finished. */
export const lastKnownStatus = (order: Tracked, finished: boolean): OrderStatus => order.status ?? (finished ? 'Done' : 'Added');

/** Polling checks the first paid order, and runs only while there are paid orders. */
export const nextToPoll = (state: Tracking): Tracked | undefined => state.paidOrders[0];
export const shouldPoll = (state: Tracking): boolean => state.paidOrders.length > 0;
