import 'server-only';

import { z } from 'zod';

import { AppError } from '@/lib/domain/app-error';

import { tag, TTL } from './cache';
import { seg, upstream } from './client';
import { UpstreamError } from './errors';
import { readMenu, type Skipped } from './read-menu';
import { readDeliverySpots, type SkippedSpot } from './read-spots.ts';

/**
 * One schema per shop, made once (a schema is costly to make, and what it read is kept per schema:
 * lib/upstream/client.ts), so that what a reader leaves out is logged once per answer, by shop.
 */
function perShop<S>(make: (shopId: number) => S): (shopId: number) => S {
  const made = new Map<number, S>();
  return (shopId) => {
    let schema = made.get(shopId);
    if (!schema) {
      if (made.size >= 1000) made.clear();
      made.set(shopId, (schema = make(shopId)));
    }
    return schema;
  };
}

/**
 * A shop's menu, read item by item (lib/upstream/read-menu.ts): an item that cannot be read is
 * left out and logged, the rest stays orderable; only a menu without a list of items fails.
 */
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
const tolerantMenu = perShop(makeTolerantMenu);

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

/**
 * A shop's delivery spots, read spot by spot (lib/upstream/read-spots.ts): a spot that cannot be
 * read is left out and logged, the others stay choosable; only an answer that is not a list fails.
 */
const tolerantSpots = perShop((shopId: number) =>
  z.unknown().transform((raw, ctx) => {
    const skipped: SkippedSpot[] = [];
    const spots = readDeliverySpots(raw, skipped);
    if (skipped.length > 0) {
      console.warn(`[bff] delivery spots of shop ${shopId}: left out ${skipped.length} unreadable spot(s): ${skipped.slice(0, 10).map((s) => s.id).join(', ')}`);
    }
    if (!spots) {
      ctx.addIssue({ code: 'custom', message: 'delivery spots are a list' });
      return z.NEVER;
    }
    return spots;
  }),
);

export const listDeliverySpots = (shopId: number) =>
  upstream(`/api/shops/${seg(shopId)}/delivery-spots`, {
    schema: tolerantSpots(shopId),
    tags: [tag.spots(shopId)],
    revalidate: TTL.menu,
  });
