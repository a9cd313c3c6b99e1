import 'server-only';

import { cache } from 'react';

import { AppError } from '@/lib/domain/app-error';
import { localize } from '@/lib/domain/locale/i18n-text';
import type { Locale } from '@/lib/domain/locale/locale';
import { allArticles, currencySymbol, findArticle, findContainer, menuSections, subcategories } from '@/lib/domain/menu/menu';
import { type MenuPageData, toArticleView, toChoiceGroups } from '@/lib/domain/menu/view';
import { toShopAvailability } from '@/lib/domain/shops/shop-view';
import { href, matchRoute } from '@/lib/routes';

import { loadMenu } from './catalog';
import { requireShop } from './shop-page';

type Base = Pick<MenuPageData, 'shop' | 'availability' | 'symbol'>;

/** An article's page asked for under another category path than its own: its address, to answer 308 with. */
export type MovedPage = { kind: 'moved'; path: string };

/**
 * What a /shop/{id}/menu/... address shows, or null when the shop, the category path or the
 * article does not exist (the not-found page). Names in the path are the menu's item names.
 */
export const resolveMenuPage = cache(async (rawShopId: string, segments: string[], locale: Locale): Promise<MenuPageData | MovedPage | null> => {
  // The menu is asked for alongside the shop (no waterfall); the shop's own answer (unknown,
  // closed for business) still decides first. loadMenu is memoised, so this is one call.
  if (/^\d{1,10}$/.test(rawShopId)) loadMenu(Number(rawShopId), locale).catch(() => undefined);
  const shop = await requireShop(rawShopId);
  if (!shop) return null;
  // A shop whose restaurant has no menu for it is a page that does not exist: the not-found page
  // (404), with the restaurant's own words in the log, not the error page's "try again".
  const menu = await loadMenu(shop.id, locale).catch((error: unknown) => {
    if (!(error instanceof AppError && error.code === 'MENU_NOT_FOUND')) throw error;
    console.warn(`[bff] ${error.message}`);
    return null;
  });
  if (!menu) return null;
  // Next passes the path segments as they were in the URL (still percent-encoded); the route table decodes.
  const route = matchRoute(`/shop/${shop.id}/menu/${segments.join('/')}`);
  if (!route) return null;
  const base: Base = { shop: { id: shop.id, name: shop.name }, availability: toShopAvailability(shop, new Date()), symbol: currencySymbol(menu) };
  const categoryPath = route.params.categoryPath ?? [];

  if (route.name === 'menuPage') {
    const container = findContainer(menu, categoryPath, locale);
    if (!container) return null;
    // One page for the whole menu: a category's address opens the same page at its section.
    const path = container.trail.map((c) => c.name);
    const sections = menuSections(menu).map((s) => ({
      id: s.id,
      path: s.path,
      label: s.container ? localize(s.container.i18n, locale, s.container.name) : '',
      depth: s.depth,
      articles: s.articles.map((a) => toArticleView(a, s.path, locale)),
    }));
    const key = path.join('/');
    return {
      ...base,
      kind: 'menu',
      trail: container.trail,
      categories: subcategories(menu.items).map((c) => ({
        name: c.name,
        label: localize(c.i18n, locale, c.name),
        imageUrl: c.imageUrl,
        href: href.menu(shop.id, [c.name]),
      })),
      sections,
      openAt: path.length ? (sections.find((s) => s.path.join('/') === key)?.id ?? null) : null,
    };
  }

  const found = route.params.articleId ? findArticle(menu, categoryPath, route.params.articleId, locale) : null;
  if (!found) return null;
  // One address per article (and per step of it): under any other category path, whatever
  // anyone writes there, it answers with its own address rather than render and be kept there.
  if (found.categoryPath.join('/') !== categoryPath.join('/')) {
    const own = href.article(shop.id, found.categoryPath, found.article.code);
    const step = route.name === 'suggestedArticlesPage' ? '/suggested' : route.name === 'editOrder' ? `/${encodeURIComponent(route.params.lineId ?? '')}` : '';
    return { kind: 'moved', path: own + step };
  }
  const trail = findContainer(menu, found.categoryPath, locale)?.trail ?? [];
  const article = toArticleView(found.article, found.categoryPath, locale);
  const suggestions = found.article.suggestedArticleCodes.flatMap((code) => {
    const match = allArticles(menu).find((a) => a.article.code === code);
    return match && match.article.available !== false ? [toArticleView(match.article, match.categoryPath, locale)] : [];
  });

  if (route.name === 'suggestedArticlesPage') {
    return { ...base, kind: 'suggested', trail, article, suggestions, continueHref: href.menu(shop.id, found.categoryPath) };
  }
  return {
    ...base,
    kind: 'article',
    trail,
    article,
    groups: toChoiceGroups(menu, found.article, locale),
    hasSuggestions: suggestions.length > 0,
    lineId: route.name === 'editOrder' ? route.params.lineId : undefined,
  };
});
