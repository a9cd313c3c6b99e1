import { NOTE_MAX_LENGTH, ORDER_TYPES } from '../orders/order';
import { array, boolean, type Infer, int, isInvalid, nullable, number, object, oneOf, optional, string, validator } from '../validate';

const i18nSchema = array(object({ language: string(10), text: string(2000) }), 20);

export const basketArticleSchema = object({
  code: string(50, 1),
  description: string(200),
  price: int(0),
  i18n: i18nSchema,
  imageUrl: nullable(string(300)),
  /** A campaign's label in every language, as the menu gives it (older saved baskets have none). */
  campaigns: array(object({ code: string(Infinity), name: string(Infinity), i18n: optional(i18nSchema) }), 20),
  taxPercent: optional(number(0, 100)),
  allergens: optional(array(string(30), 14)),
});

export const basketItemSchema = object({
  id: string(64, 1),
  type: oneOf(['article', 'other']),
  /** Where the article sits in the menu, so the line can be edited from the basket. */
  categoryPath: optional(array(string(100), 10)),
  quantity: int(1, 99),
  article: basketArticleSchema,
  choices: array(object({ level: int(0), code: string(50), article: basketArticleSchema }), 50),
  /** False for an article with nothing to choose (fries): its line offers no Change. Older saved lines have none: they offer it. */
  configurable: optional(boolean()),
  /** A table's group order: the member the line is for, set when the payer takes the table's lines. */
  guest: optional(string(24, 1)),
});

/** The most lines a basket holds; a saved basket is validated with the same cap. */
export const MAX_LINES = 100;

export const basketSchema = object({
  items: array(basketItemSchema, MAX_LINES),
  shopId: nullable(int(1)),
  shopName: nullable(string(200)),
  orderType: nullable(oneOf(ORDER_TYPES)),
  note: nullable(string(NOTE_MAX_LENGTH)),
  spotId: nullable(int(1)),
  /** The menu's currency symbol, so the basket can show prices on any page. */
  currencySymbol: optional(string(10)),
});

export type Basket = Infer<typeof basketSchema>;

/**
 * Reading a saved basket: the basket is untrusted input, but one bad line (from an older
 * version, or edited by hand) drops only that line, never the whole basket.
 */
export const savedBasketSchema = validator<Basket>((data) => {
  if (typeof data !== 'object' || data === null) return basketSchema.check(data);
  const record = data as Record<string, unknown>;
  const rawItems = Array.isArray(record.items) ? record.items : [];
  const items = rawItems.flatMap((raw) => {
    const line = basketItemSchema.check(raw);
    return isInvalid(line) ? [] : [line];
  });
  return basketSchema.check({ ...record, items: items.slice(0, MAX_LINES) });
});
export type BasketItem = Infer<typeof basketItemSchema>;
export type BasketArticle = Infer<typeof basketArticleSchema>;

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
