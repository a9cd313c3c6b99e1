import { z } from 'zod';

const i18nSchema = z.array(z.object({ language: z.string().max(10), text: z.string().max(2000) })).max(20);

export const basketArticleSchema = z.object({
  code: z.string().min(1).max(50),
  description: z.string().max(200),
  price: z.number().int().min(0),
  i18n: i18nSchema,
  imageUrl: z.string().max(300).nullable(),
  campaigns: z.array(z.object({ code: z.string(), name: z.string() })).max(20),
});

export const basketItemSchema = z.object({
  id: z.string().min(1).max(64),
  type: z.enum(['article', 'other']),
  quantity: z.number().int().min(1).max(99),
  article: basketArticleSchema,
  choices: z.array(z.object({ level: z.number().int().min(0), code: z.string().max(50), article: basketArticleSchema })).max(50),
});

export const basketSchema = z.object({
  items: z.array(basketItemSchema).max(100),
  shopId: z.number().int().positive().nullable(),
  shopName: z.string().max(200).nullable(),
  orderType: z.enum(['takeAway', 'dineInPlace']).nullable(),
  note: z.string().max(90).nullable(),
  spotId: z.number().int().positive().nullable(),
});

export type Basket = z.infer<typeof basketSchema>;
export type BasketItem = z.infer<typeof basketItemSchema>;

export const EMPTY_BASKET: Basket = { items: [], shopId: null, shopName: null, orderType: null, note: null, spotId: null };

/** SPEC.md §2: choosing a shop empties a basket that holds another shop's items. */
export function chooseShop(basket: Basket, shop: { id: number; name: string }): Basket {
  if (basket.shopId === shop.id) return { ...basket, shopName: shop.name };
  return { ...EMPTY_BASKET, orderType: basket.orderType, shopId: shop.id, shopName: shop.name };
}

/** SPEC.md §2 guard step 9: on home and offline the delivery spot and note are cleared. */
export function leaveShop(basket: Basket): Basket {
  return basket.note === null && basket.spotId === null ? basket : { ...basket, note: null, spotId: null };
}
