import 'server-only';

import { z } from 'zod';

import { seg, upstream, upstreamFetch } from './client';
import { toUpstreamError } from './errors';
import {
  type OrderRequest,
  orderSchema,
  type PaymentMethod,
  paymentStartResponseSchema,
} from './schemas/index.ts';

/** Guests prove they own an order with their customer code, sent only server to server. */
const guest = (customerCode: string) => ({ 'x-customercode': customerCode });

export const createOrder = (request: OrderRequest, idempotencyKey: string) =>
  upstream('/api/order', { schema: orderSchema, method: 'POST', body: request, headers: { 'idempotency-key': idempotencyKey } });

export const getOrder = (orderId: string, customerCode: string) =>
  upstream(`/api/order/${seg(orderId)}`, { schema: orderSchema, headers: guest(customerCode), personal: true });

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
export const orderIdSchema = z.string().regex(/^[A-Za-z0-9-]{8,64}$/);
