/**
 * GET /api/campaigns?shopId=: the menus' campaigns as offers (offersSchema). name and
 * description are in the first Accept-Language we have (else Swedish); i18n holds the name in
 * every language. With shopId: only offers valid at that shop and on its menu.
 */
import { Hono } from 'hono';

import type { Offer } from '../../../lib/upstream/schemas/index.ts';
import { offersSchema } from '../../../lib/upstream/schemas/index.ts';
import type { AppDeps, AppEnv } from '../context.ts';
import { all } from '../db/database.ts';
import { contractJson, invalidShopId, parseShopId, pickLanguage, shopNotFound } from '../http.ts';
import { getLanguages } from '../repo/settings.ts';
import { findShop } from '../repo/shops.ts';
import { wireOffers } from '../wire.ts';

type OfferRow = { code: string; image_path: string | null; valid_until: string | null };

export function listOffers(db: AppDeps['db'], language: string, shop: { id: number; menuId: number } | null): Offer[] {
  const offers = all<OfferRow>(db, 'SELECT code, image_path, valid_until FROM offers ORDER BY position, code');
  const names = all<{ code: string; language: string; name: string }>(
    db,
    `SELECT c.code, t.language, t.name FROM campaigns c
     JOIN campaign_translations t ON t.campaign_id = c.id
     WHERE c.menu_id = (SELECT min(menu_id) FROM campaigns WHERE code = c.code) ORDER BY t.rowid`,
  );
  const descriptions = all<{ code: string; language: string; description: string }>(db, 'SELECT code, language, description FROM offer_translations');
  const shopRows = all<{ code: string; shop_id: number }>(db, 'SELECT code, shop_id FROM offer_shops ORDER BY shop_id');
  const articles = all<{ code: string; article_code: string }>(
    db,
    `SELECT DISTINCT c.code, a.code AS article_code FROM article_campaigns ac
     JOIN campaigns c ON c.id = ac.campaign_id JOIN articles a ON a.id = ac.article_id
     ${shop ? 'WHERE c.menu_id = ?' : ''} ORDER BY a.code`,
    ...(shop ? [shop.menuId] : []),
  );
  return offers.flatMap((o) => {
    const shopIds = shopRows.filter((s) => s.code === o.code).map((s) => s.shop_id);
    const articleCodes = articles.filter((a) => a.code === o.code).map((a) => a.article_code);
    if (shop && ((shopIds.length > 0 && !shopIds.includes(shop.id)) || articleCodes.length === 0)) return [];
    const nameRows = names.filter((n) => n.code === o.code);
    if (nameRows.length === 0) return []; // no menu carries this campaign
    const texts = descriptions.filter((d) => d.code === o.code);
    const pick = <T extends { language: string }>(rows: T[]): T | undefined =>
      rows.find((r) => r.language === language) ?? rows.find((r) => r.language === 'sv') ?? rows[0];
    return [{
      code: o.code,
      name: pick(nameRows)!.name,
      description: pick(texts)?.description ?? '',
      i18n: nameRows.map((n) => ({ language: n.language, text: n.name })),
      imageUrl: o.image_path,
      validUntil: o.valid_until,
      shopIds: shopIds.length > 0 ? shopIds : null,
      articleCodes,
    }];
  });
}

export function campaignRoutes(deps: AppDeps): Hono<AppEnv> {
  const app = new Hono<AppEnv>();
  app.get('/', (c) => {
    const raw = c.req.query('shopId');
    let shop: { id: number; menuId: number } | null = null;
    if (raw !== undefined && raw !== '') {
      const id = parseShopId(raw);
      if (id === null) return invalidShopId();
      const record = findShop(deps.db, id);
      if (!record) return shopNotFound();
      shop = { id, menuId: record.menuId };
    }
    const language = pickLanguage(c.req.header('accept-language'), getLanguages(deps.db)) ?? 'sv';
    const res = contractJson(offersSchema, listOffers(deps.db, language, shop), 200, (offers) => wireOffers(deps.wire, offers));
    res.headers.set('Cache-Control', 'public, max-age=300');
    res.headers.set('Vary', 'Accept-Language');
    return res;
  });
  return app;
}
