import 'server-only';

import { z } from 'zod';

import { AppError } from '@/lib/domain/app-error';
import { ORDER_ID_PATTERN } from '@/lib/upstream/schemas/common.ts';

const shopIdSchema = z.coerce.number().int().positive().max(2_147_483_647);

/** A shop id from a URL; anything else is a 404, as an unknown shop would be. */
export function parseShopId(raw: string): number {
  const parsed = shopIdSchema.safeParse(/^\d{1,10}$/.test(raw) ? raw : undefined);
  if (!parsed.success) throw new AppError('SHOP_NOT_FOUND', 404);
  return parsed.data;
}

/** An order or payment id from a URL: plain characters only (a number included), else the order is simply not found. */
export function parseOrderId(raw: string): string {
  if (!ORDER_ID_PATTERN.test(raw)) throw new AppError('FAILED_FIND_ORDER', 404);
  return raw;
}
