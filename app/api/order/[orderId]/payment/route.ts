import { z } from 'zod';

import { LOCALES } from '@/lib/domain/locale/locale';
import { PAYMENT_METHODS } from '@/lib/domain/orders/order';
import { idempotencyKey, parseBody } from '@/lib/http/json-body';
import { appOrigin } from '@/lib/http/origin';
import { parseOrderId } from '@/lib/http/params';
import { route } from '@/lib/http/route';
import { payOrder } from '@/lib/services/orders';

/** `languagePrefix`: the language of the page's address when it has one (/en/…), to come back under. */
const bodySchema = z.object({ paymentMethod: z.enum(PAYMENT_METHODS), shopId: z.number().int().positive(), languagePrefix: z.enum(LOCALES).optional() });

/** Starts a payment and answers with the provider page the browser should go to. */
export const POST = route({ personal: true }, async (request, ctx: RouteContext<'/api/order/[orderId]/payment'>) => {
  const orderId = parseOrderId((await ctx.params).orderId);
  const body = await parseBody(request, bodySchema);
  // The wrapper has checked that the Origin is the app's own: PUBLIC_BASE_URL (in development the request's).
  // The guest comes back to the payment page at the kind of address they paid from (/en/… or plain).
  const payment = await payOrder(orderId, body.shopId, body.paymentMethod, appOrigin(request)!, idempotencyKey(request), body.languagePrefix);
  return Response.json(payment, { status: 201 });
});
