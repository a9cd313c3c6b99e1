import { z } from 'zod';

import { idempotencyKey, parseBody } from '@/lib/http/json-body';
import { appOrigin } from '@/lib/http/origin';
import { parseOrderId } from '@/lib/http/params';
import { pageLanguage } from '@/lib/http/request-locale';
import { route } from '@/lib/http/route';
import { payOrder } from '@/lib/services/orders';

const bodySchema = z.object({ paymentMethod: z.enum(['card', 'swish']), shopId: z.number().int().positive() });

/** Starts a payment and answers with the provider page the browser should go to. */
export const POST = route({ personal: true }, async (request, ctx: RouteContext<'/api/order/[orderId]/payment'>) => {
  const orderId = parseOrderId((await ctx.params).orderId);
  const body = await parseBody(request, bodySchema);
  // The wrapper has checked that the Origin is the app's own: PUBLIC_BASE_URL (in development the request's).
  // The guest comes back to the payment page in the language they paid from.
  const payment = await payOrder(orderId, body.shopId, body.paymentMethod, appOrigin(request)!, idempotencyKey(request), pageLanguage(request));
  return Response.json(payment, { status: 201 });
});
