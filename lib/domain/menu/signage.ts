import type { Menu } from '@/lib/upstream/schemas/index.ts';

import { localize } from '../locale/i18n-text';
import { allArticles, findContainer } from './menu';

export type SignageSection = {
  title: string;
  items: Array<{ code: string; name: string; price: number; soldOut: boolean; campaign: string | null }>;
};

/** The menu flattened into one section per category that holds articles, in menu order. */
export function signageSections(menu: Menu, locale: string): SignageSection[] {
  const sections = new Map<string, SignageSection>();
  for (const { article, categoryPath } of allArticles(menu)) {
    const key = categoryPath.join('/');
    if (!sections.has(key)) {
      const trail = findContainer(menu, categoryPath, locale)?.trail ?? [];
      sections.set(key, { title: trail.map((t) => t.label).join(' · '), items: [] });
    }
    const campaign = article.campaigns[0];
    sections.get(key)!.items.push({
      code: article.code,
      name: localize(article.i18n, locale, article.description),
      price: article.price,
      soldOut: article.available === false,
      campaign: campaign ? localize(campaign.i18n, locale, campaign.name) : null,
    });
  }
  return [...sections.values()];
}
