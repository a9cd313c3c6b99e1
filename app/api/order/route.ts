import { idempotencyKey, parseBody } from '@/lib/http/json-body';
import { route } from '@/lib/http/route';
import { checkoutInputSchema, placeOrder } from '@/lib/services/orders';

export const POST = route({ personal: true }, async (request) => {
  const order = await placeOrder(await parseBody(request, checkoutInputSchema), idempotencyKey(request));
  return Response.json(order, { status: 201 });
});
