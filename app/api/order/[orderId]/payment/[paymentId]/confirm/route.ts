import { z } from 'zod';

import { parseBody } from '@/lib/http/json-body';
import { parseOrderId } from '@/lib/http/params';
import { isSameOrigin, NO_STORE, problem, toErrorResponse } from '@/lib/http/problem';
import { confirmOrderPayment } from '@/lib/services/orders';

const bodySchema = z.object({ providerParameters: z.record(z.string().max(50), z.string().max(500)) });

/** After the provider sent the guest back: the upstream checks the payment itself (idempotent). */
export async function POST(request: Request, ctx: RouteContext<'/api/order/[orderId]/payment/[paymentId]/confirm'>) {
  if (!isSameOrigin(request)) return problem('FORBIDDEN_ORIGIN', 403);
  try {
    const { orderId, paymentId } = await ctx.params;
    const body = await parseBody(request, bodySchema);
    const order = await confirmOrderPayment(parseOrderId(orderId), parseOrderId(paymentId), body.providerParameters);
    return Response.json(order, { headers: { 'cache-control': NO_STORE } });
  } catch (error) {
    return toErrorResponse(error, '/api/order/[orderId]/payment/[paymentId]/confirm');
  }
}
