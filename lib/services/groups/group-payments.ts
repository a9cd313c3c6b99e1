import 'server-only';

import { randomBytes } from 'node:crypto';

import { AppError } from '@/lib/domain/app-error';
import { orderRequestItems } from '@/lib/domain/basket/order-request';
import { type Group, labelledLines, memberOf } from '@/lib/domain/group/group';
import * as bill from '@/lib/domain/group/split-bill';
import { type GroupView, toGroupView } from '@/lib/domain/group/view';
import { type Locale, localizedPath } from '@/lib/domain/locale/locale';
import { isPaidStatus, type PaymentMethod, shopPaymentMethods } from '@/lib/domain/orders/order';
import { publicOrigin } from '@/lib/env';
import { href } from '@/lib/routes';
import { getSession } from '@/lib/session/session';
import { confirmPayment, createOrder, getOrder, orderCapabilities, startPayment } from '@/lib/upstream/orders';
import type { Order } from '@/lib/upstream/schemas/index.ts';

import { loadShop } from '../catalog';
import { providerParameters, refuseUnknownProvider, scopedKey, upstreamItems } from '../orders';
import { tableChanged } from './groups';
import { groupStore } from './process-store';

/**
 * A split bill at the restaurant: the table's one order, created with the group's own key (so
 * every member may pay a part of it), and each part a payment of its own amount, each with its
 * own idempotency key. Needs the restaurant's split-payments capability; without it the table
 * pays with one payment ("Pay for the table").
 */

const newId = () => randomBytes(12).toString('base64url');

async function mine(): Promise<{ group: Group; memberId: string }> {
  const session = await getSession();
  const mine = session.group;
  const group = mine ? await groupStore().get(mine.id) : null;
  if (!mine || !group || !memberOf(group, mine.memberId)) throw new AppError('GROUP_NOT_FOUND', 404);
  return { group, memberId: mine.memberId };
}

const secretOf = (group: Group) => {
  if (!group.secret) throw new AppError('GROUP_SPLIT_UNAVAILABLE', 409);
  return group.secret;
};

/** Whether this restaurant takes several payments on one order. */
export const splitAvailable = async () => (await orderCapabilities()).splitPayments === true;

/** The table's lines as one order request, each line labelled with its guest (when the restaurant prints labels). */
function tableOrder(group: Group, email: string | null, labels: boolean) {
  // "As soon as possible", from the minute the basket locked: the same request whoever asks first.
  const minute = Math.ceil((group.lock?.endsAt ?? group.lastActivityAt) / 60_000) * 60_000;
  return {
    shopId: group.shopId,
    orderType: group.orderType,
    pickupTime: new Date(Math.max(minute, Math.ceil(Date.now() / 60_000) * 60_000)).toISOString(),
    asap: true,
    customerCode: secretOf(group),
    note: null,
    spotId: group.spotId,
    email,
    phone: null,
    items: upstreamItems(orderRequestItems({ items: labelledLines(group) }), labels),
  };
}

/**
 * "Split the bill" by each member's own lines or in equal parts: the table's order is created
 * once (a second member asking at the same moment gets the same order, by its key), priced by
 * the restaurant, and shared.
 */
export async function splitTheBill(mode: 'own' | 'equal', email: string | null, locale?: string): Promise<GroupView> {
  const capabilities = await orderCapabilities();
  if (capabilities.splitPayments !== true) throw new AppError('GROUP_SPLIT_UNAVAILABLE', 409);
  const { group, memberId } = await mine();
  // The table's order, created once: a split chosen again shares the same order.
  const order = group.split
    ? { orderId: group.split.orderId, total: group.split.total }
    : await createOrder(tableOrder(group, email, capabilities.guestLabels === true), scopedKey(secretOf(group), `table-order:${group.id}:${group.lock?.startedAt ?? 0}`), null, locale);
  const { orderId, total } = order;
  const next = await groupStore().update(group.id, undefined, (g) => bill.splitBill(g, memberId, mode, { orderId, total }, newId, Date.now()));
  return toGroupView(next, memberId);
}

