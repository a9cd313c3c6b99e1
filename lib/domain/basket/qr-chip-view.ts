import { localize } from '../locale/i18n-text';
import type { OrderType } from '../orders/order';
import type { QrChipValues } from './qr-chip';

/** What the order-type chip shows: how the guest eats and, at a table, its name in the guest's language. */
export type OrderChipView = { orderType: OrderType; spotId: number | null; table: string | null };

type Spot = { id: number; name: string; i18n?: ReadonlyArray<{ language: string; text: string }>; orderType: string };

/**
 * The chip a QR code's values give, as the basket will hold them once the page has applied them
 * (lib/domain/basket/qr.ts applyQrParams): an order type the restaurant does not offer is dropped,
 * a table names its own order type, and a table of the other order type is not shown.
 */
export function qrChipView(values: QrChipValues, allowed: { orderTypes: readonly OrderType[]; spots: readonly Spot[]; locale: string }): OrderChipView | null {
  const spot = values.spotId === null ? undefined : allowed.spots.find((s) => s.id === values.spotId);
  const offered = (type: string | null | undefined): type is OrderType => !!type && (allowed.orderTypes as readonly string[]).includes(type);
  const orderType = offered(values.orderType) ? values.orderType : offered(spot?.orderType) && !values.orderType ? spot.orderType : null;
  if (!orderType) return null;
  const atTable = spot && spot.orderType === orderType ? spot : undefined;
  return { orderType, spotId: atTable?.id ?? null, table: atTable ? localize(atTable.i18n, allowed.locale, atTable.name) : null };
}
