import type { OrderType } from '../orders/order';
import type { Basket } from './basket';

export type OrderRequestItem = { code: string; quantity: number; choices: Array<{ level: number; code: string; articleCode: string }> };

/**
 * The lines the restaurant prices: article codes and quantities, and for each choice both its
 * own code and the code of the article it stands for (they differ in a real catalogue).
 */
export function orderRequestItems(basket: Pick<Basket, 'items'>): OrderRequestItem[] {
  return basket.items.map((item) => ({
    code: item.article.code,
    quantity: item.quantity,
    choices: item.choices.map((c) => ({ level: c.level, code: c.code, articleCode: c.article.code })),
  }));
}

/** The order type checkout uses: the basket's when the restaurant offers it, else the first offered. */
export const checkoutOrderType = (basket: Pick<Basket, 'orderType'>, offered: readonly OrderType[]): OrderType =>
  basket.orderType && offered.includes(basket.orderType) ? basket.orderType : (offered[0] ?? 'takeAway');
