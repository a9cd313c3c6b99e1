import type {
  Allergen, Article, Campaign, ChoiceGroup, Menu, MenuContainer, MenuItem,
} from '../../../lib/upstream/schemas/index.ts';
import type { Db } from '../db/database.ts';
import { all, one, run } from '../db/database.ts';
import type { ShopRecord } from './shops.ts';

type Diet = 'vegan' | 'vegetarian' | 'glutenFree' | 'lactoseFree';
type ArticleRow = {
  id: number; code: string; kind: 'Article' | 'Suggested' | 'Choice'; description: string; image_path: string | null;
  available: number; price: number | null; regular_price: number | null; tax_percent: number | null; shop_available: number | null;
};
type CategoryRow = { id: number; parent_id: number | null; name: string; image_path: string | null; position: number };

function groupBy<T, K>(rows: T[], key: (row: T) => K): Map<K, T[]> {
  const map = new Map<K, T[]>();
  for (const row of rows) {
    const k = key(row);
    const list = map.get(k);
    if (list) list.push(row);
    else map.set(k, [row]);
  }
  return map;
}

/**
 * Marks an article sold out (false) or available (true) at one shop, or back to the article's
 * own availability (null). False when the shop or the article does not exist.
 */
export function setShopArticleAvailability(db: Db, shopId: number, code: string, available: boolean | null): boolean {
  const shop = one<{ id: number }>(db, 'SELECT id FROM shops WHERE id = ?', shopId);
  const article = one<{ id: number }>(db, 'SELECT id FROM articles WHERE code = ?', code);
  if (!shop || !article) return false;
  if (available === null) {
    run(db, 'DELETE FROM shop_article_availability WHERE shop_id = ? AND article_id = ?', shopId, article.id);
  } else {
    run(
      db,
      `INSERT INTO shop_article_availability (shop_id, article_id, available) VALUES (?, ?, ?)
       ON CONFLICT (shop_id, article_id) DO UPDATE SET available = excluded.available`,
      shopId, article.id, available ? 1 : 0,
    );
  }
  return true;
}

