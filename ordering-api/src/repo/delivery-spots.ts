import type { DeliverySpot, OrderType } from '../../../lib/upstream/schemas/index.ts';
import type { Db } from '../db/database.ts';
import { all } from '../db/database.ts';

export function listDeliverySpots(db: Db, shopId: number): DeliverySpot[] {
  const spots = all<{ id: number; name: string; order_type: OrderType }>(
    db, 'SELECT id, name, order_type FROM delivery_spots WHERE shop_id = ? AND active = 1 ORDER BY position, id', shopId);
  const texts = all<{ spot_id: number; language: string; name: string }>(
    db,
    `SELECT t.spot_id, t.language, t.name FROM delivery_spot_translations t
     JOIN delivery_spots s ON s.id = t.spot_id WHERE s.shop_id = ? ORDER BY t.rowid`,
    shopId,
  );
  return spots.map((s) => ({
    id: s.id,
    name: s.name,
    orderType: s.order_type,
    i18n: texts.filter((t) => t.spot_id === s.id).map((t) => ({ language: t.language, text: t.name })),
  }));
}
