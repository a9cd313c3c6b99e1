import { AppError } from '@/lib/domain/app-error';
import { route } from '@/lib/http/route';
import { accountsEnabled } from '@/lib/services/accounts';
import { orderHistoryQuerySchema, readOrderHistory } from '@/lib/services/user';

export const GET = route({ personal: true, accountsEnabled }, async (request) => {
  const query = orderHistoryQuerySchema.safeParse(Object.fromEntries(new URL(request.url).searchParams));
  if (!query.success) throw new AppError('INVALID_INPUT', 400);
  return Response.json(await readOrderHistory(query.data));
});
