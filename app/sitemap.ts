import type { MetadataRoute } from 'next';

import { DEFAULT_LOCALE, LOCALES } from '@/lib/domain/locale/locale';
import { allArticles, type Menu, subcategories } from '@/lib/domain/menu/menu';
import { href } from '@/lib/routes';
import { languageAlternates, siteUrl } from '@/lib/seo/metadata';
import { loadMenu, loadShops } from '@/lib/services/catalog';

// Built from the live shop list on request (the build never calls the upstream); the upstream
// reads underneath are cached per shop, so this stays cheap.
export const dynamic = 'force-dynamic';

/** Every category path of a menu, nested ones included. */
function categoryPaths(menu: Menu): string[][] {
  const out: string[][] = [];
  const walk = (items: Menu['items'], path: string[]) => {
    for (const c of subcategories(items)) {
      out.push([...path, c.name]);
      walk(c.items, [...path, c.name]);
    }
  };
  walk(menu.items, []);
  return out;
}

/** The public pages of every shop that takes orders here, in every language, with their alternates. */
export default async function sitemap(): Promise<MetadataRoute.Sitemap> {
  const absolute = (path: string) => new URL(path, siteUrl().origin).toString();

  const shops = (await loadShops()).filter((s) => s.openForBusiness && !s.externalAppUri);
  const shopPaths = await Promise.all(
    shops.map(async (shop) => {
      const menu = await loadMenu(shop.id, DEFAULT_LOCALE).catch(() => null);
      const inMenu = menu
        ? [
            ...categoryPaths(menu).map((path) => href.menu(shop.id, path)),
            // Every article on the menu, add-ons offered as suggestions too: each has its page and can be ordered.
            ...allArticles(menu).map((a) => href.article(shop.id, a.categoryPath, a.article.code)),
          ]
        : [];
      return [href.orderType(shop.id), href.menu(shop.id), ...inMenu];
    }),
  );
  const paths = [
    href.home(),
    href.campaigns(),
    href.terms(),
    href.privacy(),
    href.accessibility(),
    ...shopPaths.flat(),
  ];
  // One entry per language version, each naming all the others (what hreflang in a sitemap expects).
  return paths.flatMap((path) => {
    const languages = Object.fromEntries(Object.entries(languageAlternates(path)).map(([lang, url]) => [lang, absolute(url)]));
    return LOCALES.map((l) => ({ url: languages[l]!, alternates: { languages } }));
  });
}
