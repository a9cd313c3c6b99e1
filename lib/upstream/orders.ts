import 'server-only';

import { seg, upstream, upstreamCommand } from './client';
import { tolerantOrderReadSchema, tolerantOrderSchema, tolerantPaymentStartSchema } from './read-order.ts';
import { customerCodeChangeResponseSchema, type OrderRequest, type PaymentMethod } from './schemas/index.ts';

/** Who asks: a guest proves ownership with the customer code; a signed-in customer with the token. */
type Owner = { customerCode?: string; token?: string | null };

const ownerHeaders = (owner: Owner): Record<string, string> => ({
  ...(owner.customerCode ? { 'x-customercode': owner.customerCode } : {}),
  ...(owner.token ? { authorization: `Bearer ${owner.token}` } : {}),
});

/**
 * A signed-in customer's order is linked to the account, so it shows on any device. The guest's
 * language goes as Accept-Language: the restaurant names the lines and writes its mails in it.
 */
export const createOrder = (request: OrderRequest, idempotencyKey: string, token?: string | null, locale?: string) =>
  upstream('/api/order', {
    schema: tolerantOrderSchema,
    method: 'POST',
    body: request,
    headers: { 'idempotency-key': idempotencyKey, ...ownerHeaders({ token }) },
    ...(locale ? { locale } : {}),
  });

/** The order, or only its status when that is all the upstream answers ("Added", as JSON or as plain text). */
export const getOrder = (orderId: string, owner: Owner) =>
  upstream(`/api/order/${seg(orderId)}`, { schema: tolerantOrderReadSchema, headers: ownerHeaders(owner), personal: true, plainText: true });

export const startPayment = (orderId: string, customerCode: string, method: PaymentMethod, returnUrl: string, idempotencyKey: string) =>
  upstream(`/api/order/${seg(orderId)}/payment`, {
    schema: tolerantPaymentStartSchema,
    method: 'POST',
    body: { paymentMethod: method, returnUrl },
    headers: { ...ownerHeaders({ customerCode }), 'idempotency-key': idempotencyKey },
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
