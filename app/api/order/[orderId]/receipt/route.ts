import { z } from 'zod';

import { parseBody } from '@/lib/http/json-body';
import { parseOrderId } from '@/lib/http/params';
import { route } from '@/lib/http/route';
import { emailReceipt } from '@/lib/services/orders';

const bodySchema = z.object({ email: z.email().max(254) });

export const POST = route({ personal: true }, async (request, ctx: RouteContext<'/api/order/[orderId]/receipt'>) => {
  const orderId = parseOrderId((await ctx.params).orderId);
  await emailReceipt(orderId, (await parseBody(request, bodySchema)).email);
  return new Response(null, { status: 202 });
});
