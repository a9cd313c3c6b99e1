// An order as a restaurant's API written by someone else may send it, made into our contract's
// shape (schemas/orders.ts) before that checks it:
// - the status by any of SPEC.md's names, in any case: the polling statuses (CalculatedPrice …
//   Delivered) and the line statuses (calculatedPrice, added, started, finnished, done,
//   delivered, rollbacked); an unknown status is shown as "in progress" (Started) and logged
//   with its raw value, never an error page;
// - the id as a string or a number;
// - money in the restaurant's unit (lib/upstream/money.ts);
// - an empty string or an omitted key where the contract has a nullable one reads as null.
// Whatever is still missing after that (no id, no lines, no total) fails the contract's check as
// before: an order the app cannot show correctly is not guessed.
import { z } from 'zod';

import type { OrderStatus } from '../domain/orders/order.ts';
import { type PriceUnit, priceUnitOf, readMoney } from './money.ts';
import { orderSchema, PAYMENT_STATUSES, paymentStartResponseSchema } from './schemas/orders.ts';

const STATUS_BY_NAME: Record<string, OrderStatus> = {
  calculatedprice: 'CalculatedPrice',
  added: 'Added',
  started: 'Started',
  finnished: 'Done',
  finished: 'Done',
  done: 'Done',
  delivered: 'Delivered',
  rollbacked: 'Rollbacked',
};

/** The status of an order by any name SPEC.md gives it; an unknown one is "in progress", and `unknown` hears of it. */
export function readOrderStatus(raw: unknown, unknown: (value: string) => void = logUnknownStatus): OrderStatus {
  const name = typeof raw === 'string' ? raw.trim().toLowerCase() : '';
  const known = STATUS_BY_NAME[name];
  if (known) return known;
  unknown(String(raw).slice(0, 40));
  return 'Started';
}

const logUnknownStatus = (value: string) => console.warn(`[bff] order status ${JSON.stringify(value)} is not one SPEC.md names: shown as in progress`);

const record = (raw: unknown): Record<string, unknown> | undefined => (raw && typeof raw === 'object' && !Array.isArray(raw) ? (raw as Record<string, unknown>) : undefined);
const nullable = (raw: unknown): unknown => (raw === undefined || raw === '' ? null : raw);
const id = (raw: unknown): unknown => (typeof raw === 'number' && Number.isSafeInteger(raw) && raw >= 0 ? String(raw) : raw);
/** Money read in the restaurant's unit; what is not money stays as it was, for the contract to refuse. */
const money = (raw: unknown, unit: PriceUnit): unknown => readMoney(raw, unit) ?? raw;

function readLine(raw: unknown, unit: PriceUnit, onlyRate: number | undefined): unknown {
  const line = record(raw);
  if (!line) return raw;
  return {
    ...line,
    // A line without its VAT rate has the order's one rate, when the order has only one.
    taxPercent: line.taxPercent ?? onlyRate ?? 0,
    unitPrice: money(line.unitPrice, unit),
    amount: money(line.amount, unit),
    choices: Array.isArray(line.choices)
      ? line.choices.map((c) => {
          const choice = record(c);
          return choice ? { ...choice, unitPrice: money(choice.unitPrice, unit), amount: money(choice.amount, unit) } : c;
        })
      : (line.choices ?? []),
  };
}

const paymentStatus = (raw: unknown): unknown =>
  (typeof raw === 'string' && PAYMENT_STATUSES.find((s) => s.toLowerCase() === raw.trim().toLowerCase())) || raw;

function readPayment(raw: unknown): unknown {
  const payment = record(raw);
  if (!payment) return raw === undefined || raw === null ? { status: 'NotStarted', method: null, error: null } : raw;
  return { ...payment, status: paymentStatus(payment.status), method: nullable(payment.method), error: nullable(payment.error) };
}

/** The order in the contract's shape, as far as it can be made so (then checked by orderSchema). */
export function normaliseOrder(raw: unknown, unit: PriceUnit = priceUnitOf()): unknown {
  const order = record(raw);
  if (!order) return raw;
  const createdAt = order.createdAt ?? order.created;
  const rates = Array.isArray(order.tax) ? [...new Set(order.tax.map((t) => record(t)?.rate))] : [];
  const onlyRate = rates.length === 1 && typeof rates[0] === 'number' ? rates[0] : undefined;
  return {
    ...order,
    asap: order.asap ?? false,
    orderId: id(order.orderId ?? order.id),
    status: readOrderStatus(order.status),
    note: nullable(order.note),
    spotId: nullable(order.spotId),
    lines: Array.isArray(order.lines) ? order.lines.map((line) => readLine(line, unit, onlyRate)) : order.lines,
    tax: Array.isArray(order.tax)
      ? order.tax.map((t) => {
          const entry = record(t);
          return entry ? { ...entry, base: money(entry.base, unit), amount: money(entry.amount, unit) } : t;
        })
      : (order.tax ?? []),
    taxTotal: money(order.taxTotal ?? 0, unit),
    total: money(order.total, unit),
    payment: readPayment(order.payment),
    createdAt,
    updatedAt: order.updatedAt ?? createdAt,
    pickupNumber: pickupNumber(order.pickupNumber),
    // Split-payments capability: what is captured so far, and each part, in the restaurant's unit.
    ...(order.paidAmount === undefined || order.paidAmount === null ? {} : { paidAmount: money(order.paidAmount, unit) }),
    ...(Array.isArray(order.payments)
      ? {
          payments: order.payments.map((p) => {
            const part = record(p);
            return part ? { ...part, paymentId: id(part.paymentId ?? part.id), amount: money(part.amount, unit), status: paymentStatus(part.status), method: nullable(part.method) } : p;
          }),
        }
      : {}),
  };
}

/** A pickup number as text; one that is not a short number or code is left out (the id's short form shows instead). */
function pickupNumber(raw: unknown): string | undefined {
  const text = typeof raw === 'number' && Number.isSafeInteger(raw) && raw >= 0 ? String(raw) : typeof raw === 'string' ? raw.trim() : '';
  return /^[A-Za-z0-9-]{1,12}$/.test(text) ? text : undefined;
}

/** An order answer, tolerantly read (schemas/orders.ts checks the result). */
export const tolerantOrderSchema = z.unknown().transform((raw) => normaliseOrder(raw)).pipe(orderSchema);

/** GET /api/order/{id}: the whole order, or only its status as a string (any of SPEC.md's names). */
export const tolerantOrderReadSchema = z.union([
  z
    .string()
    .trim()
    .regex(/^[A-Za-z_]{1,40}$/)
    .transform((raw) => readOrderStatus(raw)),
  tolerantOrderSchema,
]);

/** POST /api/order/{id}/payment: the payment's id as a string or a number, its status in any case. */
export const tolerantPaymentStartSchema = z
  .unknown()
  .transform((raw) => {
    const answer = record(raw);
    return answer ? { ...answer, paymentId: id(answer.paymentId), status: paymentStatus(answer.status) } : raw;
  })
  .pipe(paymentStartResponseSchema);
