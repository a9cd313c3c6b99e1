/**
 * The demo customer, seeded once (recorded in seed_runs, so a deleted demo account stays deleted):
 * demo@nordicburger.example / Demo123!, Anna Andersson, confirmed, favourite shop 1, favourites
 * B102 and shop 4. The hash is precomputed (scrypt N=16384 r=8 p=5), so seeding costs no hashing.
 */
import type { Db } from '../db/database.ts';
import { inTransaction, one, run } from '../db/database.ts';
import { insertAccount } from '../repo/accounts.ts';

export const DEMO_EMAIL = 'demo@nordicburger.example';
export const DEMO_PASSWORD = 'Demo123!';
const DEMO_HASH = 'scrypt$16384$8$5$bWqe5H0jrnpxo0SZCLOm2g$Pk3ZAKkoo2POcpgR-TpwPjwicN4s1TCFAsV5_HBsMW4';
const SEED_NAME = 'demo-account';

/** Returns whether it ran. Needs the shops (favourite shop 1) to exist, so it runs after seedIfEmpty. */
export function seedDemoAccount(db: Db, now = new Date()): boolean {
  if (one(db, 'SELECT 1 AS x FROM seed_runs WHERE name = ?', SEED_NAME)) return false;
  return inTransaction(db, () => {
    run(db, 'INSERT INTO seed_runs (name) VALUES (?)', SEED_NAME);
    if (one(db, 'SELECT 1 AS x FROM accounts WHERE email = ?', DEMO_EMAIL)) return false;
    const shop = (id: number): number | null => (one(db, 'SELECT 1 AS x FROM shops WHERE id = ?', id) ? id : null);
    const id = insertAccount(db, {
      email: DEMO_EMAIL, passwordHash: DEMO_HASH, name: 'Anna', lastName: 'Andersson', phone: '+46701234567',
      favouriteShopId: shop(1), confirmed: true, now: now.toISOString(),
    });
    run(db, "INSERT INTO favourites (account_id, type, code, created_at) VALUES (?, 'article', 'B102', ?)", id, now.toISOString());
    run(db, "INSERT INTO favourites (account_id, type, code, created_at) VALUES (?, 'shop', '4', ?)", id, now.toISOString());
    return true;
  });
}
