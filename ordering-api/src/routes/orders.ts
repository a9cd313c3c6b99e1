/**
 * /api/order: create and price an order, read it, pay it through the test provider, confirm the
 * payment and e-mail a receipt. Guests prove ownership with `X-CustomerCode` (see orders/access.ts).
 */
import { randomUUID } from 'node:crypto';

import { Hono } from 'hono';
import { bodyLimit } from 'hono/body-limit';

import { shopPaymentMethods } from '../../../lib/domain/orders/order.ts';
import { isOrderTooLarge, MAX_ORDER_QUANTITY } from '../../../lib/domain/orders/order-size.ts';
import type { Order } from '../../../lib/upstream/schemas/index.ts';
import {
  customerCodeChangeRequestSchema,
  customerCodeChangeResponseSchema,
  customerCodeSchema,
  MAX_AMOUNT,
  orderCapabilitiesSchema,
  orderRequestSchema,
  orderSchema,
  orderSlotRequestSchema,
  paymentConfirmRequestSchema,
  paymentStartRequestSchema,
  paymentStartResponseSchema,
  receiptRequestSchema,
} from '../../../lib/upstream/schemas/index.ts';
import type { AppEnv } from '../context.ts';
import { inTransaction, one, run } from '../db/database.ts';
import type { Parsed } from '../http.ts';
import {
  bearerAccount,
  contractJson,
  empty,
  fieldProblem,
  json,
  jsonText,
  notFound,
  payloadTooLarge,
  pickLanguage,
  problem,
  readJsonBody,
  requestProblem,
  shopNotFound,
  VALIDATION_TITLE,
} from '../http.ts';
import type { Load } from '../kitchen/model.ts';
import { slotStartOf } from '../kitchen/model.ts';
import type { KitchenPlan } from '../kitchen/service.ts';
import { holderOf, holdForOrder, kitchenEnabled, orderKitchenFields, planOrder } from '../kitchen/service.ts';
import type { Holder } from '../kitchen/store.ts';
import { currentKitchen, extendHold, findHold, liveHoldOfOrder, releaseOrderHolds } from '../kitchen/store.ts';
import { authorizeOrder, failedFindOrder, hashCustomerCode } from '../orders/access.ts';
import { isAllowedReturnUrl } from '../orders/config.ts';
import { PAYMENT_GRACE_MS, PRICE_VALID_MS, unpaidOrderSweeper } from '../orders/expiry.ts';
import { beginIdempotency } from '../orders/idempotency.ts';
import { PAID_STATUSES } from '../orders/kitchen.ts';
import { confirmationMail, type MailShop, mailSpotName, receiptMail, writeMail } from '../orders/mail.ts';
import { paymentProblemCode } from '../orders/payment-codes.ts';
import { lineAmount, priceItems } from '../orders/pricing.ts';
import type { OrderDeps } from '../orders/service.ts';
import {
  capturePart,
  currentOrder,
  markPaid,
  orderJsonText,
  orderNotPayable,
  orderRef,
  orderResponse,
  rollback,
  shopRefusal,
} from '../orders/service.ts';
import type { OrderRow } from '../repo/orders.ts';
import {
  capturedAmount,
  findOrderRow,
  findPayment,
  findSpot,
  insertOrder,
  insertPayment,
  loadCatalogue,
  missingRecipeItems,
  orderDto,
  pendingAmount,
  shopHasSpots,
  shopOrderTypes,
  updatePayment,
} from '../repo/orders.ts';
import { getLanguages, getSettings } from '../repo/settings.ts';
import type { ShopRecord } from '../repo/shops.ts';
import { findShop } from '../repo/shops.ts';
import type { WireConfig } from '../wire.ts';
import { toMajor, toMinor, wireOrderId } from '../wire.ts';

const MAX_SHOP_ID = 2_147_483_647;

/** More items than one order may hold, or a total beyond what the contract's amounts carry. */
const orderTooLarge = () =>
  problem(400, 'order-too-large', `An order holds at most ${MAX_ORDER_QUANTITY} items.`, { maxQuantity: MAX_ORDER_QUANTITY });
const RECEIPTS_PER_HOUR = 3;
const HOUR_MS = 60 * 60 * 1000;
const MAX_BODY_CHARS = 64 * 1024;
/** Thrown inside a transaction to roll it back when the answer is a refusal already set aside. */
const ROLLBACK = Symbol('rollback');
function catchRollback<T>(fn: () => T): T | null {
  try {
    return fn();
  } catch (error) {
    if (error === ROLLBACK) return null;
    throw error;
  }
}

