import type { Article, Menu, MenuItem, Shop } from '../../../lib/upstream/schemas/index.ts';
import { menuSchema, shopSchema } from '../../../lib/upstream/schemas/index.ts';
import { count } from '../db/database.ts';
import { listDeliverySpots } from '../repo/delivery-spots.ts';
import { getShopMenu } from '../repo/menu.ts';
import { listShops } from '../repo/shops.ts';
import { useTestApi } from '../testing.ts';
import { seedIfEmpty } from './index.ts';

const LANGS = ['sv', 'fi', 'en', 'ru', 'no'];
const expectFiveLanguages = (i18n: { language: string; text: string }[] | undefined, what: string): void => {
  const langs = (i18n ?? []).map((t) => t.language);
  expect({ what, langs }).toEqual({ what, langs: LANGS });
  for (const t of i18n ?? []) expect({ what, text: t.text.trim().length > 0 }).toEqual({ what, text: true });
};

function articlesOf(items: MenuItem[]): Article[] {
  return items.flatMap((i) => (i.type === 'article' ? [i] : articlesOf(i.items)));
}
function depth(items: MenuItem[]): number {
  return Math.max(0, ...items.map((i) => (i.type === 'container' ? 1 + depth(i.items) : 0)));
}

describe('demo data', () => {
  const api = useTestApi({}, 'all');
  let shops: Shop[];
  let menus: Map<number, Menu>;
  beforeAll(() => {
    const records = listShops(api.db, { includeHidden: true });
    shops = records.map((r) => r.shop);
    menus = new Map(records.map((r) => [r.shop.id, getShopMenu(api.db, r)]));
  });

  test('ten shops with ids 1..10 of one chain in SE, FI and NO time zones', () => {
    expect(shops.map((s) => s.id)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10]);
    for (const s of shops) {
      expect(shopSchema.parse(s)).toBeTruthy();
      expect(s.name.startsWith('Nordic Burger ')).toBe(true);
      expect(s.location).not.toBeNull();
    }
    expect(new Set(shops.map((s) => s.timeZone))).toEqual(new Set(['Europe/Stockholm', 'Europe/Helsinki', 'Europe/Oslo']));
  });

  test('covers every shop state', () => {
    const byId = (id: number): Shop => shops.find((s) => s.id === id)!;
    const is247 = (s: Shop): boolean =>
      s.openingHours.length === 7 && s.openingHours.every((h) => h.opens === '00:00:00' && h.closes === '23:59:59');
    const bookable = shops.filter((s) => s.status === 'online' && s.openForBusiness && !s.externalAppUri);
    expect(bookable.filter(is247).length).toBeGreaterThanOrEqual(2);
    expect(is247(byId(1)) && byId(1).status === 'online' && byId(1).timeZone === 'Europe/Stockholm').toBe(true);
    expect(bookable.filter((s) => s.openingHours.length > 0 && !is247(s)).length).toBeGreaterThanOrEqual(2);
    expect(shops.some((s) => s.status === 'paused' && s.openForBusiness)).toBe(true);
    expect(shops.some((s) => s.status === 'offline' && s.openForBusiness)).toBe(true);
    expect(shops.some((s) => s.status === 'online' && s.openForBusiness && s.openingHours.length === 0)).toBe(true);
    expect(shops.some((s) => !s.openForBusiness && !s.externalAppUri)).toBe(true);
    expect(shops.some((s) => s.externalAppUri?.startsWith('https://example.com/'))).toBe(true);
  });

  test('every shop text is in five languages', () => {
    for (const s of shops) expectFiveLanguages(s.i18n, `shop ${s.id}`);
  });

  test('menus: nested categories, currencies, taxes and five languages everywhere', () => {
    const currencies = new Map<string, { symbol: string | null; tax: Set<number> }>();
    for (const [shopId, menu] of menus) {
      expect(menuSchema.parse(menu)).toBeTruthy();
      expect(depth(menu.items)).toBeGreaterThanOrEqual(2);
      for (const level of menu.choiceLevels) expectFiveLanguages(level.i18n, `level ${level.level}`);
      const visit = (items: MenuItem[]): void => {
        for (const item of items) {
          if (item.type === 'container') {
            expectFiveLanguages(item.i18n, `category ${item.name}`);
            visit(item.items);
          } else {
            expectFiveLanguages(item.i18n, `article ${item.code}`);
            expectFiveLanguages(item.longDescription, `long ${item.code}`);
            for (const c of item.campaigns) expectFiveLanguages(c.i18n, `campaign ${c.code}`);
            for (const g of item.choiceGroups) for (const ch of g.choices) expectFiveLanguages(ch.article.i18n, `choice ${ch.code}`);
          }
        }
      };
      visit(menu.items);
      const entry = currencies.get(menu.currency?.name ?? '') ?? { symbol: menu.currency?.symbol ?? null, tax: new Set<number>() };
      for (const a of articlesOf(menu.items)) entry.tax.add(a.taxPercent);
      currencies.set(menu.currency?.name ?? '', entry);
      expect(shopId).toBeGreaterThan(0);
    }
    expect([...currencies.keys()].sort()).toEqual(['EUR', 'NOK', 'SEK']);
    expect(currencies.get('SEK')?.symbol).toBe('kr');
    expect(currencies.get('EUR')?.symbol).toBe('€');
    expect(currencies.get('NOK')?.symbol).toBe('kr');
    expect([...(currencies.get('SEK')?.tax ?? [])]).toEqual([12]);
  });

  test('shop 1 has the richest menu with every menu feature', () => {
    const sizes = [...menus.entries()].map(([id, m]) => [id, articlesOf(m.items).length] as const);
    const shop1 = articlesOf(menus.get(1)!.items);
    expect(Math.max(...sizes.map(([, n]) => n))).toBe(shop1.length);
    expect(shop1.length).toBeGreaterThanOrEqual(20);
    expect(shop1.length).toBeLessThanOrEqual(30);
    const menu = menus.get(1)!;
    expect(menu.items.map((i) => (i.type === 'container' ? i.name : i.code))).toEqual(expect.arrayContaining(['Burgare', 'Dryck', 'Tillbehör', 'Desserter']));
    const burgers = menu.items.find((i) => i.type === 'container' && i.name === 'Burgare');
    expect(burgers?.type === 'container' && burgers.items.map((i) => (i.type === 'container' ? i.name : i.code))).toEqual(['Klassiker', 'Växtbaserat']);
    expect(menu.choiceLevels.map((l) => l.level)).toEqual(expect.arrayContaining([1, 2, 3]));

    const groups = shop1.flatMap((a) => a.choiceGroups);
    const choices = groups.flatMap((g) => g.choices);
    expect(groups.some((g) => (g.minCount ?? 0) > 0)).toBe(true);
    expect(groups.some((g) => g.maxCount > 1)).toBe(true);
    expect(choices.some((c) => c.article.price === 0)).toBe(true);
    expect(choices.some((c) => c.article.price > 0)).toBe(true);
    expect(choices.some((c) => c.article.available === false)).toBe(true);
    expect(choices.some((c) => (c.article.allergens ?? []).length > 0 && (c.article.diets ?? []).length > 0)).toBe(true);
    expect(shop1.some((a) => a.available === false)).toBe(true);
    expect(shop1.some((a) => a.campaigns.length > 0)).toBe(true);
    expect(shop1.some((a) => a.kind === 'Suggested')).toBe(true);
    expect(shop1.some((a) => (a.allergens ?? []).length > 0)).toBe(true);
    expect(shop1.some((a) => (a.diets ?? []).includes('vegan'))).toBe(true);
    const codes = new Set(shop1.map((a) => a.code));
    const suggested = shop1.flatMap((a) => a.suggestedArticleCodes);
    expect(suggested.length).toBeGreaterThan(0);
    for (const code of suggested) expect(codes.has(code)).toBe(true);
    for (const a of shop1) {
      expect(a.imageUrl).toMatch(/^menu\/[a-z-]+\.(webp|jpg)$/);
      expect(a.description).toBe(a.i18n.find((t) => t.language === 'sv')?.text);
      expect(Number.isInteger(a.price) && a.price > 0).toBe(true);
    }
  });

  test('every choice has a code of its own, never its article\'s code (the ordering API’s data model), unique in its group', () => {
    const CODE = /^[A-Za-z0-9._-]{1,50}$/;
    let seen = 0;
    for (const menu of menus.values()) {
      const articleCodes = new Set(articlesOf(menu.items).map((a) => a.code));
      for (const group of articlesOf(menu.items).flatMap((a) => a.choiceGroups)) {
        const codes = group.choices.map((c) => c.code);
        expect(new Set(codes).size).toBe(codes.length);
        for (const c of group.choices) {
          seen += 1;
          expect({ choice: c.code, matches: CODE.test(c.code) }).toEqual({ choice: c.code, matches: true });
          expect(c.code).not.toBe(c.article.code);
          expect(articleCodes.has(c.code)).toBe(false);
        }
      }
    }
    expect(seen).toBeGreaterThan(100);
    const burger = articlesOf(menus.get(1)!.items).find((a) => a.code === 'B101')!;
    expect(burger.choiceGroups[0]!.choices.map((c) => [c.code, c.article.code])).toEqual([
      ['CH1-BRIOCHE', 'C-BRIOCHE'], ['CH1-SURDEG', 'C-SURDEG'], ['CH1-GLUTENFRI', 'C-GLUTENFRI'], ['CH1-SALLAD', 'C-SALLAD'],
    ]);
  });

  test('delivery spots: six tables for dine in and the counter for take away, in five languages', () => {
    for (const s of shops) {
      const spots = listDeliverySpots(api.db, s.id);
      expect(spots.filter((x) => x.orderType === 'dineInPlace').map((x) => x.name)).toEqual(['Bord 1', 'Bord 2', 'Bord 3', 'Bord 4', 'Bord 5', 'Bord 6']);
      expect(spots.filter((x) => x.orderType === 'takeAway').map((x) => x.name)).toEqual(['Disken']);
      for (const spot of spots) expectFiveLanguages(spot.i18n, `spot ${spot.id}`);
    }
  });

  test('seeding again is a no-op', () => {
    const before = count(api.db, 'articles');
    expect(seedIfEmpty(api.db)).toBe(false);
    expect(count(api.db, 'articles')).toBe(before);
  });
});
