import type { Shop, ShopStatus } from '../../../lib/upstream/schemas/index.ts';
import type { Db } from '../db/database.ts';
import { all, inTransaction, one, run } from '../db/database.ts';

type ShopRow = {
  id: number; name: string; description: string | null; status: ShopStatus; open_for_business: number;
  address1: string | null; address2: string | null; zip_code: string | null; city: string | null;
  latitude: number | null; longitude: number | null; time_zone: string; external_app_uri: string | null;
  menu_id: number; currency: string; currency_symbol: string | null; hidden: number;
  country: string; phone: string | null; cuisines: string | null; price_range: string | null;
  /** JSON array (migration 014); NULL or absent: the shop does not say. */
  payment_methods?: string | null;
};

/** Internal shop record: the contract shape plus what the menu and order rules need. */
export type ShopRecord = { shop: Shop; menuId: number; currency: string; currencySymbol: string | null; hidden: boolean };

function toRecords(db: Db, rows: ShopRow[]): ShopRecord[] {
  if (rows.length === 0) return [];
  const ids = rows.map((r) => r.id);
  const marks = ids.map(() => '?').join(',');
  const texts = all<{ shop_id: number; language: string; description: string }>(
    db, `SELECT shop_id, language, description FROM shop_translations WHERE shop_id IN (${marks}) ORDER BY rowid`, ...ids);
  const hours = all<{ shop_id: number; day_of_week: number; opens: string; closes: string }>(
    db,
    `SELECT shop_id, day_of_week, opens, closes FROM shop_opening_hours WHERE shop_id IN (${marks})
     ORDER BY shop_id, day_of_week, opens`,
    ...ids,
  );
  return rows.map((r) => ({
    menuId: r.menu_id,
    currency: r.currency,
    currencySymbol: r.currency_symbol,
    hidden: r.hidden === 1,
    shop: {
      id: r.id,
      name: r.name,
      description: r.description,
      i18n: texts.filter((t) => t.shop_id === r.id).map((t) => ({ language: t.language, text: t.description })),
      status: r.status,
      openForBusiness: r.open_for_business === 1,
      contactInformation: {
        address1: r.address1, address2: r.address2, zipCode: r.zip_code, city: r.city, phoneNumber: r.phone, country: r.country,
      },
      location: r.latitude !== null && r.longitude !== null ? { latitude: r.latitude, longitude: r.longitude } : null,
      openingHours: hours
        .filter((h) => h.shop_id === r.id)
        .map((h) => ({ dayOfWeek: h.day_of_week, opens: h.opens, closes: h.closes })),
      externalAppUri: r.external_app_uri,
      timeZone: r.time_zone,
      ...(r.cuisines !== null ? { cuisines: JSON.parse(r.cuisines) as string[] } : {}),
      ...(r.price_range !== null ? { priceRange: r.price_range } : {}),
      ...(r.payment_methods ? { paymentMethods: JSON.parse(r.payment_methods) as string[] } : {}),
    },
  }));
}

export function listShops(db: Db, { includeHidden = false } = {}): ShopRecord[] {
  const rows = all<ShopRow>(db, `SELECT * FROM shops ${includeHidden ? '' : 'WHERE hidden = 0'} ORDER BY position, id`);
  return toRecords(db, rows);
}

export function findShop(db: Db, id: number, { includeHidden = false } = {}): ShopRecord | undefined {
  const row = one<ShopRow>(db, `SELECT * FROM shops WHERE id = ? ${includeHidden ? '' : 'AND hidden = 0'}`, id);
  return row ? toRecords(db, [row])[0] : undefined;
}

/** null shows every shop; otherwise only the listed ids stay visible. */
export function setVisibleShops(db: Db, visibleIds: number[] | null): void {
  if (visibleIds === null) {
    run(db, 'UPDATE shops SET hidden = 0');
    return;
  }
  const visible = JSON.stringify(visibleIds);
  run(db, 'UPDATE shops SET hidden = CASE WHEN id IN (SELECT value FROM json_each(?)) THEN 0 ELSE 1 END', visible);
}

export function updateShopState(db: Db, id: number, patch: { status?: ShopStatus; openForBusiness?: boolean }): boolean {
  const current = one<{ id: number }>(db, 'SELECT id FROM shops WHERE id = ?', id);
  if (!current) return false;
  if (patch.status !== undefined) run(db, 'UPDATE shops SET status = ? WHERE id = ?', patch.status, id);
  if (patch.openForBusiness !== undefined) {
    run(db, 'UPDATE shops SET open_for_business = ? WHERE id = ?', patch.openForBusiness ? 1 : 0, id);
  }
  return true;
}

/** Replaces a shop's opening hours (a restaurant changing them); false for an unknown shop. */
export function setOpeningHours(db: Db, id: number, hours: ReadonlyArray<{ dayOfWeek: number; opens: string; closes: string }>): boolean {
  if (!one<{ id: number }>(db, 'SELECT id FROM shops WHERE id = ?', id)) return false;
  inTransaction(db, () => {
    run(db, 'DELETE FROM shop_opening_hours WHERE shop_id = ?', id);
    for (const h of hours) {
      run(db, 'INSERT INTO shop_opening_hours (shop_id, day_of_week, opens, closes) VALUES (?, ?, ?, ?)', id, h.dayOfWeek, h.opens, h.closes);
    }
  });
  return true;
}