export function orderRoutes(deps: OrderDeps): Hono<AppEnv> {
  const { db } = deps;
  const app = new Hono<AppEnv>();
  /** The account of a live bearer token, else null (no, unknown or expired token: a guest). */
  const accountOf = (headers: Headers): number | null => bearerAccount(db, headers, deps.now())?.account.id ?? null;
  /** orderId as the wire carries it: a UUID, or with numericOrderIds the order's number. */
  const authorize = (orderId: string, headers: Headers): OrderRow | undefined =>
    authorizeOrder(db, orderId, headers, accountOf(headers), { numbers: deps.wire.numericOrderIds });
  /**
   * The calls on an existing order: the order when the caller may act on it (checked before the
   * body is read and again after, since other requests ran meanwhile) and the JSON body.
   */
  const authorizedBody = async (req: Request, orderId: string): Promise<Parsed<{ order: OrderRow; body: unknown }>> => {
    if (!authorize(orderId, req.headers)) return { ok: false, response: failedFindOrder() };
    const body = await readJsonBody(req, MAX_BODY_CHARS);
    if (!body.ok) return body;
    const order = authorize(orderId, req.headers);
    if (!order) return { ok: false, response: failedFindOrder() };
    return { ok: true, value: { order, body: body.value } };
  };
  app.use('*', bodyLimit({ maxSize: MAX_BODY_CHARS, onError: payloadTooLarge }));
  // Unpaid orders past their prices expire, and are deleted a day later, as the order calls come.
  const sweep = unpaidOrderSweeper(db, deps.now);
  app.use('*', async (_c, next) => {
    sweep();
    await next();
  });

  /* ---------------------------------------------------------- GET /api/order/capabilities */
  // What this API promises beyond SPEC.md: a create or payment start resent with the same
  // Idempotency-Key is done once, an order line may name the guest it is for (the groups
  // capability: one kitchen ticket for a table, labelled per person), and the table's guests may
  // each pay their part of that one order (split payments: `amount` on a payment start). Answering
  // only what SPEC.md names, it says nothing (404), as an API written from SPEC.md alone would.
  app.get('/capabilities', () =>
    deps.wire.specFieldsOnly
      ? notFound()
      : contractJson(orderCapabilitiesSchema, { idempotencyKey: true, guestLabels: true, splitPayments: true }),
  );

  /* ---------------------------------------------------------- POST /api/order */
  app.post('/', async (c) => {
    const body = await readJsonBody(c.req.raw, MAX_BODY_CHARS);
    if (!body.ok) return body.response;
    // From here on nothing is awaited: the idempotency check, the checks and the insert run as one.
    const now = deps.now();
    const idempotency = beginIdempotency(db, 'POST /api/order', c.req.raw.headers, body.value, now);
    if (idempotency.kind === 'respond') return idempotency.response;

    const parsed = orderRequestSchema.safeParse(body.value);
    if (!parsed.success) {
      return requestProblem(parsed.error, body.value, { shopId: 'invalid-shop-id', pickupTime: 'shop-error-invalid-date-time' });
    }
    const req = parsed.data;
    if (isOrderTooLarge(req.items)) return orderTooLarge();
    if (req.shopId > MAX_SHOP_ID) {
      return fieldProblem('invalid-shop-id', 'shopId', 'The shop id must be a positive 32-bit integer.');
    }
    // Whether the shop takes an order at all comes before what the guest has to type: a price
    // calculation without contact details learns that the shop is closed.
    const record = findShop(db, req.shopId);
    if (!record) return shopNotFound();
    const pickup = req.asap ? now : new Date(req.pickupTime);
    const refusal = shopRefusal(record, req.asap, pickup, now);
    if (refusal) return refusal;
    const settings = getSettings(db);
    // Payment-methods capability: an order to be paid with a wallet the shop takes gets its e-mail from the wallet's sheet.
    const methods = shopPaymentMethods(record.shop.paymentMethods);
    if (req.paymentMethod && !methods.includes(req.paymentMethod)) {
      return fieldProblem('invalid-parameter', 'paymentMethod', `The shop does not take ${req.paymentMethod}.`);
    }
    if (settings.orders.requireEmail && !req.email && !req.paymentMethod) return fieldProblem('missing-parameter', 'email', 'missing-parameter');
    if (settings.orders.requirePhoneNumber && !req.phone) return fieldProblem('missing-parameter', 'phone', 'missing-parameter');

    const supported = shopOrderTypes(db, record.shop.id, settings.orderTypes);
    if (!supported.includes(req.orderType)) {
      return problem(422, 'shop-method-not-supported', `The shop does not offer ${req.orderType}.`, { supported });
    }
    if (req.spotId !== null) {
      const spot = findSpot(db, record.shop.id, req.spotId);
      if (!spot || spot.orderType !== req.orderType) {
        return fieldProblem('invalid-parameter', 'spotId', `Not a ${req.orderType} spot of this shop.`);
      }
    } else if (req.orderType === 'dineInPlace' && shopHasSpots(db, record.shop.id, 'dineInPlace')) {
      return fieldProblem('missing-parameter', 'spotId', 'missing-parameter');
    }

    const language = pickLanguage(c.req.header('accept-language'), getLanguages(db));
    const priced = priceItems(loadCatalogue(db, record, language), req.items);
    if (!priced.ok) {
      if (priced.unavailable.length > 0) {
        return problem(409, 'unavailable-products', 'Some products are not available.', { products: priced.unavailable });
      }
      return problem(400, 'invalid-parameter', VALIDATION_TITLE, { errors: priced.errors });
    }
    if (priced.lines.reduce((sum, line) => sum + lineAmount(line), 0) > MAX_AMOUNT) return orderTooLarge();
    const missing = missingRecipeItems(db, record.shop.id, priced.lines.map((l) => l.code));
    if (missing.length > 0) {
      return problem(422, 'create-order-failed-missing-recipe-items', 'The shop cannot make some of the products.', {
        products: missing.map((code) => ({ code })),
      });
    }
    if (deps.faults.take('create-order')) {
      return problem(502, 'create-order-failed', 'The shop could not create the order. Please try again.');
    }

    const chosenHold = req.holdId ? findHold(db, req.holdId) : undefined;
    const replacing = chosenHold && chosenHold.shop_id === record.shop.id && chosenHold.order_id === null ? chosenHold.id : undefined;

    const id = randomUUID();
    let location = '';
    let refused: Response | null = null;
    // The order, its hold and its key commit together: killed between them, a retry would order twice.
    const text = catchRollback(() => inTransaction(db, () => {
      insertOrder(db, {
        id,
        shopId: record.shop.id,
        accountId: accountOf(c.req.raw.headers),
        customerCodeHash: hashCustomerCode(req.customerCode),
        orderType: req.orderType,
        pickupTime: pickup.toISOString(),
        asap: req.asap,
        spotId: req.spotId,
        note: req.note,
        email: req.email,
        phone: req.phone,
        language,
        currency: record.currency,
        lines: priced.lines,
        now: now.toISOString(),
        priceValidUntil: new Date(now.getTime() + PRICE_VALID_MS).toISOString(),
      });
      // Kitchen capability: the order goes in a slot with room for its minutes of work and carries
      // the hold (the one chosen at checkout, when it names it) until it is paid. Planned inside
      // the transaction, so racing ASAP orders each find the next slot with room.
      const planned = kitchenEnabled(deps) ? planOrder(db, record, req.items, req.asap, pickup, now) : null;
      if (planned && !planned.ok) {
        refused = planned.response;
        throw ROLLBACK;
      }
      const plan: KitchenPlan | null = planned?.plan ?? null;
      if (plan) {
        const held = holdForOrder(db, record, plan, { orderId: id, now, replacing, holder: holderOf(c, deps, hashCustomerCode(req.customerCode)) });
        if (held instanceof Response) {
          refused = held;
          throw ROLLBACK;
        }
        run(db, 'UPDATE orders SET slot_start = ?, kitchen_load = ?, kitchen_stations = ? WHERE id = ?',
          plan.slot.toISOString(), plan.load.total, JSON.stringify(plan.load.stations), id);
      }
      const row = findOrderRow(db, id)!;
      location = `/api/order/${wireOrderId(deps.wire, orderRef(row))}`;
      const created = orderJsonText(deps, row);
      idempotency.store(201, created);
      return created;
    }));
    if (refused) return refused;
    return jsonText(text ?? '', 201, { Location: location });
  });

  /* ---------------------------------------------------------- POST /api/order/customer-code */
  // The app gives a guest a new key at sign-in and sign-out; their orders follow it. Knowing the
  // old code is the proof, as it is for reading; an account's orders stay with the account.
  app.post('/customer-code', async (c) => {
    const body = await readJsonBody(c.req.raw, MAX_BODY_CHARS);
    if (!body.ok) return body.response;
    const parsed = customerCodeChangeRequestSchema.safeParse(body.value);
    if (!parsed.success) return requestProblem(parsed.error, body.value);
    const old = customerCodeSchema.safeParse(c.req.header('x-customercode'));
    if (!old.success) return fieldProblem('missing-parameter', 'X-CustomerCode', 'The current customer code is required.');
    if (old.data === parsed.data.customerCode) return fieldProblem('invalid-parameter', 'customerCode', 'The new code must differ from the current one.');
    const { changes } = run(
      db,
      'UPDATE orders SET customer_code_hash = ? WHERE customer_code_hash = ? AND account_id IS NULL',
      hashCustomerCode(parsed.data.customerCode),
      hashCustomerCode(old.data),
    );
    return contractJson(customerCodeChangeResponseSchema, { moved: changes });
  });

  /* ---------------------------------------------------------- GET /api/order/:id */
  app.get('/:orderId', (c) => {
    const row = authorize(c.req.param('orderId'), c.req.raw.headers);
    if (!row) return failedFindOrder();
    const order = currentOrder(deps, row);
    return deps.wire.orderStatusOnly ? json(order.status) : orderResponse(deps, order);
  });

  /* ---------------------------------------------------------- POST /api/order/:id/payment */
  app.post('/:orderId/payment', async (c) => {
    const request = await authorizedBody(c.req.raw, c.req.param('orderId'));
    if (!request.ok) return request.response;
    // Nothing is awaited from here on.
    const { order: found, body } = request.value;
    const now = deps.now();
    const idempotency = beginIdempotency(db, `POST /api/order/${found.id}/payment`, c.req.raw.headers, body, now);
    if (idempotency.kind === 'respond') return idempotency.response;

    const parsed = paymentStartRequestSchema.safeParse(withoutNullAmount(body));
    if (!parsed.success) return requestProblem(parsed.error, body);
    if (!isAllowedReturnUrl(parsed.data.returnUrl, deps.config.returnOrigins)) {
      return fieldProblem('invalid-parameter', 'returnUrl', 'This return origin is not allowed.');
    }
    // Split-payments capability: the part this payment pays, in minor units (null: the whole unpaid
    // rest). An API answering only SPEC.md's fields has no such capability and pays the whole.
    const part = deps.wire.specFieldsOnly ? { ok: true as const, minor: null } : partAmount(parsed.data.amount, found.currency, deps.wire);
    if (!part.ok) return part.response;
    const order = currentOrder(deps, found);
    if (order.expired_at) return orderNotPayable('The order was not paid while its prices were valid (30 minutes); it has expired.');
    if (order.status !== 'CalculatedPrice' || order.paid_payment_id !== null) return orderNotPayable();
    const record = findShop(db, order.shop_id, { includeHidden: true });
    if (!record) return shopNotFound();
    const refusal = shopRefusal(record, order.asap === 1, order.asap === 1 ? now : new Date(order.pickup_time), now);
    if (refusal) return refusal;
    if (!shopPaymentMethods(record.shop.paymentMethods).includes(parsed.data.paymentMethod)) {
      return fieldProblem('invalid-parameter', 'paymentMethod', `The shop does not take ${parsed.data.paymentMethod}.`);
    }

    const paymentId = randomUUID();
    const redirectUrl = new URL(`/_provider/pay/${paymentId}`, new URL(c.req.url).origin).toString();
    const text = JSON.stringify(paymentStartResponseSchema.parse({ paymentId, status: 'Pending', redirectUrl }));
    // The payment and its key commit together, as an order and its key do; with the kitchen
    // capability the order's hold is checked again first: kept (and made to outlive the payment),
    // taken again if the slot still has room, or refused with the next free slots, before any payment exists.
    let refused: Response | null = null;
    catchRollback(() => inTransaction(db, () => {
      // What is still unpaid: the total less the captured parts. A part must fit in what the
      // payments under way leave of it (checked here, with nothing awaited since, so of two racing
      // parts that together exceed the rest the second is refused); a whole payment pays the rest.
      const rest = order.total - capturedAmount(db, order.id);
      if (part.minor !== null) {
        const open = Math.max(0, rest - pendingAmount(db, order.id, new Date(now.getTime() - PAYMENT_GRACE_MS).toISOString()));
        if (part.minor > open) {
          refused = problem(422, 'payment-amount-exceeds-rest', 'The amount is more than what is still to pay of the order.', {
            // In the wire's price unit: what is unpaid (total less captured parts), and of that what
            // a new part may pay now (the rest less the parts under way).
            unpaid: wireMoney(deps.wire, rest, order.currency),
            available: wireMoney(deps.wire, open, order.currency),
            errors: { amount: ['More than what is still to pay.'] },
          });
          throw ROLLBACK;
        }
      }
      const slotRefusal = recheckHold(order, record, now, holderOf(c, deps, order.customer_code_hash));
      if (slotRefusal) {
        refused = slotRefusal;
        throw ROLLBACK;
      }
      insertPayment(db, {
        id: paymentId,
        orderId: order.id,
        method: parsed.data.paymentMethod,
        amount: part.minor ?? rest,
        currency: order.currency,
        returnUrl: parsed.data.returnUrl,
        now: now.toISOString(),
      });
      idempotency.store(201, text);
    }));
    if (refused) return refused;
    return jsonText(text, 201);
  });

  /** The payment's re-check of an order's slot (kitchen capability): null when it may be paid. */
  const recheckHold = (order: OrderRow, record: ShopRecord, now: Date, holder: Holder): Response | null => {
    if (!kitchenEnabled(deps) || !order.slot_start || order.kitchen_load == null) return null;
    const live = liveHoldOfOrder(db, order.id, now);
    if (live) {
      extendHold(db, live.id, now);
      return null;
    }
    const plan = { settings: currentKitchen(db, record.shop.id), load: orderLoad(order), slot: new Date(order.slot_start) };
    // The payment step may use the whole slot; past the holder's budget it pays without a hold.
    const held = holdForOrder(db, record, plan, { orderId: order.id, now, holder, paying: true });
    return held instanceof Response ? held : null;
  };

  /* ---------------------------------------------------------- POST /api/order/:id/slot (kitchen) */
  // After slot-full: the unpaid order moves to another slot with room, keeping its lines.
  app.post('/:orderId/slot', async (c) => {
    if (!kitchenEnabled(deps)) return notFound();
    const request = await authorizedBody(c.req.raw, c.req.param('orderId'));
    if (!request.ok) return request.response;
    const { order: found, body } = request.value;
    const parsed = orderSlotRequestSchema.safeParse(body);
    if (!parsed.success) return requestProblem(parsed.error, body, { pickupTime: 'shop-error-invalid-date-time' });
    const order = currentOrder(deps, found);
    if (order.status !== 'CalculatedPrice' || order.paid_payment_id !== null) return orderNotPayable();
    const record = findShop(db, order.shop_id, { includeHidden: true });
    if (!record) return shopNotFound();
    const now = deps.now();
    const pickup = new Date(parsed.data.pickupTime);
    const refusal = shopRefusal(record, false, pickup, now);
    if (refusal) return refusal;
    return inTransaction(db, () => {
      const slot = slotStartOf(pickup);
      const plan = { settings: currentKitchen(db, record.shop.id), load: orderLoad(order), slot };
      // The moved hold keeps its first expiry (a move never re-arms the 45 minutes).
      const replacing = liveHoldOfOrder(db, order.id, now)?.id;
      const held = holdForOrder(db, record, plan, { orderId: order.id, now, replacing, holder: holderOf(c, deps, order.customer_code_hash), keepExpiry: true });
      if (held instanceof Response) return held;
      run(db, 'UPDATE orders SET pickup_time = ?, asap = 0, slot_start = ?, updated_at = ? WHERE id = ?',
        pickup.toISOString(), slot.toISOString(), now.toISOString(), order.id);
      return orderResponse(deps, findOrderRow(db, order.id)!);
    });
  });

  // The guest left or cancelled before paying: the order's hold is given back at once.
  app.delete('/:orderId/slot', (c) => {
    if (!kitchenEnabled(deps)) return notFound();
    const order = authorize(c.req.param('orderId'), c.req.raw.headers);
    if (!order) return failedFindOrder();
    if (order.status === 'CalculatedPrice') releaseOrderHolds(db, order.id, 'left', deps.now());
    return empty(204);
  });

  /* ---------------------------------------------------------- POST /api/order/:id/payment/:paymentId/confirm */
  app.post('/:orderId/payment/:paymentId/confirm', async (c) => {
    const request = await authorizedBody(c.req.raw, c.req.param('orderId'));
    if (!request.ok) return request.response;
    const { order: found, body } = request.value;
    // providerParameters are validated for shape only and otherwise ignored: the outcome is read
    // from what the provider recorded itself (our stand-in for a server-to-server status check).
    const parsed = paymentConfirmRequestSchema.safeParse(body);
    if (!parsed.success) return requestProblem(parsed.error, body);
    const payment = findPayment(db, found.id, c.req.param('paymentId'));
    if (!payment) return failedFindOrder();
    const order = currentOrder(deps, found);

    if (payment.confirmed_at !== null) return orderResponse(deps, order);
    if (payment.provider_result === null) {
      return problem(409, paymentProblemCode('03'), 'The payment has not been completed yet.', {
        paymentErrorCode: '03',
        paymentErrorName: 'notPaid',
        source: 'provider',
      });
    }
    const now = deps.now().toISOString();
    if (payment.provider_result !== 'approved') {
      inTransaction(db, () => {
        updatePayment(db, payment.id, 'Failed', payment.provider_code ?? '01', now, true);
        run(db, 'UPDATE orders SET updated_at = ? WHERE id = ?', now, order.id);
      });
      return orderResponse(deps, findOrderRow(db, order.id)!);
    }
    const captured = capturedAmount(db, order.id);
    if (order.paid_payment_id !== null || order.status !== 'CalculatedPrice' || captured + payment.amount > order.total) {
      // Never pay twice: a second approved payment is given back at once, and so is a part that
      // no longer fits (its share was paid by another payment after this one's page expired).
      updatePayment(db, payment.id, 'Refunded', null, now, true);
      return orderResponse(deps, findOrderRow(db, order.id)!);
    }
    if (captured + payment.amount < order.total) {
      // Split payments: a part is captured; the order waits for the rest (not in the kitchen yet).
      inTransaction(db, () => capturePart(deps, order, payment));
      return orderResponse(deps, findOrderRow(db, order.id)!);
    }
    if (deps.faults.take('send-order')) {
      inTransaction(db, () => {
        markPaid(deps, order, payment);
        releaseOrderHolds(db, order.id, 'cancelled', deps.now());
        rollback(deps, findOrderRow(db, order.id)!);
      });
      return problem(502, 'create-order-failed', 'The shop could not take the paid order; the payment was refunded.');
    }
    inTransaction(db, () => {
      markPaid(deps, order, payment);
      // Paid: the order now counts in its slot by itself until the kitchen marks it done.
      releaseOrderHolds(db, order.id, 'paid', deps.now());
      const paid = findOrderRow(db, order.id)!;
      if (paid.email) {
        const dto = mailedOrder(deps, paid, orderSchema.parse(orderDto(db, paid)));
        writeMail(db, {
          kind: 'order-confirmation',
          to: paid.email,
          orderId: order.id,
          now: deps.now(),
          ...confirmationMail(dto, mailShop(deps, order), orderLink(payment.return_url, dto.orderId, order.language), order.language),
        });
      }
    });
    return orderResponse(deps, findOrderRow(db, order.id)!);
  });

  /* ---------------------------------------------------------- POST /api/order/:id/receipt */
  app.post('/:orderId/receipt', async (c) => {
    const request = await authorizedBody(c.req.raw, c.req.param('orderId'));
    if (!request.ok) return request.response;
    const { order: found, body } = request.value;
    const parsed = receiptRequestSchema.safeParse(body);
    if (!parsed.success) return requestProblem(parsed.error, body);
    const order = currentOrder(deps, found);
    if (!PAID_STATUSES.includes(order.status)) return orderNotPayable('The order is not paid, so there is no receipt yet.');

    const now = deps.now();
    const since = new Date(now.getTime() - HOUR_MS).toISOString();
    const recent = one<{ n: number; oldest: string | null }>(
      db,
      `SELECT count(*) AS n, min(created_at) AS oldest FROM outbox_mail WHERE order_id = ? AND kind = 'receipt' AND created_at > ?`,
      order.id, since,
    );
    if ((recent?.n ?? 0) >= RECEIPTS_PER_HOUR) {
      const retryAfter = Math.max(1, Math.ceil((Date.parse(recent?.oldest ?? since) + HOUR_MS - now.getTime()) / 1000));
      return problem(429, 'rate-limited', 'Too many receipts for this order; try again later.', {}, { 'Retry-After': String(retryAfter) });
    }
    const email = parsed.data.email;
    if (email.toLowerCase() === 'fail@example.com' || deps.faults.take('email')) {
      return problem(502, 'email-failed', 'The receipt could not be sent.');
    }
    const dto = mailedOrder(deps, order, orderSchema.parse(orderDto(db, order)));
    const paidWith = order.paid_payment_id ? findPayment(db, order.id, order.paid_payment_id) : undefined;
    writeMail(db, {
      kind: 'receipt',
      to: email,
      orderId: order.id,
      now,
      ...receiptMail(dto, mailShop(deps, order), paidWith ? orderLink(paidWith.return_url, dto.orderId, order.language) : null, order.language),
    });
    return empty(202);
  });

  return app;
}

