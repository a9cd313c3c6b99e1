import { isOrderId, SHOP_ID } from '../address-shapes';
import { splitLocalePrefix } from '../locale/locale';
import { isPaymentMethod, type PaymentMethod } from './order';

/** The method and total the checkout's Pay button named, carried to the payment page in its query. */
export type ChosenPayment = { method: PaymentMethod; total: number };

/**
 * What a payment page's address says: its order (`/shop/1/checkout/payment/{orderId}`), whether the
 * guest is back from the provider (`paymentId` in the query), and the choice the checkout's Pay button
 * named (`method` and `total`). Null for any other address, or an order id of another shape.
 */
export type PaymentAddress = { orderId: string; returning: boolean; chosen: ChosenPayment | null };

const PAYMENT_PAGE = new RegExp(String.raw`^/shop/${SHOP_ID}/checkout/payment/([^/]+)$`);

export function paymentAddress(pathname: string, search: string): PaymentAddress | null {
  const orderId = PAYMENT_PAGE.exec(splitLocalePrefix(pathname).path)?.[1];
  // The ids the app writes need no escape: one that does is another shape.
  if (!orderId || !isOrderId(orderId)) return null;
  const query = new URLSearchParams(search);
  const method = query.get('method');
  const total = query.get('total');
  const chosen = isPaymentMethod(method) && total && /^\d{1,9}$/.test(total) ? { method, total: Number(total) } : null;
  return { orderId, returning: query.has('paymentId'), chosen };
}
