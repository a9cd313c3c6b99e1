import { z } from 'zod';

import { parseBody } from '@/lib/http/json-body';
import { parseOrderId } from '@/lib/http/params';
import { isSameOrigin, NO_STORE, problem, toErrorResponse } from '@/lib/http/problem';
import { emailReceipt } from '@/lib/services/orders';

const bodySchema = z.object({ email: z.email().max(254) });

export async function POST(request: Request, ctx: RouteContext<'/api/order/[orderId]/receipt'>) {
  if (!isSameOrigin(request)) return problem('FORBIDDEN_ORIGIN', 403);
  try {
    const orderId = parseOrderId((await ctx.params).orderId);
    await emailReceipt(orderId, (await parseBody(request, bodySchema)).email);
    return new Response(null, { status: 202, headers: { 'cache-control': NO_STORE } });
  } catch (error) {
    return toErrorResponse(error, '/api/order/[orderId]/receipt');
  }
}