/** An order's stored minutes of work (kitchen capability). */
function orderLoad(order: OrderRow): Load {
  let stations: Record<string, number> = {};
  try {
    stations = JSON.parse(order.kitchen_stations ?? '{}') as Record<string, number>;
  } catch {
    stations = {};
  }
  return { total: order.kitchen_load ?? 0, stations };
}

/**
 * The order as a mail shows it: with the id the customer knows it by on the wire (its number with
 * numericOrderIds) and the kitchen's ready range, so an "as soon as possible" mail says when.
 */
function mailedOrder(deps: OrderDeps, row: OrderRow, dto: Order): Order {
  return { ...dto, ...orderKitchenFields(deps, row), orderId: String(wireOrderId(deps.wire, orderRef(row))) };
}

/** What a mail names of the order's shop: its name, the time zone its times are read in, and the order's table there. */
function mailShop(deps: OrderDeps, order: OrderRow): MailShop {
  const shop = findShop(deps.db, order.shop_id, { includeHidden: true })?.shop;
  return { name: shop?.name ?? 'the shop', timeZone: shop?.timeZone ?? null, spot: mailSpotName(deps.db, order.spot_id, order.language) };
}

/**
 * The app's order page: the origin the guest paid from (the returnUrl's) + /order/{orderId}, under
 * the order's language (/en/order/{orderId}) when it has one, so the link opens in the mail's
 * language whatever the device that opens it prefers.
 */
