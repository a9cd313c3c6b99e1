import 'server-only';

import { seg, upstream, upstreamCommand } from './client';
import { UpstreamError } from './errors';
import { toUpstreamMoney } from './money';
import { tolerantOrderReadSchema, tolerantOrderSchema, tolerantPaymentStartSchema } from './read-order.ts';
import {
  customerCodeChangeResponseSchema,
  type OrderCapabilities,
  orderCapabilitiesSchema,
  type OrderRequest,
  type PaymentMethod,
} from './schemas/index.ts';

/** Who asks: a guest proves ownership with the customer code; a signed-in customer with the token. */
type Owner = { customerCode?: string; token?: string | null };

const ownerHeaders = (owner: Owner): Record<string, string> => ({
  ...(owner.customerCode ? { 'x-customercode': owner.customerCode } : {}),
  ...(owner.token ? { authorization: `Bearer ${owner.token}` } : {}),
});

/** How long the API's answer about its capabilities is kept; a failed ask is tried again sooner. */
const CAPABILITIES_TTL_MS = 5 * 60_000;
const CAPABILITIES_RETRY_MS = 30_000;
let capabilities: { value: Promise<OrderCapabilities>; until: number } | undefined;

/**
 * What the restaurant's API promises about orders (GET /api/order/capabilities), asked once per
 * few minutes per process, never per order. An API without the call (SPEC.md names none), or one
 * that cannot answer now, promises nothing: its creates are then never sent twice.
 */
export function orderCapabilities(): Promise<OrderCapabilities> {
  const now = Date.now();
  if (capabilities && capabilities.until > now) return capabilities.value;
  const entry = { until: now + CAPABILITIES_TTL_MS, value: Promise.resolve<OrderCapabilities>({}) };
  entry.value = upstream('/api/order/capabilities', { schema: orderCapabilitiesSchema, personal: true }).catch((error: unknown) => {
    const absent = error instanceof UpstreamError && error.upstreamStatus >= 400 && error.upstreamStatus < 500;
    if (!absent) entry.until = Date.now() + CAPABILITIES_RETRY_MS;
    return {};
  });
  capabilities = entry;
  return entry.value;
}

/** Whether a lost answer to a create or payment start may be asked again with the same Idempotency-Key. */
const honoursIdempotencyKey = async () => (await orderCapabilities()).idempotencyKey === true;

/**
 * A signed-in customer's order is linked to the account, so it shows on any device. The guest's
 * language goes as Accept-Language: the restaurant names the lines and writes its mails in it.
 */
export const createOrder = async (request: OrderRequest, idempotencyKey: string, token?: string | null, locale?: string) =>
  upstream('/api/order', {
    schema: tolerantOrderSchema,
    method: 'POST',
    body: request,
    headers: { 'idempotency-key': idempotencyKey, ...ownerHeaders({ token }) },
    resendWithKey: await honoursIdempotencyKey(),
    ...(locale ? { locale } : {}),
  });

/** The order, or only its status when that is all the upstream answers ("Added", as JSON or as plain text). */
export const getOrder = (orderId: string, owner: Owner) =>
  upstream(`/api/order/${seg(orderId)}`, { schema: tolerantOrderReadSchema, headers: ownerHeaders(owner), personal: true, plainText: true });

/** `amount` (minor units; split-payments capability): this payment pays only that part of the order. */
export const startPayment = async (orderId: string, customerCode: string, method: PaymentMethod, returnUrl: string, idempotencyKey: string, amount?: number) =>
  upstream(`/api/order/${seg(orderId)}/payment`, {
    schema: tolerantPaymentStartSchema,
    method: 'POST',
    body: { paymentMethod: method, returnUrl, ...(amount === undefined ? {} : { amount: toUpstreamMoney(amount) }) },
    headers: { ...ownerHeaders({ customerCode }), 'idempotency-key': idempotencyKey },
    resendWithKey: await honoursIdempotencyKey(),
  });

export const confirmPayment = (orderId: string, paymentId: string, customerCode: string, providerParameters: Record<string, string>) =>
  upstream(`/api/order/${seg(orderId)}/payment/${seg(paymentId)}/confirm`, {
    schema: tolerantOrderSchema,
    method: 'POST',
    body: { providerParameters },
    headers: ownerHeaders({ customerCode }),
  });

export const sendReceipt = (orderId: string, customerCode: string, email: string) =>
  upstreamCommand(`/api/order/${seg(orderId)}/receipt`, { method: 'POST', body: { email }, headers: ownerHeaders({ customerCode }) });

/** The guest's orders (not an account's) move from one customer code to another: the guest's new key. */
export const moveGuestOrders = (from: string, to: string) =>
  upstream('/api/order/customer-code', {
    schema: customerCodeChangeResponseSchema,
    method: 'POST',
    body: { customerCode: to },
    headers: ownerHeaders({ customerCode: from }),
  });
