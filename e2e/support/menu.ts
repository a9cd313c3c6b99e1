// A shop's menu as the app reads it, for tests that name dishes, prices and pictures: through the
// app's own menu route, whatever shape the restaurant's API answers in (E2E_API_SHAPE). There
// every entry says what it is, money is in minor units and a missing list is empty; the texts'
// language tags stay the restaurant's ("sv", or "sv-SE" and "nb-NO"), so `textIn` reads either.
import { localeOfLanguageTag } from '../../lib/domain/locale/locale';
import { E2E } from '../../playwright.config';

export type Text = { language: string; text: string };
export type MenuChoice = { code: string; isDefault?: boolean; article: { code: string; description: string; i18n: Text[]; price: number; available?: boolean } };
export type MenuArticle = {
  type: 'article';
  code: string;
  description: string;
  i18n: Text[];
  imageUrl: string | null;
  price: number;
  regularPrice?: number;
  available?: boolean;
  campaigns: Array<{ code: string }>;
  choiceGroups: Array<{ level: number; minCount?: number; maxCount: number; choices: MenuChoice[] }>;
};
export type MenuContainer = { type: 'container'; name: string; i18n: Text[]; items: MenuItem[] };
export type MenuItem = MenuArticle | MenuContainer;
export type ShopMenu = { currency: { name: string; symbol: string } | null; items: MenuItem[] };

export async function readMenu(shopId: number): Promise<ShopMenu> {
  const response = await fetch(`${E2E.appUrl}/api/shops/${shopId}/menu`);
  if (!response.ok) throw new Error(`menu of shop ${shopId}: ${response.status}`);
  return (await response.json()) as ShopMenu;
}

/** Every article under the items, depth first. */
export const articlesOf = (items: MenuItem[]): MenuArticle[] => items.flatMap((i) => (i.type === 'container' ? articlesOf(i.items) : [i]));

/** The articles of a category path ("Burgare", "Klassiker"), in the menu's order. */
export async function categoryArticles(shopId: number, ...path: string[]): Promise<MenuArticle[]> {
  let items = (await readMenu(shopId)).items;
  for (const name of path) {
    const container = items.find((i): i is MenuContainer => i.type === 'container' && i.name === name);
    if (!container) throw new Error(`no category ${path.join(' › ')} in shop ${shopId}'s menu`);
    items = container.items;
  }
  return items.filter((i): i is MenuArticle => i.type === 'article');
}

export async function menuArticle(shopId: number, code: string): Promise<MenuArticle> {
  const article = articlesOf((await readMenu(shopId)).items).find((a) => a.code === code);
  if (!article) throw new Error(`no article ${code} in shop ${shopId}'s menu`);
  return article;
}

/** The name a guest reads in one of our languages (a dish's or a category's): its text there, else the restaurant's own name. */
export const textIn = (entry: { description: string; i18n: Text[] } | MenuContainer, language: string): string =>
  entry.i18n.find((t) => localeOfLanguageTag(t.language) === language)?.text ?? ('description' in entry ? entry.description : entry.name);