export function orderLink(returnUrl: string, orderId: string, language: string | null = null): string | null {
  try {
    const path = language && /^[a-z]{2}$/.test(language) ? `/${language}/order/${orderId}` : `/order/${orderId}`;
    return new URL(path, new URL(returnUrl).origin).toString();
  } catch {
    return null;
  }
}

/** `"amount": null` reads as no amount (a whole payment), as an optional field's null does in ASP.NET. */
function withoutNullAmount(body: unknown): unknown {
  if (body === null || typeof body !== 'object' || Array.isArray(body) || (body as { amount?: unknown }).amount !== null) return body;
  const { amount: _null, ...rest } = body as Record<string, unknown>;
  return rest;
}

/**
 * A payment start's `amount` (split-payments capability) in minor units: it is in the API's price
 * unit, so with `priceUnit: 'major'` 137.5 is 13750 öre. A non-integer number of minor units (or more
 * decimals than the currency has) is 400 invalid-parameter, as the schema's refusal of ≤ 0 is.
 */
function partAmount(amount: number | undefined, currency: string, wire: WireConfig): { ok: true; minor: number | null } | { ok: false; response: Response } {
  if (amount === undefined) return { ok: true, minor: null };
  const invalid = () => ({ ok: false as const, response: fieldProblem('invalid-parameter', 'amount', 'The amount must be a whole number of the price unit\'s smallest part, above 0.') });
  if (wire.priceUnit === 'major') {
    try {
      const minor = toMinor(amount, currency);
      return minor > 0 ? { ok: true, minor } : invalid();
    } catch {
      return invalid();
    }
  }
  return Number.isSafeInteger(amount) && amount > 0 ? { ok: true, minor: amount } : invalid();
}

/** Minor units as the wire writes money: as they are, or with `priceUnit: 'major'` in kronor/euros. */
const wireMoney = (wire: WireConfig, minor: number, currency: string): number => (wire.priceUnit === 'major' ? toMajor(minor, currency) : minor);
