import { z } from 'zod';

import { parseBody } from '@/lib/http/json-body';
import { parseOrderId } from '@/lib/http/params';
import { requestLocale } from '@/lib/http/request-locale';
import { route } from '@/lib/http/route';
import { inGuestLanguage } from '@/lib/services/order-names';
import { confirmOrderPayment } from '@/lib/services/orders';

const bodySchema = z.object({ providerParameters: z.record(z.string().max(50), z.string().max(500)) });

/** After the provider sent the guest back: the upstream checks the payment itself (idempotent). */
export const POST = route(
  { personal: true },
  async (request, ctx: RouteContext<'/api/order/[orderId]/payment/[paymentId]/confirm'>) => {
    const { orderId, paymentId } = await ctx.params;
    const body = await parseBody(request, bodySchema);
    const order = await confirmOrderPayment(parseOrderId(orderId), parseOrderId(paymentId), body.providerParameters);
    return Response.json(await inGuestLanguage(order, requestLocale(request)));
  },
);
