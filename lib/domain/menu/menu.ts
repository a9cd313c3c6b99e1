import type { Article, Menu, MenuContainer, MenuItem } from '@/lib/upstream/schemas/index.ts';

import { localize } from '../locale/i18n-text';

export type { Menu };

export type Crumb = { name: string; label: string; path: string[] };
export type ArticleWithPath = { article: Article; categoryPath: string[] };

const containers = (items: readonly MenuItem[]) => items.filter((i): i is MenuContainer => i.type === 'container');
const articles = (items: readonly MenuItem[]) => items.filter((i): i is Article => i.type === 'article');

/** Menu paths are item names: the container at such a path; null when any name is unknown. */
export function findContainer(menu: Menu, path: readonly string[], locale: string): { items: MenuItem[]; trail: Crumb[] } | null {
  let items: MenuItem[] = menu.items;
  const trail: Crumb[] = [];
  for (const name of path) {
    const next = containers(items).find((c) => c.name === name) ?? containers(items).find((c) => c.name.toLowerCase() === name.toLowerCase());
    if (!next) return null;
    items = next.items;
    trail.push({ name: next.name, label: localize(next.i18n, locale, next.name), path: [...trail.map((t) => t.name), next.name] });
  }
  return { items, trail };
}

/** Every article with the category path it sits at, in menu order. */
export function allArticles(menu: Menu): ArticleWithPath[] {
  const out: ArticleWithPath[] = [];
  const walk = (items: readonly MenuItem[], path: string[]) => {
    for (const item of items) {
      if (item.type === 'article') out.push({ article: item, categoryPath: path });
      else walk(item.items, [...path, item.name]);
    }
  };
  walk(menu.items, []);
  return out;
}

/** An article by code: at the given path first, else wherever it is now (old shared links). */
export function findArticle(menu: Menu, path: readonly string[], code: string, locale: string): ArticleWithPath | null {
  const here = findContainer(menu, path, locale);
  const local = here ? articles(here.items).find((a) => a.code === code) : undefined;
  if (local && here) return { article: local, categoryPath: here.trail.map((t) => t.name) };
  return allArticles(menu).find((a) => a.article.code === code) ?? null;
}

export const subcategories = containers;
export const articlesIn = articles;

/** The words of a text, lower-cased: runs of letters (any script, with their marks) and digits. */
const wordsOf = (text: string, locale: string) => text.normalize('NFC').toLocaleLowerCase(locale).match(/[\p{L}\p{M}\p{N}]+/gu) ?? [];

/**
 * Search over the visitor's language: article names and descriptions, trimmed, case-insensitive.
 * Words match from their start ("cola" finds "Coca-Cola" and "Cola Zero", not "chocolate"); every
 * word of the query must start a word of the same text.
 */
export function searchArticles(menu: Menu, query: string, locale: string): ArticleWithPath[] {
  if (query.trim().length < 2) return [];
  const needles = wordsOf(query, locale);
  if (needles.length === 0) return [];
  const matches = (text: string) => {
    const words = wordsOf(text, locale);
    return needles.every((needle) => words.some((word) => word.startsWith(needle)));
  };
  return allArticles(menu).filter(({ article }) =>
    [localize(article.i18n, locale, article.description), localize(article.longDescription, locale, ''), article.description].some(matches),
  );
}

/** Articles without any of the excluded allergens. */
export const withoutAllergens = <T extends { allergens?: readonly string[] }>(list: readonly T[], excluded: ReadonlySet<string>) =>
  excluded.size === 0 ? [...list] : list.filter((a) => !(a.allergens ?? []).some((x) => excluded.has(x)));

export const CURRENCY_FALLBACK_SYMBOL = ':-';

const SYMBOLS: Record<string, string> = { SEK: 'kr', NOK: 'kr', DKK: 'kr', EUR: '€' };

/** The symbol of an ISO currency code (a priced order names its currency by code). */
export const symbolForCurrency = (currency: string) => SYMBOLS[currency] ?? currency;

/** The symbol prices are shown with: the menu's, else ':-'. */
export const currencySymbol = (menu: Pick<Menu, 'currency'>) => menu.currency?.symbol?.trim() || CURRENCY_FALLBACK_SYMBOL;

export type Section = { id: string; path: string[]; container: MenuContainer | null; depth: number; articles: Article[] };

/**
 * The whole menu as one list of sections in menu order: each category, then the categories inside
 * it, each with the articles that sit directly in it. Ids are made of positions (`c-0-1`), so
 * they are safe in any language; the path of names stays for the addresses.
 */
export function menuSections(menu: Menu): Section[] {
  const out: Section[] = [];
  const rootArticles = articles(menu.items);
  if (rootArticles.length) out.push({ id: 'c', path: [], container: null, depth: -1, articles: rootArticles });
  const walk = (items: readonly MenuItem[], path: string[], id: string, depth: number) => {
    containers(items).forEach((container, index) => {
      const here = [...path, container.name];
      const sectionId = `${id}-${index}`;
      out.push({ id: sectionId, path: here, container, depth, articles: articles(container.items) });
      walk(container.items, here, sectionId, depth + 1);
    });
  };
  walk(menu.items, [], 'c', 0);
  return out;
}
