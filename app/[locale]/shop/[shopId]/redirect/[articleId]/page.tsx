import { redirect } from 'next/navigation';

import { linkPath } from '@/lib/domain/locale/locale';
import { allArticles } from '@/lib/domain/menu/menu';
import { pageSegment } from '@/lib/i18n/page-locale';
import { decodeSegment, href } from '@/lib/routes';
import { loadMenu } from '@/lib/services/catalog';
import { requireShop } from '@/lib/services/shop-page';

/**
 * Article redirect: find where the article sits in the menu and go there, on the same language
 * URL. An article the menu does not have (or a shop that does not exist) goes to the article's
 * address at the top of the menu, which answers not found with its text: this page is rendered
 * per request, and only a cached page can answer 404 with a readable page (see NotFoundPage).
 */
export default async function ArticleRedirect({ params }: PageProps<'/[locale]/shop/[shopId]/redirect/[articleId]'>) {
  const { shopId, articleId, locale: raw } = await params;
  const { locale, prefix } = pageSegment(raw);
  const code = decodeSegment(articleId);
  const shop = await requireShop(shopId);
  const found = shop ? allArticles(await loadMenu(shop.id, locale)).find((a) => a.article.code === code) : undefined;
  const target = shop && found ? href.article(shop.id, found.categoryPath, code) : `/shop/${encodeURIComponent(shopId)}/menu/articles/${encodeURIComponent(code)}`;
  redirect(linkPath(prefix, target));
}
