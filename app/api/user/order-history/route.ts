import { z } from 'zod';

import { AppError } from '@/lib/domain/app-error';
import { personalRoute } from '@/lib/http/handler';
import { currentAccessToken } from '@/lib/services/auth';
import { orderHistory } from '@/lib/upstream/identity';

const querySchema = z.object({ pageIndex: z.coerce.number().int().min(0).max(10_000), pageSize: z.coerce.number().int().min(1).max(50) });

/** SPEC.md §6: a guest gets an empty list, not an error. */
export const GET = personalRoute(
  '/api/user/order-history',
  async (request) => {
    const query = querySchema.safeParse(Object.fromEntries(new URL(request.url).searchParams));
    if (!query.success) throw new AppError('INVALID_INPUT', 400);
    const { pageIndex, pageSize } = query.data;
    const token = await currentAccessToken();
    if (!token) return Response.json({ pageIndex, pageSize, totalCount: 0, items: [] });
    return Response.json(await orderHistory(token, pageIndex, pageSize));
  },
  { write: false, account: true },
);
