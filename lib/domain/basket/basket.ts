// zod/mini: this schema ships to the browser, where full zod would add ~30 kB gzip.
import * as z from 'zod/mini';

const i18nSchema = z.array(z.object({ language: z.string().check(z.maxLength(10)), text: z.string().check(z.maxLength(2000)) })).check(z.maxLength(20));

export const basketArticleSchema = z.object({
  code: z.string().check(z.minLength(1), z.maxLength(50)),
  description: z.string().check(z.maxLength(200)),
  price: z.int().check(z.minimum(0)),
  i18n: i18nSchema,
  imageUrl: z.nullable(z.string().check(z.maxLength(300))),
  campaigns: z.array(z.object({ code: z.string(), name: z.string() })).check(z.maxLength(20)),
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

export const basketSchema = z.object({
  items: z.array(basketItemSchema).check(z.maxLength(100)),
  shopId: z.nullable(z.int().check(z.positive())),
  shopName: z.nullable(z.string().check(z.maxLength(200))),
  orderType: z.nullable(z.enum(['takeAway', 'dineInPlace'])),
  note: z.nullable(z.string().check(z.maxLength(90))),
  spotId: z.nullable(z.int().check(z.positive())),
  /** The menu's currency symbol, so the basket can show prices on any page. */
  currencySymbol: z.optional(z.string().check(z.maxLength(10))),
});

export type Basket = z.infer<typeof basketSchema>;
export type BasketItem = z.infer<typeof basketItemSchema>;
export type BasketArticle = z.infer<typeof basketArticleSchema>;

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
