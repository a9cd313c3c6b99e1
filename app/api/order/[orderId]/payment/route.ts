import { z } from 'zod';

import { idempotencyKey, parseBody } from '@/lib/http/json-body';
import { parseOrderId } from '@/lib/http/params';
import { isSameOrigin, NO_STORE, problem, toErrorResponse } from '@/lib/http/problem';
import { payOrder } from '@/lib/services/orders';

const bodySchema = z.object({ paymentMethod: z.enum(['card', 'swish']), shopId: z.number().int().positive() });

/** Starts a payment and answers with the provider page the browser should go to. */
export async function POST(request: Request, ctx: RouteContext<'/api/order/[orderId]/payment'>) {
  if (!isSameOrigin(request)) return problem('FORBIDDEN_ORIGIN', 403);
  try {
    const orderId = parseOrderId((await ctx.params).orderId);
    const body = await parseBody(request, bodySchema);
    const origin = new URL(request.headers.get('origin')!).origin;
    const payment = await payOrder(orderId, body.shopId, body.paymentMethod, origin, idempotencyKey(request));
    return Response.json(payment, { status: 201, headers: { 'cache-control': NO_STORE } });
  } catch (error) {
    return toErrorResponse(error, '/api/order/[orderId]/payment');
  }
}
