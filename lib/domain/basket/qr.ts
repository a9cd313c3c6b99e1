import { isOrderType, NOTE_MAX_LENGTH } from '../orders/order';
import { type Infer, int, object, oneOf, optional, string } from '../validate';
import { type Basket, forShop } from './basket';

/** Cookie the proxy leaves when a QR link carried orderType, spotId or note; the page moves them into the basket. */
export const QR_COOKIE = 'ordering_qr';

export const qrParamsSchema = object({
  shopId: int(1),
  orderType: optional(oneOf(['takeAway', 'dineInPlace'])),
  spotId: optional(int(1)),
  note: optional(string(NOTE_MAX_LENGTH)),
});
export type QrParams = Infer<typeof qrParamsSchema>;

/** Reads the QR query values of a URL; unknown or malformed values are dropped, never fatal. */
export function qrParamsFromQuery(shopId: number, query: URLSearchParams): QrParams | null {
  const orderType = query.get('orderType');
  const spot = query.get('spotId');
  const note = query.get('note');
  if (orderType === null && spot === null && note === null) return null;
  const parsed = qrParamsSchema.safeParse({
    shopId,
    orderType: orderType === 'takeAway' || orderType === 'dineInPlace' ? orderType : undefined,
    spotId: spot && /^\d{1,9}$/.test(spot) ? Number(spot) : undefined,
    note: note ? note.trim().slice(0, NOTE_MAX_LENGTH) || undefined : undefined,
  });
  if (!parsed.success) return null;
  const { orderType: type, spotId, note: text } = parsed.data;
  return type || spotId || text ? parsed.data : null;
}

/**
 * Applies QR values to the basket: an order type the restaurant does not offer and a spot the
 * shop does not have (or that belongs to the other order type the QR code names) are ignored.
 */
export function applyQrParams(
  basket: Basket,
  qr: QrParams,
  allowed: { orderTypes: readonly string[]; spots: ReadonlyArray<{ id: number; orderType: string }> },
): Basket {
  const next: Basket = { ...forShop(basket, qr.shopId) };
  if (qr.orderType && allowed.orderTypes.includes(qr.orderType)) next.orderType = qr.orderType;
  if (qr.spotId !== undefined) {
    const spot = allowed.spots.find((s) => s.id === qr.spotId);
    // A QR code that names only a table says how the guest eats: the table's order type, even
    // when the basket still holds the other one from an earlier visit (else the table is lost).
    if (spot && !qr.orderType && isOrderType(spot.orderType) && allowed.orderTypes.includes(spot.orderType)) next.orderType = spot.orderType;
    if (spot && (next.orderType === null || spot.orderType === next.orderType)) next.spotId = spot.id;
  }
  // A spot belongs to one order type: a QR code that changed the type forgets the other type's
  // table, as choosing the type by hand does ("Take away · Table 3" would be neither).
  if (next.orderType !== basket.orderType && next.spotId !== null && next.spotId === basket.spotId && qr.spotId !== next.spotId) next.spotId = null;
  if (qr.note !== undefined) next.note = qr.note;
  return next;
}
