// zod/mini: this schema ships to the browser, where full zod would add ~30 kB gzip.
import * as z from 'zod/mini';

import { ORDER_TYPES } from '../orders/order';

const i18nSchema = z.array(z.object({ language: z.string().check(z.maxLength(10)), text: z.string().check(z.maxLength(2000)) })).check(z.maxLength(20));

export const basketArticleSchema = z.object({
  code: z.string().check(z.minLength(1), z.maxLength(50)),
  description: z.string().check(z.maxLength(200)),
  price: z.int().check(z.minimum(0)),
  i18n: i18nSchema,
  imageUrl: z.nullable(z.string().check(z.maxLength(300))),
  /** A campaign's label in every language, as the menu gives it (older saved baskets have none). */
  campaigns: z.array(z.object({ code: z.string(), name: z.string(), i18n: z.optional(i18nSchema) })).check(z.maxLength(20)),
  taxPercent: z.optional(z.number().check(z.minimum(0), z.maximum(100))),
  allergens: z.optional(z.array(z.string().check(z.maxLength(30))).check(z.maxLength(14))),
});

export const basketItemSchema = z.object({
  id: z.string().check(z.minLength(1), z.maxLength(64)),
  type: z.enum(['article', 'other']),
  /** Where the article sits in the menu, so the line can be edited from the basket. */
  categoryPath: z.optional(z.array(z.string().check(z.maxLength(100))).check(z.maxLength(10))),
  quantity: z.int().check(z.minimum(1), z.maximum(99)),
  article: basketArticleSchema,
  choices: z
    .array(z.object({ level: z.int().check(z.minimum(0)), code: z.string().check(z.maxLength(50)), article: basketArticleSchema }))
    .check(z.maxLength(50)),
});

/** The most lines a basket holds; a saved basket is validated with the same cap. */
export const MAX_LINES = 100;

export const basketSchema = z.object({
  items: z.array(basketItemSchema).check(z.maxLength(MAX_LINES)),
  shopId: z.nullable(z.int().check(z.positive())),
  shopName: z.nullable(z.string().check(z.maxLength(200))),
  orderType: z.nullable(z.enum(ORDER_TYPES)),
  note: z.nullable(z.string().check(z.maxLength(90))),
  spotId: z.nullable(z.int().check(z.positive())),
  /** The menu's currency symbol, so the basket can show prices on any page. */
  currencySymbol: z.optional(z.string().check(z.maxLength(10))),
});

export type Basket = z.infer<typeof basketSchema>;

/**
 * Reading a saved basket: the basket is untrusted input, but one bad line (from an older
 * version, or edited by hand) drops only that line, never the whole basket.
 */
export const savedBasketSchema = {
  safeParse(data: unknown): { success: true; data: Basket } | { success: false } {
    if (typeof data !== 'object' || data === null) return { success: false };
    const record = data as Record<string, unknown>;
    const rawItems = Array.isArray(record.items) ? record.items : [];
    const items = rawItems.flatMap((raw) => {
      const line = basketItemSchema.safeParse(raw);
      return line.success ? [line.data] : [];
    });
    return basketSchema.safeParse({ ...record, items: items.slice(0, MAX_LINES) });
  },
};
export type BasketItem = z.infer<typeof basketItemSchema>;
export type BasketArticle = z.infer<typeof basketArticleSchema>;

export const EMPTY_BASKET: Basket = { items: [], shopId: null, shopName: null, orderType: null, note: null, spotId: null };

/**
 * The one shop-switch rule: a basket belongs to one shop, so another shop starts an empty
 * basket (the order type stays: it is the guest's choice, not the shop's). The same shop keeps
 * everything and learns its name when one is given.
 */
export function forShop(basket: Basket, shopId: number, shopName?: string): Basket {
  if (basket.shopId === shopId) return shopName === undefined || basket.shopName === shopName ? basket : { ...basket, shopName };
  return { ...EMPTY_BASKET, orderType: basket.orderType, shopId, shopName: shopName ?? null };
}

/** On home and offline the delivery spot and note are cleared; the items stay. */
export function leaveShop(basket: Basket): Basket {
  return basket.note === null && basket.spotId === null ? basket : { ...basket, note: null, spotId: null };
}
