import type { Article } from '@/lib/upstream/schemas/index.ts';

import { menuOffers, type OfferText, savingOf } from './offers';
import { type ArticleView, type MenuSection, toArticleView } from './view';

const article = (code: string, name: string, price: number, extra: Partial<Article> = {}): Article => ({
  type: 'article', kind: 'Article', code, description: name, price, i18n: [{ language: 'en', text: name }], imageUrl: null,
  campaigns: [], choiceGroups: [], suggestedArticleCodes: [], taxPercent: 12, ...extra,
});
const section = (path: string[], articles: ArticleView[]): MenuSection => ({ id: path.join('-'), path, label: path.at(-1) ?? '', depth: path.length - 1, articles });

const weekly = { code: 'VECKANS', name: 'Veckans burgare', i18n: [{ language: 'en', text: 'Burger of the week' }], articleCodes: ['B104'] };
const fika = { code: 'FIKA', name: 'Fikadeal', i18n: [{ language: 'en', text: 'Coffee break deal' }], articleCodes: ['D601', 'E702', 'B104'] };
const elsewhere: OfferText = { code: 'GRON', name: 'Grön vecka', i18n: [], articleCodes: ['V201'] };

const double = toArticleView(article('B104', 'Double Nordic', 17900, { regularPrice: 19900 }), ['Burgare'], 'en');
const coffee = toArticleView(article('D601', 'Filter coffee', 3200), ['Dryck'], 'en');
const bun = toArticleView(article('E702', 'Cinnamon bun', 3500, { available: false }), ['Desserter'], 'en');
const sections = [section(['Burgare'], [double]), section(['Dryck'], [coffee]), section(['Desserter'], [bun])];

test('an article whose campaign lowers its price keeps the regular price; a regular price at or under the price is none', () => {
  expect(double).toMatchObject({ price: 17900, regularPrice: 19900 });
  expect(toArticleView(article('X', 'Same', 100, { regularPrice: 100 }), [], 'en')).not.toHaveProperty('regularPrice');
  expect(coffee).not.toHaveProperty('regularPrice');
});

test('the row holds each offer’s dishes on this menu, in the offers’ order, named in the guest’s language', () => {
  const cards = menuOffers([weekly, fika, elsewhere], sections, 'en');
  expect(cards.map((c) => [c.offerName, c.article.code])).toEqual([
    ['Burger of the week', 'B104'],
    // Sold out (the bun) and a dish already shown (B104, under its first offer) are left out.
    ['Coffee break deal', 'D601'],
  ]);
  expect(cards[0]!.article).toEqual({ code: 'B104', name: 'Double Nordic', price: 17900, regularPrice: 19900, imageUrl: null, categoryPath: ['Burgare'] });
  expect(cards[1]!.article).not.toHaveProperty('regularPrice');
});

test('no offers, or none with a dish on this menu, is an empty row; the row is capped', () => {
  expect(menuOffers([], sections, 'en')).toEqual([]);
  expect(menuOffers([elsewhere], sections, 'en')).toEqual([]);
  expect(menuOffers([weekly, fika], sections, 'en', 1)).toHaveLength(1);
});

test('the saving is the regular price less the price, and nothing when the campaign lowers no price', () => {
  expect(savingOf(17900, 19900)).toBe(2000);
  expect(savingOf(17900, undefined)).toBe(0);
  expect(savingOf(17900, 17900)).toBe(0);
});

test('each offer once, with its first dish here: the rest are on the offers page; a dish an earlier offer shows gives way to the next', () => {
  const soup = toArticleView(article('E702', 'Cinnamon bun', 3500), ['Desserter'], 'en');
  const open = [section(['Burgare'], [double]), section(['Dryck'], [coffee]), section(['Desserter'], [soup])];
  const fikaFirstB104 = { ...fika, articleCodes: ['B104', 'D601', 'E702'] };
  expect(menuOffers([fika], open, 'en').map((c) => c.article.code)).toEqual(['D601']);
  expect(menuOffers([weekly, fikaFirstB104], open, 'en').map((c) => [c.offerCode, c.article.code])).toEqual([
    ['VECKANS', 'B104'],
    ['FIKA', 'D601'],
  ]);
});
