import type { BasketItem } from '../basket/basket';
import { allArticles, type Menu } from './menu';
import { menuNames } from './names';
import { toArticleView, toChoiceGroups } from './view';

export type PastOrder = { items: Array<{ code: string; name: string; quantity: number; choices: Array<{ level: number; code: string; name: string }> }> };
export type Reorder = { lines: Array<Omit<BasketItem, 'id'>>; skipped: string[] };

/**
 * One-tap re-order: the past order's lines as basket lines priced from today's menu. Articles
 * that are gone or sold out, and choices no longer offered, are skipped and named: in the guest's
 * language when the menu still has them, else as the restaurant named them.
 */
export function reorderLines(menu: Menu, order: PastOrder, locale: string): Reorder {
  const articles = allArticles(menu);
  const names = menuNames(menu, locale);
  const lines: Reorder['lines'] = [];
  const skipped: string[] = [];
  for (const item of order.items) {
    const found = articles.find((a) => a.article.code === item.code);
    if (!found || found.article.available === false) {
      skipped.push(names.article(item.code, item.name));
      continue;
    }
    const view = toArticleView(found.article, found.categoryPath, locale);
    const groups = toChoiceGroups(menu, found.article, locale);
    const choices = item.choices.flatMap((c) => {
      const choice = groups.find((g) => g.level === c.level)?.choices.find((x) => x.code === c.code);
      if (!choice || !choice.available) {
        skipped.push(names.choice(item.code, { level: c.level, choiceCode: c.code }, c.name || c.code));
        return [];
      }
      return [{ level: c.level, code: c.code, article: choice.basketArticle }];
    });
    const tooFew = groups.some((g) => choices.filter((c) => c.level === g.level).length < g.min);
    if (tooFew) {
      skipped.push(view.name);
      continue;
    }
    lines.push({ type: 'article', quantity: item.quantity, article: view.basketArticle, choices, categoryPath: found.categoryPath });
  }
  return { lines, skipped };
}