/** "Pay the rest": one part for the caller of everything nobody has paid or is paying. */
export async function payTheRest(): Promise<GroupView> {
  const { group, memberId } = await mine();
  const next = await groupStore().update(group.id, undefined, (g) => bill.payRest(g, memberId, newId, Date.now()));
  return toGroupView(next, memberId);
}

/**
 * Paying a part: the part turns pending for this attempt, then the restaurant starts a payment of
 * its amount (its own idempotency key: the group, the part, the attempt) and the guest goes to
 * the provider, coming back to the group's page.
 */
export async function payShare(shareId: string, method: PaymentMethod, requestOrigin: string, locale?: Locale): Promise<{ redirectUrl: string }> {
  const { group, memberId } = await mine();
  if (!shopPaymentMethods((await loadShop(group.shopId)).paymentMethods).includes(method)) {
    throw new AppError('PAYMENT_METHOD_NOT_OFFERED', 422, undefined, { fields: ['paymentMethod'] });
  }
  const store = groupStore();
  const pending = await store.update(group.id, undefined, (g) => bill.startShare(g, memberId, shareId, Date.now()));
  const share = pending.split!.shares.find((s) => s.id === shareId)!;
  const path = `${href.group(group.shopId, group.spotId !== null ? { table: group.spotId } : { join: group.id })}&share=${encodeURIComponent(shareId)}`;
  const returnUrl = new URL(locale ? localizedPath(locale, path) : path, publicOrigin(() => requestOrigin)).toString();
  const secret = secretOf(pending);
  try {
    const started = await startPayment(pending.split!.orderId, secret, method, returnUrl, scopedKey(secret, `share:${shareId}:${share.attempt}`), share.amount);
    refuseUnknownProvider(started.redirectUrl);
    await store.update(group.id, undefined, (g) => bill.shareStarted(g, shareId, share.attempt, { paymentId: started.paymentId }, Date.now()));
    return { redirectUrl: started.redirectUrl };
  } catch (error) {
    // Nothing was charged: the part may be paid again at once.
    await store.update(group.id, undefined, (g) => bill.shareStarted(g, shareId, share.attempt, 'failed', Date.now())).catch(() => undefined);
    throw error;
  }
}

/** Back from the provider: the restaurant confirms the part's payment; the table sees it at once. */
export async function confirmShare(paymentId: string, parameters: Record<string, string>): Promise<GroupView> {
  const { group, memberId } = await mine();
  const split = group.split;
  if (!split || !split.shares.some((s) => s.paymentId === paymentId)) throw new AppError('GROUP_NOT_FOUND', 404);
  const secret = secretOf(group);
  let order: Order;
  try {
    order = await confirmPayment(split.orderId, paymentId, secret, providerParameters(parameters));
  } catch (error) {
    // A refused confirmation (a declined payment's return, a replay): read the order as it is.
    const read = await getOrder(split.orderId, { customerCode: secret }).catch(() => null);
    if (!read || typeof read === 'string') throw error;
    order = read;
  }
  const payment = order.payments?.find((p) => p.paymentId === paymentId);
  const outcome = payment?.status === 'Captured' ? 'paid' : payment && ['Failed', 'Cancelled', 'Refunded'].includes(payment.status) ? 'failed' : 'pending';
  const paid = { paid: isPaidStatus(order.status), ...(order.pickupNumber ? { pickupNumber: order.pickupNumber } : {}) };
  const next = await groupStore().update(group.id, undefined, (g) => bill.shareSettled(g, paymentId, outcome, paid, Date.now()));
  // Paid: the table's QR menu no longer offers to join this group.
  if (next.payment?.paidAt !== undefined) tableChanged(next);
  return toGroupView(next, memberId);
}
