import { parseOrderId } from '@/lib/http/params';
import { NO_STORE, toErrorResponse } from '@/lib/http/problem';
import { readOrder } from '@/lib/services/orders';

export async function GET(_request: Request, ctx: RouteContext<'/api/order/[orderId]'>) {
  try {
    const order = await readOrder(parseOrderId((await ctx.params).orderId));
    return Response.json(order, { headers: { 'cache-control': NO_STORE, vary: 'Cookie' } });
  } catch (error) {
    return toErrorResponse(error, '/api/order/[orderId]');
  }
}
