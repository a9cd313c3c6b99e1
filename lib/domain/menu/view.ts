import type { Article, Choice, Menu } from '@/lib/upstream/schemas/index.ts';

import type { BasketArticle } from '../basket/basket';
import { localize } from '../locale/i18n-text';
import type { ShopAvailability } from '../shops/shop-view';
import { keepUnitsTogether } from '../text/units';
import type { Crumb } from './menu';

/** An article as the browser needs it: texts already in the visitor's language. */
export type ArticleView = {
  code: string;
  name: string;
  description: string;
  price: number;
  /** The price without its campaign, only when a campaign lowers it (shown struck through, with the saving). */
  regularPrice?: number;
  imageUrl: string | null;
  campaigns: string[];
  allergens: string[];
  diets: string[];
  available: boolean;
  hasChoices: boolean;
  categoryPath: string[];
  basketArticle: BasketArticle;
};

export type ChoiceView = {
  code: string;
  name: string;
  price: number;
  available: boolean;
  allergens: string[];
  diets: string[];
  /** The restaurant marks it as the choice made unless the guest makes another. */
  isDefault: boolean;
  basketArticle: BasketArticle;
};

export type ChoiceGroupView = { level: number; name: string; min: number; max: number; choices: ChoiceView[] };

const toBasketArticle = (a: Choice['article'] & { taxPercent?: number }): BasketArticle => ({
  code: a.code,
  description: a.description,
  price: a.price,
  i18n: a.i18n,
  imageUrl: a.imageUrl,
  campaigns: a.campaigns.map((c) => ({ code: c.code, name: c.name, i18n: c.i18n })),
  taxPercent: a.taxPercent,
  allergens: a.allergens ?? [],
});

export function toArticleView(article: Article, categoryPath: string[], locale: string): ArticleView {
  return {
    code: article.code,
    name: keepUnitsTogether(localize(article.i18n, locale, article.description)),
    description: keepUnitsTogether(localize(article.longDescription, locale, '')),
    price: article.price,
    ...(article.regularPrice !== undefined && article.regularPrice > article.price ? { regularPrice: article.regularPrice } : {}),
    imageUrl: article.imageUrl,
    campaigns: article.campaigns.map((c) => localize(c.i18n, locale, c.name)),
    allergens: article.allergens ?? [],
    diets: article.diets ?? [],
    available: article.available !== false,
    hasChoices: article.choiceGroups.length > 0,
    categoryPath,
    basketArticle: toBasketArticle(article),
  };
}

export function toChoiceGroups(menu: Menu, article: Article, locale: string): ChoiceGroupView[] {
  return [...article.choiceGroups]
    .sort((a, b) => a.level - b.level)
    .map((group) => {
      const level = menu.choiceLevels.find((l) => l.level === group.level);
      return {
        level: group.level,
        name: level ? localize(level.i18n, locale, level.name) : '',
        min: Math.min(group.minCount ?? 0, group.maxCount),
        max: group.maxCount,
        choices: group.choices.map((choice) => ({
          code: choice.code,
          name: keepUnitsTogether(localize(choice.article.i18n, locale, choice.article.description)),
          price: choice.article.price,
          available: choice.article.available !== false,
          allergens: choice.article.allergens ?? [],
          diets: choice.article.diets ?? [],
          isDefault: choice.isDefault === true,
          basketArticle: toBasketArticle(choice.article),
        })),
      };
    });
}

type PageBase = { shop: { id: number; name: string }; availability: ShopAvailability; symbol: string };
type CategoryLink = { name: string; label: string; imageUrl: string | null; href: string };
/**
 * One heading of the one-page menu: a category (depth 0, a tab of its own) or a category inside
 * one (depth 1 and more), with the articles that sit directly in it. The root's own articles, if
 * any, come first with an empty path.
 */
export type MenuSection = { id: string; path: string[]; label: string; depth: number; articles: ArticleView[] };

/** What a /shop/{id}/menu/... address shows: a category, an article (new or an edited line) or the suggestions after adding. */
export type MenuPageData =
  | (PageBase & { kind: 'menu'; trail: Crumb[]; categories: CategoryLink[]; sections: MenuSection[]; openAt: string | null })
  | (PageBase & { kind: 'article'; trail: Crumb[]; article: ArticleView; groups: ChoiceGroupView[]; hasSuggestions: boolean; lineId?: string })
  | (PageBase & { kind: 'suggested'; trail: Crumb[]; article: ArticleView; suggestions: ArticleView[]; continueHref: string });
