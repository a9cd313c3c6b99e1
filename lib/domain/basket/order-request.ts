import type { OrderRequest } from '@/lib/upstream/schemas/index.ts';

import type { OrderType } from '../orders/order';
import type { Basket } from './basket';

/** A line as the restaurant's order request names it (the ordering API's data model), sent so from the browser on. */
export type OrderRequestItem = OrderRequest['items'][number];

/**
 * The lines the restaurant prices: article codes and quantities, and for each choice both its
 * own code (`choiceCode`) and the code of the article it stands for (`articleCode`; they differ
 * in a real catalogue).
 */
export function orderRequestItems(basket: Pick<Basket, 'items'>): OrderRequestItem[] {
  return basket.items.map((item) => ({
    code: item.article.code,
    quantity: item.quantity,
    choices: item.choices.map((c) => ({ level: c.level, articleCode: c.article.code, choiceCode: c.code })),
    ...(item.guest ? { guest: item.guest } : {}),
  }));
}

/** The order type checkout uses: the basket's when the restaurant offers it, else the first offered. */
export const checkoutOrderType = (basket: Pick<Basket, 'orderType'>, offered: readonly OrderType[]): OrderType =>
  basket.orderType && offered.includes(basket.orderType) ? basket.orderType : (offered[0] ?? 'takeAway');
