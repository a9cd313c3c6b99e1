import path from 'node:path';

import { createApp } from '../app.ts';
import { seedIfEmpty } from '../seed/index.ts';
import { openPreparedDatabase } from '../server.ts';
import { sendJson, useTempDir } from '../testing.ts';
import { all, count, one, openDatabase } from './database.ts';
import { migrate,MIGRATIONS } from './migrate.ts';

const EXPECTED_TABLES = [
  'accounts', 'article_allergens', 'article_campaigns', 'article_diets', 'article_prices', 'article_translations',
  'articles', 'campaign_translations', 'campaigns', 'categories', 'category_articles', 'category_translations',
  'choice_groups', 'choice_level_translations', 'choice_levels', 'choices', 'delivery_spot_translations',
  'delivery_spots', 'favourites', 'idempotency_keys', 'kitchen_make_times', 'kitchen_settings', 'menus', 'migrations', 'offer_shops', 'offer_translations',
  'offers', 'order_line_choices', 'order_lines', 'orders', 'outbox_mail', 'payments', 'seed_runs', 'settings',
  'shop_article_availability', 'shop_missing_recipe_items', 'shop_opening_hours', 'shop_order_types', 'shop_translations',
  'shops', 'slot_holds', 'suggested_articles', 'tokens',
];

const tables = (db: Parameters<typeof count>[0]): string[] =>
  all<{ name: string }>(db, "SELECT name FROM sqlite_master WHERE type = 'table' AND name NOT LIKE 'sqlite_%' ORDER BY name").map((r) => r.name);

const rowCounts = (db: Parameters<typeof count>[0]): Record<string, number> =>
  Object.fromEntries(tables(db).map((t) => [t, count(db, t)]));

