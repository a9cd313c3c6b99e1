import { parseOrderId } from '@/lib/http/params';
import { requestLocale } from '@/lib/http/request-locale';
import { route } from '@/lib/http/route';
import { inGuestLanguage } from '@/lib/services/order-names';
import { readOrder } from '@/lib/services/orders';

/** The order, its lines named in the guest's language. */
export const GET = route({ personal: true }, async (request, ctx: RouteContext<'/api/order/[orderId]'>) =>
  Response.json(await inGuestLanguage(await readOrder(parseOrderId((await ctx.params).orderId)), requestLocale(request))),
);
