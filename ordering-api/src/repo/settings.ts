import type { Settings } from '../../../lib/upstream/schemas/index.ts';
import type { Db } from '../db/database.ts';
import { all, one, run } from '../db/database.ts';

function readAll(db: Db): Map<string, unknown> {
  const rows = all<{ key: string; value: string }>(db, 'SELECT key, value FROM settings');
  return new Map(rows.map((r) => [r.key, JSON.parse(r.value) as unknown]));
}

/** The settings object as stored (validated by the route with settingsSchema). */
export function getSettings(db: Db): Settings {
  const s = readAll(db);
  return {
    orderTypes: s.get('orderTypes'),
    enableCustomerLogin: s.get('enableCustomerLogin'),
    externalLoginProviders: s.get('externalLoginProviders'),
    version: s.get('version'),
    phoneNumberRequired: s.get('phoneNumberRequired'),
    favoriteShopRequired: s.get('favoriteShopRequired'),
    smsEnabled: s.get('smsEnabled'),
    orders: s.get('orders'),
    ...(s.has('service') ? { service: s.get('service') } : {}),
  } as Settings;
}

/** The restaurant's service (table service or counter pickup); null forgets it. */
export function setService(db: Db, service: Settings['service'] | null): void {
  if (service) run(db, "INSERT INTO settings (key, value) VALUES ('service', ?) ON CONFLICT (key) DO UPDATE SET value = excluded.value", JSON.stringify(service));
  else run(db, "DELETE FROM settings WHERE key = 'service'");
}

export function getLanguages(db: Db): string[] {
  const row = one<{ value: string }>(db, "SELECT value FROM settings WHERE key = 'languages'");
  return row ? (JSON.parse(row.value) as string[]) : [];
}
