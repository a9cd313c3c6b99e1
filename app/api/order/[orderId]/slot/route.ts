import { z } from 'zod';

import { parseBody } from '@/lib/http/json-body';
import { parseOrderId } from '@/lib/http/params';
import { route } from '@/lib/http/route';
import { moveToSlot } from '@/lib/services/kitchen';

const bodySchema = z.object({ pickupTime: z.iso.datetime({ offset: true }) });

/** After SLOT_FULL: the unpaid order moves to the slot the guest tapped (the basket and the order's lines stay). */
export const POST = route({ personal: true }, async (request, ctx: RouteContext<'/api/order/[orderId]/slot'>) => {
  const orderId = parseOrderId((await ctx.params).orderId);
  const { pickupTime } = await parseBody(request, bodySchema);
  return Response.json(await moveToSlot(orderId, pickupTime));
});
