import 'server-only';

import { seg, upstream, upstreamFetch } from './client';
import { toUpstreamError } from './errors';
import {
  type OrderRequest,
  orderSchema,
  type PaymentMethod,
  paymentStartResponseSchema,
} from './schemas/index.ts';

/** Who asks: a guest proves ownership with the customer code; a signed-in customer with the token. */
export type Owner = { customerCode?: string; token?: string | null };
const guest = (owner: Owner | string): Record<string, string> => {
  const o = typeof owner === 'string' ? { customerCode: owner } : owner;
  return {
    ...(o.customerCode ? { 'x-customercode': o.customerCode } : {}),
    ...(o.token ? { authorization: `Bearer ${o.token}` } : {}),
  };
};

/** A signed-in customer's order is linked to the account, so it shows on any device. */
export const createOrder = (request: OrderRequest, idempotencyKey: string, token?: string | null) =>
  upstream('/api/order', {
    schema: orderSchema,
    method: 'POST',
    body: request,
    headers: { 'idempotency-key': idempotencyKey, ...(token ? { authorization: `Bearer ${token}` } : {}) },
  });

export const getOrder = (orderId: string, owner: Owner) =>
  upstream(`/api/order/${seg(orderId)}`, { schema: orderSchema, headers: guest(owner), personal: true });

export const startPayment = (orderId: string, customerCode: string, method: PaymentMethod, returnUrl: string, idempotencyKey: string) =>
  upstream(`/api/order/${seg(orderId)}/payment`, {
    schema: paymentStartResponseSchema,
    method: 'POST',
    body: { paymentMethod: method, returnUrl },
    headers: { ...guest(customerCode), 'idempotency-key': idempotencyKey },
  });

export const confirmPayment = (orderId: string, paymentId: string, customerCode: string, providerParameters: Record<string, string>) =>
  upstream(`/api/order/${seg(orderId)}/payment/${seg(paymentId)}/confirm`, {
    schema: orderSchema,
    method: 'POST',
    body: { providerParameters },
    headers: guest(customerCode),
  });

export async function sendReceipt(orderId: string, customerCode: string, email: string): Promise<void> {
  const response = await upstreamFetch(`/api/order/${seg(orderId)}/receipt`, {
    method: 'POST',
    cache: 'no-store',
    headers: { 'content-type': 'application/json', ...guest(customerCode) },
    body: JSON.stringify({ email }),
  });
  if (!response.ok) throw await toUpstreamError(response);
}

export type { Order } from './schemas/index.ts';
