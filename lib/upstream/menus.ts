import 'server-only';

import { z } from 'zod';

import { AppError } from '@/lib/domain/app-error';

import { tag, TTL } from './cache';
import { seg, upstream } from './client';
import { UpstreamError } from './errors';
import { readMenu, type Skipped } from './read-menu';
import { deliverySpotListSchema } from './schemas/index.ts';

/**
 * A shop's menu, read item by item (lib/upstream/read-menu.ts): an item that cannot be read is
 * left out and logged, the rest stays orderable; only a menu without a list of items fails.
 */
const menuSchemas = new Map<number, ReturnType<typeof makeTolerantMenu>>();
/** One schema per shop, made once (a schema is costly to make, and the parsed menu is kept per schema: lib/upstream/client.ts). */
function tolerantMenu(shopId: number) {
  let schema = menuSchemas.get(shopId);
  if (!schema) {
    if (menuSchemas.size >= 1000) menuSchemas.clear();
    menuSchemas.set(shopId, (schema = makeTolerantMenu(shopId)));
  }
  return schema;
}

const makeTolerantMenu = (shopId: number) =>
  z.unknown().transform((raw, ctx) => {
    const skipped: Skipped[] = [];
    const menu = readMenu(raw, skipped);
    if (skipped.length > 0) {
      console.warn(`[bff] menu of shop ${shopId}: left out ${skipped.length} unreadable item(s): ${skipped.slice(0, 10).map((s) => `${s.what} ${JSON.stringify(s.id)}`).join(', ')}`);
    }
    if (!menu) {
      ctx.addIssue({ code: 'custom', message: 'a menu has a list of items' });
      return z.NEVER;
    }
    return menu;
  });

export async function getMenu(shopId: number, locale: string) {
  try {
    return await upstream(`/api/shops/${seg(shopId)}/menu`, {
      schema: tolerantMenu(shopId),
      locale,
      tags: [tag.menu(shopId)],
      revalidate: TTL.menu,
    });
  } catch (error) {
    if (error instanceof UpstreamError && error.upstreamStatus === 404) throw new AppError('MENU_NOT_FOUND', 404, `The menu could not be found for shop with id ${shopId}`, { shopId });
    throw error;
  }
}

export const listDeliverySpots = (shopId: number) =>
  upstream(`/api/shops/${seg(shopId)}/delivery-spots`, {
    schema: deliverySpotListSchema,
    tags: [tag.spots(shopId)],
    revalidate: TTL.menu,
  });
