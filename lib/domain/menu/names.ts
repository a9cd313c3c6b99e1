import type { Choice, Menu } from '@/lib/upstream/schemas/index.ts';

import { localize } from '../locale/i18n-text';
import { allArticles } from './menu';

type Named = Choice['article'];

/** How an order names a choice: its level and choice code, and the choice's article code when known. */
export type ChoiceRef = { level: number; choiceCode: string; articleCode?: string };

/**
 * Names in the guest's language for what an order or the history names by code. A code on the
 * current menu reads as the menu names it now; a code the menu no longer has keeps the name the
 * restaurant gave it (`fallback`). Without a menu (not loaded yet) every name is the restaurant's.
 */
export type MenuNames = {
  article: (code: string, fallback: string) => string;
  /** A choice of the line whose article is `lineCode`. */
  choice: (lineCode: string, choice: ChoiceRef, fallback: string) => string;
};

export function menuNames(menu: Menu | undefined, locale: string): MenuNames {
  const articles = new Map((menu ? allArticles(menu) : []).map(({ article }) => [article.code, article]));
  const choiceArticles = new Map<string, Named>();
  for (const article of articles.values()) {
    for (const group of article.choiceGroups) for (const choice of group.choices) choiceArticles.set(choice.article.code, choice.article);
  }
  const name = (named: Named | undefined, fallback: string) => (named ? localize(named.i18n, locale, named.description) : fallback);

  return {
    article: (code, fallback) => name(articles.get(code) ?? choiceArticles.get(code), fallback),
    choice: (lineCode, { level, choiceCode, articleCode }, fallback) => {
      const group = articles.get(lineCode)?.choiceGroups.find((g) => g.level === level);
      const byChoiceCode = group?.choices.find((c) => c.code === choiceCode)?.article;
      return name(byChoiceCode ?? (articleCode ? choiceArticles.get(articleCode) : undefined), fallback);
    },
  };
}