/** Builds the contract menu of one shop: the shop's menu template in the shop's currency. */
export function getShopMenu(db: Db, record: ShopRecord): Menu {
  const menuId = record.menuId;
  const shopId = record.shop.id;
  const menu = one<{ name: string }>(db, 'SELECT name FROM menus WHERE id = ?', menuId);

  const articles = all<ArticleRow>(
    db,
    `SELECT a.id, a.code, a.kind, a.description, a.image_path, a.available, p.price, p.regular_price, p.tax_percent,
            sa.available AS shop_available
     FROM articles a
     LEFT JOIN article_prices p ON p.article_id = a.id AND p.currency = ?
     LEFT JOIN shop_article_availability sa ON sa.article_id = a.id AND sa.shop_id = ?
     WHERE a.menu_id = ?`,
    record.currency, shopId, menuId,
  );
  const byId = new Map(articles.map((a) => [a.id, a]));
  const texts = groupBy(
    all<{ article_id: number; language: string; description: string; long_description: string | null }>(
      db,
      `SELECT t.article_id, t.language, t.description, t.long_description FROM article_translations t
       JOIN articles a ON a.id = t.article_id WHERE a.menu_id = ? ORDER BY t.rowid`,
      menuId,
    ),
    (r) => r.article_id,
  );
  const allergens = groupBy(
    all<{ article_id: number; allergen: Allergen }>(
      db, 'SELECT x.article_id, x.allergen FROM article_allergens x JOIN articles a ON a.id = x.article_id WHERE a.menu_id = ? ORDER BY x.rowid', menuId),
    (r) => r.article_id,
  );
  const diets = groupBy(
    all<{ article_id: number; diet: Diet }>(
      db, 'SELECT x.article_id, x.diet FROM article_diets x JOIN articles a ON a.id = x.article_id WHERE a.menu_id = ? ORDER BY x.rowid', menuId),
    (r) => r.article_id,
  );
  const campaignTexts = groupBy(
    all<{ campaign_id: number; language: string; name: string }>(
      db, 'SELECT t.campaign_id, t.language, t.name FROM campaign_translations t JOIN campaigns c ON c.id = t.campaign_id WHERE c.menu_id = ? ORDER BY t.rowid', menuId),
    (r) => r.campaign_id,
  );
  const campaigns = groupBy(
    all<{ article_id: number; campaign_id: number; code: string; name: string }>(
      db,
      `SELECT ac.article_id, c.id AS campaign_id, c.code, c.name FROM article_campaigns ac
       JOIN campaigns c ON c.id = ac.campaign_id WHERE c.menu_id = ? ORDER BY c.code`,
      menuId,
    ),
    (r) => r.article_id,
  );
  const groups = groupBy(
    all<{ id: number; article_id: number; level: number; max_count: number; min_count: number }>(
      db,
      `SELECT g.id, g.article_id, g.level, g.max_count, g.min_count FROM choice_groups g
       JOIN articles a ON a.id = g.article_id WHERE a.menu_id = ? ORDER BY g.position, g.id`,
      menuId,
    ),
    (r) => r.article_id,
  );
  const choices = groupBy(
    all<{ group_id: number; code: string; choice_article_id: number; is_default: number }>(
      db,
      `SELECT ch.group_id, ch.code, ch.choice_article_id, ch.is_default FROM choices ch
       JOIN choice_groups g ON g.id = ch.group_id JOIN articles a ON a.id = g.article_id
       WHERE a.menu_id = ? ORDER BY ch.position, ch.id`,
      menuId,
    ),
    (r) => r.group_id,
  );
  const suggestions = groupBy(
    all<{ article_id: number; code: string }>(
      db,
      `SELECT s.article_id, t.code FROM suggested_articles s JOIN articles t ON t.id = s.suggested_article_id
       WHERE t.menu_id = ? ORDER BY s.position`,
      menuId,
    ),
    (r) => r.article_id,
  );

  const baseFields = (a: ArticleRow) => ({
    code: a.code,
    description: a.description,
    price: a.price ?? 0,
    i18n: (texts.get(a.id) ?? []).map((t) => ({ language: t.language, text: t.description })),
    imageUrl: a.image_path,
    campaigns: (campaigns.get(a.id) ?? []).map(
      (c): Campaign => ({
        code: c.code,
        name: c.name,
        i18n: (campaignTexts.get(c.campaign_id) ?? []).map((t) => ({ language: t.language, text: t.name })),
      }),
    ),
    allergens: (allergens.get(a.id) ?? []).map((r) => r.allergen),
    diets: (diets.get(a.id) ?? []).map((r) => r.diet),
    available: (a.shop_available ?? a.available) === 1,
    // A campaign that lowers the price: the price without it, for the struck-through price and the saving.
    ...(a.regular_price !== null && a.price !== null && a.regular_price > a.price ? { regularPrice: a.regular_price } : {}),
  });

  const toArticle = (a: ArticleRow): Article => {
    const long = (texts.get(a.id) ?? []).filter((t) => t.long_description !== null);
    return {
      type: 'article',
      kind: a.kind === 'Suggested' ? 'Suggested' : 'Article',
      ...baseFields(a),
      ...(long.length > 0 ? { longDescription: long.map((t) => ({ language: t.language, text: t.long_description ?? '' })) } : {}),
      choiceGroups: (groups.get(a.id) ?? []).map(
        (g): ChoiceGroup => ({
          level: g.level,
          maxCount: g.max_count,
          minCount: g.min_count,
          choices: (choices.get(g.id) ?? []).flatMap((ch) => {
            const choiceArticle = byId.get(ch.choice_article_id);
            if (!choiceArticle) return [];
            return [{ code: ch.code, article: baseFields(choiceArticle), ...(ch.is_default ? { isDefault: true } : {}) }];
          }),
        }),
      ),
      suggestedArticleCodes: (suggestions.get(a.id) ?? []).map((s) => s.code),
      taxPercent: a.tax_percent ?? 0,
    };
  };

  const categories = all<CategoryRow>(
    db, 'SELECT id, parent_id, name, image_path, position FROM categories WHERE menu_id = ? ORDER BY position, id', menuId);
  const categoryTexts = groupBy(
    all<{ category_id: number; language: string; name: string }>(
      db, 'SELECT t.category_id, t.language, t.name FROM category_translations t JOIN categories c ON c.id = t.category_id WHERE c.menu_id = ? ORDER BY t.rowid', menuId),
    (r) => r.category_id,
  );
  const placed = groupBy(
    all<{ category_id: number; article_id: number }>(
      db,
      `SELECT ca.category_id, ca.article_id FROM category_articles ca JOIN categories c ON c.id = ca.category_id
       WHERE c.menu_id = ? ORDER BY ca.position, ca.article_id`,
      menuId,
    ),
    (r) => r.category_id,
  );
  const children = groupBy(categories, (c) => c.parent_id);

  const toContainer = (c: CategoryRow): MenuContainer => {
    const items: MenuItem[] = [
      ...(children.get(c.id) ?? []).map(toContainer),
      ...(placed.get(c.id) ?? []).flatMap((p) => {
        const a = byId.get(p.article_id);
        return a ? [toArticle(a)] : [];
      }),
    ];
    return {
      type: 'container',
      name: c.name,
      i18n: (categoryTexts.get(c.id) ?? []).map((t) => ({ language: t.language, text: t.name })),
      imageUrl: c.image_path,
      items,
    };
  };

  const levels = all<{ level: number; name: string }>(db, 'SELECT level, name FROM choice_levels WHERE menu_id = ? ORDER BY level', menuId);
  const levelTexts = groupBy(
    all<{ level: number; language: string; name: string }>(
      db, 'SELECT level, language, name FROM choice_level_translations WHERE menu_id = ? ORDER BY rowid', menuId),
    (r) => r.level,
  );

  return {
    name: menu?.name ?? record.shop.name,
    currency: { name: record.currency, symbol: record.currencySymbol },
    choiceLevels: levels.map((l) => ({
      level: l.level,
      name: l.name,
      i18n: (levelTexts.get(l.level) ?? []).map((t) => ({ language: t.language, text: t.name })),
    })),
    items: (children.get(null) ?? []).map(toContainer),
  };
}