describe('database', () => {
  const dir = useTempDir();

  test('creates every table, with WAL, foreign keys and a busy timeout', () => {
    const db = openPreparedDatabase(dir());
    try {
      expect(tables(db)).toEqual(EXPECTED_TABLES);
      expect(one<{ journal_mode: string }>(db, 'PRAGMA journal_mode')?.journal_mode).toBe('wal');
      expect(one<{ foreign_keys: number }>(db, 'PRAGMA foreign_keys')?.foreign_keys).toBe(1);
      expect(one<{ timeout: number }>(db, 'PRAGMA busy_timeout')?.timeout).toBeGreaterThan(0);
      expect(all<{ id: number }>(db, 'SELECT id FROM migrations ORDER BY id').map((r) => r.id)).toEqual(MIGRATIONS.map((m) => m.id));
    } finally {
      db.close();
    }
  });

  test('migrations are idempotent', () => {
    const db = openPreparedDatabase(dir());
    try {
      expect(migrate(db)).toEqual([]);
    } finally {
      db.close();
    }
  });

  test('a failing migration rolls back and is not recorded', () => {
    const db = openPreparedDatabase(dir());
    try {
      const bad = [...MIGRATIONS, { id: 99, name: 'broken', sql: 'CREATE TABLE half_done (id INTEGER); SELECT * FROM no_such_table;' }];
      expect(() => migrate(db, bad)).toThrow();
      expect(tables(db)).not.toContain('half_done');
      expect(one(db, 'SELECT id FROM migrations WHERE id = 99')).toBeUndefined();
    } finally {
      db.close();
    }
  });

  test('case-insensitive unique e-mail on accounts', () => {
    const db = openPreparedDatabase(dir());
    try {
      db.prepare("INSERT INTO accounts (email, password_hash, security_stamp) VALUES ('Anna@Example.com', 'x', 's')").run();
      expect(() => db.prepare("INSERT INTO accounts (email, password_hash, security_stamp) VALUES ('anna@example.COM', 'x', 's')").run()).toThrow(/UNIQUE/);
    } finally {
      db.close();
    }
  });

  test('changes persist across a restart and the seed does not run twice', async () => {
    const first = openPreparedDatabase(dir());
    const countsBefore = rowCounts(first);
    const app = createApp({ db: first, dev: true });
    const res = await sendJson(app, 'POST', '/_dev/shops/visibility', { visibleIds: [1, 2] });
    expect(res.status).toBe(200);
    const patched = await sendJson(app, 'PATCH', '/_dev/shops/2', { status: 'paused' });
    expect(patched.status).toBe(200);
    first.close();

    const second = openPreparedDatabase(dir());
    try {
      expect(rowCounts(second)).toEqual(countsBefore);
      const app2 = createApp({ db: second, dev: true });
      const shops = (await (await app2.request('/api/shops')).json()) as { id: number; status: string }[];
      expect(shops.map((s) => s.id)).toEqual([1, 2]);
      expect(shops.find((s) => s.id === 2)?.status).toBe('paused');
      expect((await app2.request('/api/shops/3')).status).toBe(404);
    } finally {
      second.close();
    }
  });

  test('migration 006 gives the choices of older demo data codes of their own; a fresh database already has them', () => {
    const choicePairs = (db: Parameters<typeof count>[0]) =>
      all<{ level: number; code: string; article: string }>(
        db,
        `SELECT g.level, ch.code, a.code AS article FROM choices ch
         JOIN choice_groups g ON g.id = ch.group_id JOIN articles a ON a.id = ch.choice_article_id ORDER BY ch.id`,
      );
    const fresh = openPreparedDatabase(dir());
    let expected: ReturnType<typeof choicePairs>;
    try {
      expected = choicePairs(fresh);
      expect(expected.length).toBeGreaterThan(100);
      for (const c of expected) expect(c.code).toBe(`CH${c.level}-${c.article.slice(2)}`);
    } finally {
      fresh.close();
    }

    const old = openDatabase(path.join(dir(), 'old'));
    try {
      migrate(old, MIGRATIONS.filter((m) => m.id <= 5));
      seedIfEmpty(old);
      // As the seed wrote choices before 006: every choice under its article's code.
      old.exec('UPDATE choices SET code = (SELECT a.code FROM articles a WHERE a.id = choices.choice_article_id)');
      expect(choicePairs(old).every((c) => c.code === c.article)).toBe(true);
      expect(migrate(old, MIGRATIONS.filter((m) => m.id <= 6))).toEqual([6]);
      expect(choicePairs(old)).toEqual(expected);
    } finally {
      old.close();
    }
  });

  test('migration 007 gives shops a phone, cuisines and a price range: seeded on a fresh database, absent on older shops', async () => {
    const shopOne = async (db: Parameters<typeof count>[0]) =>
      (await (await createApp({ db, dev: true }).request('/api/shops/1')).json()) as Record<string, unknown>;
    const fresh = openPreparedDatabase(dir());
    try {
      expect(await shopOne(fresh)).toMatchObject({
        contactInformation: { phoneNumber: '+46 8 555 100 01', country: 'SE' },
        cuisines: ['Burgers', 'Salads'],
        priceRange: '$$',
      });
    } finally {
      fresh.close();
    }

    const old = openDatabase(path.join(dir(), 'old'));
    try {
      migrate(old, MIGRATIONS.filter((m) => m.id <= 6));
      seedIfEmpty(old);
      expect(migrate(old, MIGRATIONS.filter((m) => m.id <= 7))).toEqual([7]);
      const shop = await shopOne(old);
      expect(shop).toMatchObject({ contactInformation: { phoneNumber: null, country: 'SE' } });
      expect(shop).not.toHaveProperty('cuisines');
      expect(shop).not.toHaveProperty('priceRange');
    } finally {
      old.close();
    }
  });

  test('migration 010 marks the plant burger’s sourdough bun as its default: seeded on a fresh database, added to older demo data', async () => {
    type Menu = { items: Array<{ type: string; code?: string; items?: Menu['items']; choiceGroups?: Array<{ level: number; choices: Array<{ code: string; isDefault?: boolean }> }> }> };
    const defaults = async (db: Parameters<typeof count>[0]) => {
      const menu = (await (await createApp({ db, dev: true }).request('/api/shops/1/menu')).json()) as Menu;
      const found: string[] = [];
      const walk = (items: Menu['items']) =>
        items.forEach((i) => {
          if (i.items) walk(i.items);
          for (const g of i.choiceGroups ?? []) for (const c of g.choices) if (c.isDefault) found.push(`${i.code} ${c.code}`);
        });
      walk(menu.items);
      return found.sort();
    };
    const fresh = openPreparedDatabase(dir());
    try {
      // A fresh database also has the classic burgers' brioche bun as their default (the seed).
      expect(await defaults(fresh)).toEqual(['B101', 'B102', 'B103', 'B104', 'B105', 'B106'].map((code) => `${code} CH1-BRIOCHE`).concat('V201 CH1-SURDEG'));
    } finally {
      fresh.close();
    }
    const old = openDatabase(path.join(dir(), 'old'));
    try {
      migrate(old, MIGRATIONS.filter((m) => m.id <= 8));
      seedIfEmpty(old);
      expect(all<{ name: string }>(old, 'PRAGMA table_info(choices)').map((c) => c.name)).not.toContain('is_default');
      expect(migrate(old)).toEqual(MIGRATIONS.filter((m) => m.id >= 9).map((m) => m.id));
      expect(await defaults(old)).toEqual(['V201 CH1-SURDEG']);
    } finally {
      old.close();
    }
  });

  test('migration 008 numbers the orders placed before it by creation time; a new order takes the next number', async () => {
    const db = openDatabase(dir());
    try {
      migrate(db, MIGRATIONS.filter((m) => m.id <= 7));
      seedIfEmpty(db);
      const insert = (id: string, createdAt: string) =>
        db.exec(`INSERT INTO orders (id, shop_id, customer_code_hash, order_type, pickup_time, currency, total, created_at)
                 VALUES ('${id}', 1, '${'0'.repeat(64)}', 'takeAway', '2026-05-06T10:00:00.000Z', 'SEK', 0, '${createdAt}')`);
      insert('22222222-2222-4222-8222-222222222222', '2026-05-06T10:05:00.000Z');
      insert('11111111-1111-4111-8111-111111111111', '2026-05-06T10:00:00.000Z');
      expect(migrate(db)).toEqual(MIGRATIONS.filter((m) => m.id >= 8).map((m) => m.id));
      expect(all(db, 'SELECT id, order_number FROM orders ORDER BY order_number')).toEqual([
        { id: '11111111-1111-4111-8111-111111111111', order_number: 1001 },
        { id: '22222222-2222-4222-8222-222222222222', order_number: 1002 },
      ]);
      const app = createApp({ db, dev: true, wire: { numericOrderIds: true } });
      const res = await sendJson(app, 'POST', '/api/order', {
        shopId: 1, orderType: 'takeAway', pickupTime: new Date().toISOString(), asap: true, customerCode: 'guest-code-0123456789ab',
        note: null, spotId: null, email: 'guest@example.com', phone: null, items: [{ code: 'D501', quantity: 1, choices: [] }],
      });
      expect(res.status).toBe(201);
      expect(await res.json()).toMatchObject({ orderId: 1003 });
    } finally {
      db.close();
    }
  });

  test('migration 004 upgrades a database seeded and used before it', async () => {
    const db = openDatabase(dir());
    try {
      migrate(db, MIGRATIONS.filter((m) => m.id <= 3));
      seedIfEmpty(db);
      db.exec(`INSERT INTO orders (id, shop_id, customer_code_hash, order_type, pickup_time, currency, total)
               VALUES ('11111111-1111-4111-8111-111111111111', 1, '${'0'.repeat(64)}', 'takeAway', '2026-05-06T10:00:00.000Z', 'SEK', 0)`);
      expect(migrate(db, MIGRATIONS.filter((m) => m.id <= 4))).toEqual([4]);
      expect(all(db, 'SELECT shop_id, order_type FROM shop_order_types')).toEqual([{ shop_id: 10, order_type: 'takeAway' }]);
      expect(all(db, 'SELECT shop_id, article_code FROM shop_missing_recipe_items')).toEqual([{ shop_id: 4, article_code: 'D505' }]);
      const app = createApp({ db, dev: true });
      const old = (await (await app.request('/_dev/orders/11111111-1111-4111-8111-111111111111')).json()) as { order: { asap: boolean; payment: unknown } };
      expect(old.order).toMatchObject({ asap: false, payment: { status: 'NotStarted', method: null, error: null } });
    } finally {
      db.close();
    }
  });
});
