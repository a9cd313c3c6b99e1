import { idempotencyKey, parseBody } from '@/lib/http/json-body';
import { isSameOrigin, NO_STORE, problem, toErrorResponse } from '@/lib/http/problem';
import { checkoutInputSchema, placeOrder } from '@/lib/services/orders';

export async function POST(request: Request) {
  if (!isSameOrigin(request)) return problem('FORBIDDEN_ORIGIN', 403);
  try {
    const order = await placeOrder(await parseBody(request, checkoutInputSchema), idempotencyKey(request));
    return Response.json(order, { status: 201, headers: { 'cache-control': NO_STORE } });
  } catch (error) {
    return toErrorResponse(error, '/api/order');
  }
}
