import { parseOrderId } from '@/lib/http/params';
import { route } from '@/lib/http/route';
import { readOrder } from '@/lib/services/orders';

export const GET = route({ personal: true }, async (_request, ctx: RouteContext<'/api/order/[orderId]'>) =>
  Response.json(await readOrder(parseOrderId((await ctx.params).orderId))),
);
