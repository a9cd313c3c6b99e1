import 'server-only';

import { AppError } from '@/lib/domain/app-error';

import { tag, TTL } from './cache';
import { seg, upstream } from './client';
import { UpstreamError } from './errors';
import { deliverySpotListSchema, menuSchema } from './schemas/index.ts';

export async function getMenu(shopId: number, locale: string) {
  try {
    return await upstream(`/api/shops/${seg(shopId)}/menu`, {
      schema: menuSchema,
      locale,
      tags: [tag.menu(shopId)],
      revalidate: TTL.menu,
    });
  } catch (error) {
    if (error instanceof UpstreamError && error.upstreamStatus === 404) throw new AppError('MENU_NOT_FOUND', 404);
    throw error;
  }
}

export const listDeliverySpots = (shopId: number) =>
  upstream(`/api/shops/${seg(shopId)}/delivery-spots`, {
    schema: deliverySpotListSchema,
    tags: [tag.spots(shopId)],
    revalidate: TTL.menu,
  });
