import type { Db } from '../db/database.ts';
import { all, count, inTransaction, run } from '../db/database.ts';
import { SEED_ARTICLES } from './menu-articles.ts';
import { CHOICE_GROUP_SETS, choiceCodeOf, SEED_CHOICE_ARTICLES } from './menu-choices.ts';
import type { SeedCategory } from './menu-structure.ts';
import { MENU_NAMES, SEED_CAMPAIGNS, SEED_CATEGORIES, SEED_CHOICE_LEVELS } from './menu-structure.ts';
import { SEED_LANGUAGE_CODES, SEED_SETTINGS } from './settings.ts';
import { COUNTRY_PAYMENT_METHODS, CUISINES, PRICE_RANGE, SEED_SHOPS, SEED_SPOTS } from './shops.ts';
import type { T5 } from './types.ts';
import { MARKETS, pricesFromSek,SEED_LANGUAGES } from './types.ts';

type MenuCode = 'full' | 'standard';

/** Seeds the demo data once: only when there are no shops and no menus yet. Returns whether it ran. */
export function seedIfEmpty(db: Db): boolean {
  if (count(db, 'shops') > 0 || count(db, 'menus') > 0) return false;
  inTransaction(db, () => {
    seedSettings(db);
    const menuIds: Record<MenuCode, number> = { full: seedMenu(db, 1, 'full'), standard: seedMenu(db, 2, 'standard') };
    seedShops(db, menuIds);
  });
  return true;
}

function seedSettings(db: Db): void {
  const insert = db.prepare('INSERT OR IGNORE INTO settings (key, value) VALUES (?, ?)');
  for (const [key, value] of Object.entries(SEED_SETTINGS)) insert.run(key, JSON.stringify(value));
  insert.run('languages', JSON.stringify(SEED_LANGUAGE_CODES));
}

function translations(text: T5): [string, string][] {
  return SEED_LANGUAGES.map((lang) => [lang, text[lang]]);
}

function seedMenu(db: Db, id: number, code: MenuCode): number {
  run(db, 'INSERT INTO menus (id, code, name) VALUES (?, ?, ?)', id, code, MENU_NAMES[code]);

  const categoryIds = new Map<string, number>();
  const insertCategory = (c: SeedCategory, parentId: number | null, position: number): void => {
    const { lastId } = run(
      db,
      'INSERT INTO categories (menu_id, parent_id, name, image_path, position) VALUES (?, ?, ?, ?, ?)',
      id, parentId, c.name, c.image, position,
    );
    categoryIds.set(c.path, lastId);
    for (const [lang, text] of translations(c.i18n)) {
      run(db, 'INSERT INTO category_translations (category_id, language, name) VALUES (?, ?, ?)', lastId, lang, text);
    }
    (c.children ?? []).forEach((child, i) => insertCategory(child, lastId, i));
  };
  SEED_CATEGORIES.forEach((c, i) => insertCategory(c, null, i));

  for (const level of SEED_CHOICE_LEVELS) {
    run(db, 'INSERT INTO choice_levels (menu_id, level, name) VALUES (?, ?, ?)', id, level.level, level.name);
    for (const [lang, text] of translations(level.i18n)) {
      run(db, 'INSERT INTO choice_level_translations (menu_id, level, language, name) VALUES (?, ?, ?, ?)', id, level.level, lang, text);
    }
  }

  const campaignIds = new Map<string, number>();
  for (const campaign of SEED_CAMPAIGNS) {
    const { lastId } = run(db, 'INSERT INTO campaigns (menu_id, code, name) VALUES (?, ?, ?)', id, campaign.code, campaign.name);
    campaignIds.set(campaign.code, lastId);
    for (const [lang, text] of translations(campaign.i18n)) {
      run(db, 'INSERT INTO campaign_translations (campaign_id, language, name) VALUES (?, ?, ?)', lastId, lang, text);
    }
  }

  const articleIds = new Map<string, number>();
  const insertArticle = (a: {
    code: string; kind: string; sek: number; regularSek?: number; image: string | null; text: T5; long: T5 | null;
    allergens: readonly string[]; diets: readonly string[]; available: boolean;
  }): number => {
    const { lastId } = run(
      db,
      'INSERT INTO articles (menu_id, code, kind, description, image_path, available) VALUES (?, ?, ?, ?, ?, ?)',
      id, a.code, a.kind, a.text.sv, a.image, a.available ? 1 : 0,
    );
    articleIds.set(a.code, lastId);
    const prices = pricesFromSek(a.sek);
    const regular = a.regularSek === undefined ? null : pricesFromSek(a.regularSek);
    for (const market of Object.values(MARKETS)) {
      run(db, 'INSERT INTO article_prices (article_id, currency, price, tax_percent) VALUES (?, ?, ?, ?)',
        lastId, market.currency, prices[market.currency], market.taxPercent);
      // A database seeded before migration 015 has no column for it yet: that migration sets it then.
      if (regular && hasRegularPriceColumn(db)) {
        run(db, 'UPDATE article_prices SET regular_price = ? WHERE article_id = ? AND currency = ?', regular[market.currency], lastId, market.currency);
      }
    }
    for (const lang of SEED_LANGUAGES) {
      run(db, 'INSERT INTO article_translations (article_id, language, description, long_description) VALUES (?, ?, ?, ?)',
        lastId, lang, a.text[lang], a.long ? a.long[lang] : null);
    }
    for (const allergen of a.allergens) run(db, 'INSERT INTO article_allergens (article_id, allergen) VALUES (?, ?)', lastId, allergen);
    for (const diet of a.diets) run(db, 'INSERT INTO article_diets (article_id, diet) VALUES (?, ?)', lastId, diet);
    return lastId;
  };

  for (const c of SEED_CHOICE_ARTICLES) {
    insertArticle({ ...c, kind: 'Choice', image: null, long: null, available: c.available ?? true });
  }

  const articles = SEED_ARTICLES.filter((a) => code === 'full' || !a.fullOnly);
  const positions = new Map<number, number>();
  for (const a of articles) {
    const articleId = insertArticle({ ...a, kind: a.kind ?? 'Article', available: a.available ?? true });
    const categoryId = categoryIds.get(a.category);
    if (categoryId === undefined) throw new Error(`seed: unknown category ${a.category}`);
    const position = positions.get(categoryId) ?? 0;
    positions.set(categoryId, position + 1);
    run(db, 'INSERT INTO category_articles (category_id, article_id, position) VALUES (?, ?, ?)', categoryId, articleId, position);
    for (const campaign of a.campaigns ?? []) {
      run(db, 'INSERT INTO article_campaigns (article_id, campaign_id) VALUES (?, ?)', articleId, campaignIds.get(campaign) ?? -1);
    }
    const groups = a.choiceGroups ? CHOICE_GROUP_SETS[a.choiceGroups] : [];
    if (!groups) throw new Error(`seed: unknown choice group set ${a.choiceGroups}`);
    groups.forEach((g, gi) => {
      const { lastId: groupId } = run(
        db,
        'INSERT INTO choice_groups (article_id, level, max_count, min_count, position) VALUES (?, ?, ?, ?, ?)',
        articleId, g.level, g.maxCount, g.minCount ?? 0, gi,
      );
      g.choices.forEach((articleCode, ci) => {
        const { lastId: choiceId } = run(db, 'INSERT INTO choices (group_id, code, choice_article_id, position) VALUES (?, ?, ?, ?)',
          groupId, choiceCodeOf(g.level, articleCode), articleIds.get(articleCode) ?? -1, ci);
        // A database seeded before migration 010 has no column for it yet: that migration marks it then.
        if (g.defaults?.includes(articleCode) && hasDefaultColumn(db)) run(db, 'UPDATE choices SET is_default = 1 WHERE id = ?', choiceId);
      });
    });
  }
  for (const a of articles) {
    (a.suggested ?? []).forEach((suggested, i) => {
      const target = articleIds.get(suggested);
      if (target === undefined) return; // not on this menu
      run(db, 'INSERT INTO suggested_articles (article_id, suggested_article_id, position) VALUES (?, ?, ?)',
        articleIds.get(a.code) ?? -1, target, i);
    });
  }
  return id;
}

