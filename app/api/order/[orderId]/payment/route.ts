import { z } from 'zod';

import { idempotencyKey, parseBody } from '@/lib/http/json-body';
import { parseOrderId } from '@/lib/http/params';
import { route } from '@/lib/http/route';
import { payOrder } from '@/lib/services/orders';

const bodySchema = z.object({ paymentMethod: z.enum(['card', 'swish']), shopId: z.number().int().positive() });

/** Starts a payment and answers with the provider page the browser should go to. */
export const POST = route({ personal: true }, async (request, ctx: RouteContext<'/api/order/[orderId]/payment'>) => {
  const orderId = parseOrderId((await ctx.params).orderId);
  const body = await parseBody(request, bodySchema);
  // The wrapper has checked that the Origin is our own, so it is where the guest comes back to.
  const origin = new URL(request.headers.get('origin')!).origin;
  const payment = await payOrder(orderId, body.shopId, body.paymentMethod, origin, idempotencyKey(request));
  return Response.json(payment, { status: 201 });
});
