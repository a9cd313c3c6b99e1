// Every change a basket can go through, as one pure reducer. The basket store
// (components/basket/basket-store.ts) is its only caller: nothing else writes a basket.
import { NOTE_MAX_LENGTH, type OrderType } from '../orders/order';
import { type Basket, type BasketItem, EMPTY_BASKET, forShop, leaveShop } from './basket';
import { applyQrParams, type QrParams } from './qr';
import { addItem, decrease, increase, removeArticles, removeItem } from './rules';

export type ShopRef = { id: number; name: string };
export { NOTE_MAX_LENGTH };

export type BasketAction =
  /** The guest picked a shop; with one order type on offer, that one is set. */
  | { type: 'selectShop'; shop: ShopRef; orderTypes: readonly OrderType[]; orderType?: OrderType }
  /** A page of this shop opened: another shop's basket gives way (after the guest agreed). */
  | { type: 'enterShop'; shopId: number }
  /** The shop's own page names it and its menu's currency. */
  | { type: 'describeShop'; shop: ShopRef; currencySymbol?: string }
  | { type: 'leaveShop' }
  /** Add a configured article; a line with the same id replaces it (an edited line). */
  | { type: 'addLine'; shop: ShopRef; item: BasketItem }
  | { type: 'addLines'; shop: ShopRef; items: readonly BasketItem[] }
  | { type: 'increaseLine'; id: string }
  | { type: 'decreaseLine'; id: string }
  | { type: 'removeLine'; id: string }
  | { type: 'setOrderType'; orderType: OrderType }
  | { type: 'setSpot'; spotId: number | null }
  | { type: 'setNote'; note: string | null }
  | {
      type: 'applyQr';
      qr: QrParams;
      allowed: { orderTypes: readonly string[]; spots: ReadonlyArray<{ id: number; orderType: string }> };
    }
  | { type: 'removeUnavailable'; codes: readonly string[] }
  /** Cancel: items and shop forgotten, the order type kept. */
  | { type: 'cancelOrder' }
  /** Paid: the items are gone, the shop stays for the next order. */
  | { type: 'clearAfterPayment' }
  /** A table's group order: the payer's basket becomes the table's locked lines, each labelled with its guest. */
  | { type: 'takeTableLines'; shopId: number; orderType: OrderType; spotId: number | null; items: readonly BasketItem[] };

const withName = (basket: Basket, shop: ShopRef) => forShop(basket, shop.id, shop.name);

export function basketReducer(basket: Basket, action: BasketAction): Basket {
  switch (action.type) {
    case 'selectShop': {
      const next = withName(basket, action.shop);
      const only = action.orderTypes.length === 1 ? action.orderTypes[0] : undefined;
      const orderType = action.orderType ?? only ?? next.orderType;
      return orderType === next.orderType ? next : { ...next, orderType, spotId: null };
    }
    case 'enterShop':
      return forShop(basket, action.shopId);
    case 'describeShop': {
      // Only the basket of this shop (or a basket of no shop yet) takes its name and currency.
      if (basket.shopId !== null && basket.shopId !== action.shop.id) return basket;
      const named = withName(basket, action.shop);
      const symbol = action.currencySymbol ?? named.currencySymbol;
      return symbol === named.currencySymbol ? named : { ...named, currencySymbol: symbol };
    }
    case 'leaveShop':
      return leaveShop(basket);
    case 'addLine':
      return addItem(withName(basket, action.shop), action.item);
    case 'addLines':
      return action.items.reduce(addItem, withName(basket, action.shop));
    case 'increaseLine':
      return increase(basket, action.id);
    case 'decreaseLine':
      return decrease(basket, action.id);
    case 'removeLine':
      return removeItem(basket, action.id);
    case 'setOrderType':
      // A delivery spot belongs to one order type, so another type forgets it.
      return basket.orderType === action.orderType ? basket : { ...basket, orderType: action.orderType, spotId: null };
    case 'setSpot':
      return basket.spotId === action.spotId ? basket : { ...basket, spotId: action.spotId };
    case 'setNote': {
      const note = action.note?.trim() ? action.note.slice(0, NOTE_MAX_LENGTH) : null;
      return note === basket.note ? basket : { ...basket, note };
    }
    case 'applyQr':
      return applyQrParams(basket, action.qr, action.allowed);
    case 'removeUnavailable':
      return removeArticles(basket, action.codes);
    case 'cancelOrder':
      return { ...EMPTY_BASKET, orderType: basket.orderType };
    case 'clearAfterPayment':
      return basket.items.length === 0 ? basket : { ...basket, items: [] };
    case 'takeTableLines':
      return { ...forShop(basket, action.shopId), orderType: action.orderType, spotId: action.spotId, items: [...action.items] };
  }
}
