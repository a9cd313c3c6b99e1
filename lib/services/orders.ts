import 'server-only';

import { createHash, randomUUID } from 'node:crypto';

import type { z } from 'zod';

import { AppError, type AppErrorCode } from '@/lib/domain/app-error';
import { type Locale, localizedPath } from '@/lib/domain/locale/locale';
import { isPaidStatus, type OrderStatus, type OrderView, type PaymentMethod, type PricedLine, shopPaymentMethods } from '@/lib/domain/orders/order';
import { isOrderTooLarge, MAX_ORDER_QUANTITY } from '@/lib/domain/orders/order-size';
import { publicOrigin, upstreamOrigin } from '@/lib/env';
import { href } from '@/lib/routes';
import { ensureCustomerCode, readCustomerCode } from '@/lib/session/session';
import { AnswerLostError } from '@/lib/upstream/client';
import { UpstreamError } from '@/lib/upstream/errors';
import { confirmPayment, createOrder, getOrder, orderCapabilities, sendReceipt, startPayment } from '@/lib/upstream/orders';
import { type Order, orderRequestSchema } from '@/lib/upstream/schemas/index.ts';

import { loadDeliverySpots, loadShop } from './catalog';
import { currentAccessToken } from './customer-session';
import { mailingTo } from './mail-limits';
import { countedAsPaid, countedAsUnpaid, lookUpOrder } from './order-limits';

/**
 * What the browser may send to check out: the order request without the guest's secret, its
 * lines and choices exactly as the restaurant names them (`{ level, articleCode, choiceCode }`);
 * never prices.
 */
export const checkoutInputSchema = orderRequestSchema.omit({ customerCode: true }).extend({
  pickupTime: orderRequestSchema.shape.pickupTime.nullable(),
});
export type CheckoutInput = z.infer<typeof checkoutInputSchema>;

/**
 * Creates and prices the order upstream; a retry with the same key returns the same order where
 * the API honours Idempotency-Key (lib/upstream/orders.ts), and a lost answer is ORDER_UNCONFIRMED
 * where it does not. An order over MAX_ORDER_QUANTITY items is refused here, as the ordering API
 * would refuse it, and a guest with too many unpaid orders waits or is refused
 * (lib/services/order-limits.ts).
 */
export async function placeOrder(input: CheckoutInput, idempotencyKey: string, locale?: string): Promise<OrderView> {
  if (isOrderTooLarge(input.items)) throw new AppError('ORDER_TOO_LARGE', 400, undefined, { maxQuantity: MAX_ORDER_QUANTITY });
  // A later time already past (a page left open): refused here, as the restaurant would refuse it.
  if (!input.asap && input.pickupTime && Date.parse(input.pickupTime) < Date.now() - PAST_TOLERANCE_MS) {
    throw new AppError('SHOP_ERROR_DATE_TIME_IN_THE_PAST', 400, undefined, { fields: ['pickupTime'] });
  }
  if (input.orderType === 'dineInPlace' && input.spotId === null) {
    // Eat-in at a restaurant with tables needs the table; whether another order type's spot is
    // required is the restaurant's rule, which it answers with DELIVERY_SPOT_REQUIRED.
    const spots = await loadDeliverySpots(input.shopId).catch(() => []);
    if (spots.some((s) => s.orderType === 'dineInPlace')) throw new AppError('DELIVERY_SPOT_REQUIRED', 400);
  }
  const customerCode = await ensureCustomerCode();
  const key = scopedKey(customerCode, idempotencyKey);
  const token = await currentAccessToken().catch(() => null);
  const asap = input.asap || !input.pickupTime;
  const labels = input.items.some((item) => item.guest) && (await orderCapabilities()).guestLabels === true;
  const create = (minute: number) =>
    createOrder(
      {
        shopId: input.shopId,
        orderType: input.orderType,
        asap: input.asap,
        pickupTime: asap ? new Date(minute).toISOString() : input.pickupTime!,
        customerCode,
        note: input.note?.trim() || null,
        spotId: input.spotId,
        email: input.email,
        phone: input.phone,
        ...(input.holdId ? { holdId: input.holdId } : {}),
        ...(input.paymentMethod ? { paymentMethod: input.paymentMethod } : {}),
        items: upstreamItems(input.items, labels),
      },
      key,
      token,
      locale,
    );
  // "As soon as possible" is the next whole minute: never a time already past when it reaches the
  // restaurant, and a double tap within the minute re-sends an identical request…
  const minute = Math.ceil(Date.now() / 60_000) * 60_000;
  return countedAsUnpaid(customerCode, async () => {
    try {
      return toOrderView(await create(minute));
    } catch (error) {
      // …unless the retry crossed into the next minute: the first attempt then sent the minute before.
      if (asap && isKeyUsedWithOtherBody(error)) return toOrderView(await create(minute - 60_000));
      throw unconfirmedIfLost(error);
    }
  });
}

