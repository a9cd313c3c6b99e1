import 'server-only';

import { parseQrChipSegment } from '@/lib/domain/basket/qr-chip';
import { type OrderChipView, qrChipView } from '@/lib/domain/basket/qr-chip-view';
import type { Locale } from '@/lib/domain/locale/locale';

import { loadDeliverySpots, offeredOrderTypes } from './catalog';

/**
 * The order-type chip for a menu page's twin (`menu-qr/{values}`): the QR code's order type and
 * table, named as the basket will name them. No chip when the values fit nothing the shop offers
 * or its tables cannot be read (the browser then draws the basket's chip, as on any page).
 */
export async function loadQrOrderChip(shopId: number, segment: string, locale: Locale): Promise<OrderChipView | null> {
  const values = parseQrChipSegment(segment);
  if (!values || !Number.isInteger(shopId)) return null;
  const [orderTypes, spots] = await Promise.all([offeredOrderTypes(), values.spotId === null ? [] : loadDeliverySpots(shopId).catch(() => [])]);
  return qrChipView(values, { orderTypes, spots, locale });
}
