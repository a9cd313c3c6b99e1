import { idempotencyKey, parseBody } from '@/lib/http/json-body';
import { requestLocale } from '@/lib/http/request-locale';
import { route } from '@/lib/http/route';
import { inGuestLanguage } from '@/lib/services/order-names';
import { checkoutInputSchema, placeOrder } from '@/lib/services/orders';

export const POST = route({ personal: true }, async (request) => {
  const locale = requestLocale(request);
  const order = await inGuestLanguage(await placeOrder(await parseBody(request, checkoutInputSchema), idempotencyKey(request), locale), locale);
  return Response.json(order, { status: 201 });
});