/** How far in the past a chosen pickup time may be when it arrives (clocks differ, a tap takes time). */
const PAST_TOLERANCE_MS = 60_000;

/** What a closed shop is refused with: the guest learns it on entering checkout, not at Pay. */
const SHOP_REFUSALS = new Set<AppErrorCode>(['SHOP_CLOSED', 'SHOP_CLOSED_AT_PICKUPTIME', 'SHOP_PAUSED', 'SHOP_OFFLINE', 'SHOP_METHOD_NOT_SUPPORTED']);

export type ShopRefusal = { code: AppErrorCode; nextSlots: string[] };

/**
 * Whether the restaurant takes this basket as soon as possible, asked when a guest opens checkout
 * at a shop that gives no opening hours (the app cannot tell by itself): a price calculation, the
 * ordering API's own question. The unpaid order it may leave is the API's to collect after
 * priceValidUntil, and it counts against the guest's unpaid orders like any other. Only a refusal
 * of the shop itself is an answer (with the next time it takes an order, when it says); anything
 * else (a field the API wants first, a lost answer) is "cannot tell", and Pay asks again.
 */
export async function askShopTakesOrder(input: Pick<CheckoutInput, 'shopId' | 'orderType' | 'spotId' | 'items'>): Promise<ShopRefusal | null> {
  if (isOrderTooLarge(input.items)) return null;
  const customerCode = await ensureCustomerCode();
  const token = await currentAccessToken().catch(() => null);
  const minute = Math.ceil(Date.now() / 60_000) * 60_000;
  try {
    await countedAsUnpaid(customerCode, async () =>
      createOrder(
        {
          shopId: input.shopId,
          orderType: input.orderType,
          asap: true,
          pickupTime: new Date(minute).toISOString(),
          customerCode,
          note: null,
          spotId: input.spotId,
          email: null,
          phone: null,
          items: upstreamItems(input.items),
        },
        randomUUID(),
        token,
      ),
    );
    return null;
  } catch (error) {
    if (error instanceof AppError && SHOP_REFUSALS.has(error.code)) {
      const next = error.details?.nextSlots;
      return { code: error.code, nextSlots: Array.isArray(next) ? (next as string[]) : [] };
    }
    if (error instanceof AppError && error.code === 'UNPAID_ORDERS_LIMIT') return null;
    if (!(error instanceof UpstreamError)) throw error;
    return null;
  }
}

/**
 * Choice codes go upstream trimmed (the ordering API's data model), under the names the browser
 * sent them by. A group's per-person labels go only to an API that promises to print them
 * (the groups capability's `guestLabels`); another never sees the field.
 */
export const upstreamItems = (items: CheckoutInput['items'], labels = false) =>
  items.map((item) => ({
    code: item.code,
    quantity: item.quantity,
    choices: item.choices.map((c) => ({ level: c.level, articleCode: c.articleCode.trim(), choiceCode: c.choiceCode.trim() })),
    ...(labels && item.guest ? { guest: item.guest } : {}),
  }));

/**
 * The create reached the restaurant's API, or may have, and its answer never came (slower than
 * UPSTREAM_WRITE_TIMEOUT_MS, or the connection dropped), and the API does not promise to do a
 * repeat once, so nothing was sent again: the order may exist. The guest is told exactly that,
 * so they look at their orders before ordering again, never "try again".
 */
const unconfirmedIfLost = (error: unknown) => (error instanceof AnswerLostError ? new AppError('ORDER_UNCONFIRMED', 504) : error);

const isKeyUsedWithOtherBody = (error: unknown) =>
  error instanceof UpstreamError && error.upstreamStatus === 422 && error.problem?.errors?.['Idempotency-Key'] !== undefined;

/** The browser's key, made the guest's own so two guests can never collide upstream. */
export const scopedKey = (customerCode: string, key: string) => createHash('sha256').update(`${customerCode}:${key}`).digest('base64url');

/** No code, no order: the same answer as a wrong code, so an order id alone reveals nothing. */
function requiredCode(customerCode: string | undefined): string {
  if (!customerCode) throw new AppError('FAILED_FIND_ORDER', 404);
  return customerCode;
}

/** A guest reads with the customer code; a signed-in customer also with the token (any device). */
export async function readOrder(orderId: string): Promise<OrderView> {
  const token = await currentAccessToken().catch(() => null);
  const customerCode = await readCustomerCode();
  return lookUpOrder(customerCode ?? token, orderId, async () => {
    if (!customerCode && !token) throw new AppError('FAILED_FIND_ORDER', 404);
    const answer = await getOrder(orderId, { customerCode, token });
    return typeof answer === 'string' ? statusOnlyView(orderId, answer) : toOrderView(answer);
  });
}

const allowedProviderOrigins = () =>
  (process.env.PAYMENT_PROVIDER_ORIGINS ?? upstreamOrigin)
    .split(',')
    .map((o) => o.trim())
    .filter(Boolean);