function seedShops(db: Db, menuIds: Record<MenuCode, number>): void {
  const withDetails = all(db, "SELECT name FROM pragma_table_info('shops') WHERE name = 'phone'").length > 0;
  const withMethods = all(db, "SELECT name FROM pragma_table_info('shops') WHERE name = 'payment_methods'").length > 0;
  SEED_SHOPS.forEach((s, position) => {
    const market = MARKETS[s.country];
    run(
      db,
      `INSERT INTO shops (id, name, description, status, open_for_business, address1, address2, zip_code, city, country,
        latitude, longitude, time_zone, external_app_uri, menu_id, currency, currency_symbol, hidden, position)
       VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, 0, ?)`,
      s.id, s.name, s.description.sv, s.status, s.openForBusiness ? 1 : 0, s.address1, s.address2, s.zipCode, s.city,
      s.country, s.latitude, s.longitude, s.timeZone, s.externalAppUri, menuIds[s.menu], market.currency, market.symbol,
      position,
    );
    // Migrations 007 and 014 added these; a database kept at an older migration (the upgrade tests) has no columns for them.
    if (withDetails) {
      run(db, 'UPDATE shops SET phone = ?, cuisines = ?, price_range = ? WHERE id = ?',
        s.phone, JSON.stringify(CUISINES[s.menu]), PRICE_RANGE, s.id);
    }
    if (withMethods && !s.methodsUnstated) {
      run(db, 'UPDATE shops SET payment_methods = ? WHERE id = ?', JSON.stringify(COUNTRY_PAYMENT_METHODS[s.country]), s.id);
    }
    for (const [lang, text] of translations(s.description)) {
      run(db, 'INSERT INTO shop_translations (shop_id, language, description) VALUES (?, ?, ?)', s.id, lang, text);
    }
    for (const h of s.openingHours) {
      run(db, 'INSERT INTO shop_opening_hours (shop_id, day_of_week, opens, closes) VALUES (?, ?, ?, ?)',
        s.id, h.dayOfWeek, h.opens, h.closes);
    }
    SEED_SPOTS.forEach((spot, i) => {
      const { lastId } = run(db, 'INSERT INTO delivery_spots (shop_id, name, order_type, position) VALUES (?, ?, ?, ?)',
        s.id, spot.name, spot.orderType, i);
      for (const [lang, text] of translations(spot.i18n)) {
        run(db, 'INSERT INTO delivery_spot_translations (spot_id, language, name) VALUES (?, ?, ?)', lastId, lang, text);
      }
    });
  });
}

const hasRegularPriceColumn = (db: Db) => all<{ name: string }>(db, 'PRAGMA table_info(article_prices)').some((c) => c.name === 'regular_price');
const hasDefaultColumn = (db: Db) => all<{ name: string }>(db, 'PRAGMA table_info(choices)').some((c) => c.name === 'is_default');
