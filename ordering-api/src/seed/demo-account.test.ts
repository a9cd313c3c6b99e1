import { all, one, openDatabase, run } from '../db/database.ts';
import { migrate, MIGRATIONS } from '../db/migrate.ts';
import { openPreparedDatabase } from '../server.ts';
import { useTempDir } from '../testing.ts';
import { DEMO_EMAIL, seedDemoAccount } from './demo-account.ts';
import { seedIfEmpty } from './index.ts';

describe('demo account and migration 005', () => {
  const dir = useTempDir();

  test('seeded once: confirmed, favourites B102 and shop 4; a deleted demo account stays deleted', () => {
    let db = openPreparedDatabase(dir());
    try {
      const demo = one<{ id: number; email_confirmed: number; name: string; last_name: string; phone: string; favourite_shop_id: number }>(
        db, 'SELECT * FROM accounts WHERE email = ?', DEMO_EMAIL)!;
      expect(demo).toMatchObject({ email_confirmed: 1, name: 'Anna', last_name: 'Andersson', phone: '+46701234567', favourite_shop_id: 1 });
      expect(all(db, 'SELECT type, code FROM favourites WHERE account_id = ? ORDER BY type', demo.id)).toEqual([
        { type: 'article', code: 'B102' }, { type: 'shop', code: '4' },
      ]);
      expect(seedDemoAccount(db)).toBe(false);
      run(db, 'DELETE FROM accounts WHERE id = ?', demo.id);
    } finally {
      db.close();
    }
    db = openPreparedDatabase(dir());
    try {
      expect(one(db, 'SELECT id FROM accounts WHERE email = ?', DEMO_EMAIL)).toBeUndefined();
    } finally {
      db.close();
    }
  });

  test('005 upgrades a database seeded before it; the demo account follows', () => {
    const db = openDatabase(dir());
    try {
      migrate(db, MIGRATIONS.filter((m) => m.id <= 4));
      seedIfEmpty(db);
      run(db, "INSERT INTO accounts (email, password_hash, security_stamp) VALUES ('old@example.com', 'x', 's')");
      run(db, "INSERT INTO tokens (account_id, kind, token_hash, security_stamp, expires_at) VALUES (1, 'refresh', 'h', 's', '2030-01-01T00:00:00.000Z')");
      expect(migrate(db, MIGRATIONS.filter((m) => m.id <= 5))).toEqual([5]);
      expect(one(db, 'SELECT session_id, payload FROM tokens')).toEqual({ session_id: null, payload: null });
      expect(all(db, 'SELECT code FROM offers ORDER BY position')).toEqual([{ code: 'VECKANS' }, { code: 'FIKA' }, { code: 'GRON' }]);
      expect(seedDemoAccount(db)).toBe(true);
      expect(one(db, 'SELECT count(*) AS n FROM accounts')).toEqual({ n: 2 });
    } finally {
      db.close();
    }
  });
});