/**
 * Starts a payment and returns the provider page to send the guest to, if it is one we trust.
 * The guest comes back to PUBLIC_BASE_URL, never to an address the request named; only in
 * development, without one, to the request's own (same-origin checked) origin; under the language
 * prefix of the page they paid from, when the call names it.
 */
export async function payOrder(
  orderId: string,
  shopId: number,
  method: PaymentMethod,
  requestOrigin: string,
  idempotencyKey: string,
  locale?: Locale,
): Promise<{ redirectUrl: string; paymentId: string }> {
  const customerCode = await readCustomerCode();
  const path = locale ? localizedPath(locale, href.payment(shopId, orderId)) : href.payment(shopId, orderId);
  const returnUrl = new URL(path, publicOrigin(() => requestOrigin)).toString();
  // Only a method the shop takes is started: the restaurant's list, or card and Swish when it gives none.
  if (!shopPaymentMethods((await loadShop(shopId)).paymentMethods).includes(method)) {
    throw new AppError('PAYMENT_METHOD_NOT_OFFERED', 422, undefined, { fields: ['paymentMethod'] });
  }
  const { redirectUrl, paymentId } = await lookUpOrder(customerCode, orderId, async () => {
    const code = requiredCode(customerCode);
    return startPayment(orderId, code, method, returnUrl, scopedKey(code, idempotencyKey));
  });
  refuseUnknownProvider(redirectUrl);
  return { redirectUrl, paymentId };
}

/** Only a provider page we trust is where a guest is sent to pay. */
export function refuseUnknownProvider(redirectUrl: string): void {
  if (!allowedProviderOrigins().includes(new URL(redirectUrl).origin)) throw new AppError('PAYMENT_REDIRECT_REFUSED', 502);
}

/** The provider's return parameters, allowlisted and size-limited; the upstream verifies them itself. */
export const providerParameters = (parameters: Record<string, string>) =>
  Object.fromEntries(
    Object.entries(parameters)
      .filter(([key, value]) => PROVIDER_PARAMS.includes(key) && value.length <= 200)
      .slice(0, PROVIDER_PARAMS.length),
  );

const PROVIDER_PARAMS = ['result', 'code', 'sessionId', 'status', 'token'];

/** Confirms the guest's payment with the provider's (allowlisted) return parameters. */
export async function confirmOrderPayment(orderId: string, paymentId: string, parameters: Record<string, string>): Promise<OrderView> {
  const customerCode = await readCustomerCode();
  const order = await lookUpOrder(customerCode, orderId, async () =>
    toOrderView(await confirmPayment(orderId, paymentId, requiredCode(customerCode), providerParameters(parameters))),
  );
  if (isPaidStatus(order.status)) await countedAsPaid(customerCode!, orderId);
  return order;
}

/** A receipt is a mail to an inbox the guest names: under that inbox's mail limits like any other. */
export async function emailReceipt(orderId: string, email: string): Promise<void> {
  const customerCode = await readCustomerCode();
  await mailingTo(email, () => lookUpOrder(customerCode, orderId, () => sendReceipt(orderId, requiredCode(customerCode), email)));
}

/** The upstream order as the browser may see it: no customer code, spot id or upstream timestamps. */
export function toOrderView(order: Order): OrderView {
  return {
    orderId: order.orderId,
    status: order.status,
    shopId: order.shopId,
    orderType: order.orderType,
    pickupTime: order.pickupTime,
    asap: order.asap,
    note: order.note,
    spotId: order.spotId ?? null,
    priced: {
      currency: order.currency,
      lines: order.lines.map(toPricedLine),
      tax: order.tax.map(({ rate, base, amount }) => ({ rate, base, amount })),
      taxTotal: order.taxTotal,
      total: order.total,
    },
    payment: { status: order.payment.status, method: order.payment.method, error: order.payment.error },
    ready: order.ready ?? null,
    holdExpiresAt: order.holdExpiresAt ?? null,
    ...(order.pickupNumber ? { pickupNumber: order.pickupNumber } : {}),
  };
}

/** All a bare status tells: the status. Shop, times, prices and payment are unknown. */
const statusOnlyView = (orderId: string, status: OrderStatus): OrderView => ({
  orderId,
  status,
  shopId: null,
  orderType: null,
  pickupTime: null,
  asap: false,
  note: null,
  priced: null,
  payment: null,
});

const toPricedLine = (line: Order['lines'][number]): PricedLine => ({
  lineNo: line.lineNo,
  ...(line.guest ? { guest: line.guest } : {}),
  code: line.code,
  name: line.name,
  quantity: line.quantity,
  unitPrice: line.unitPrice,
  amount: line.amount,
  taxPercent: line.taxPercent,
  choices: line.choices.map((c) => ({
    level: c.level,
    articleCode: c.articleCode,
    choiceCode: c.choiceCode,
    name: c.name,
    unitPrice: c.unitPrice,
    amount: c.amount,
  })),
});
