import { notFound, redirect } from 'next/navigation';

import { allArticles } from '@/lib/domain/menu/menu';
import { pageLocale } from '@/lib/i18n/page-locale';
import { decodeSegment, href } from '@/lib/routes';
import { loadMenu } from '@/lib/services/catalog';
import { requireShop } from '@/lib/services/shop-page';

/** Article redirect: find where the article sits in the menu and go there. */
export default async function ArticleRedirect({ params }: PageProps<'/[locale]/shop/[shopId]/redirect/[articleId]'>) {
  const { shopId, articleId, locale: raw } = await params;
  const locale = pageLocale(raw);
  const shop = await requireShop(shopId);
  const menu = await loadMenu(shop.id, locale);
  const code = decodeSegment(articleId);
  const found = allArticles(menu).find((a) => a.article.code === code);
  if (!found) notFound();
  redirect(href.article(shop.id, found.categoryPath, code));
}
