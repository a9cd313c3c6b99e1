import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { getTranslations } from 'next-intl/server';

import { ArticleView } from '@/components/menu/article-view';
import { MenuView } from '@/components/menu/menu-view';
import { SuggestedView } from '@/components/menu/suggested-view';
import { pageLocale } from '@/lib/i18n/page-locale';
import { resolveMenuPage } from '@/lib/services/menu-page';

export const revalidate = 300;
export function generateStaticParams() {
  return [];
}

type Props = PageProps<'/[locale]/shop/[shopId]/menu/[[...path]]'>;

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { shopId, locale: raw, path = [] } = await params;
  const locale = pageLocale(raw);
  const page = await resolveMenuPage(shopId, path, locale);
  if (!page) return {};
  const t = await getTranslations({ locale, namespace: 'Menu' });
  if (page.kind === 'menu') {
    const title = page.trail.at(-1)?.label;
    return {
      title: title ? t('categoryTitle', { category: title, shop: page.shop.name }) : t('metaTitle', { shop: page.shop.name }),
      description: t('metaDescription', { shop: page.shop.name, categories: page.categories.map((c) => c.label).join(', ') }),
    };
  }
  return { title: t('articleTitle', { article: page.article.name, shop: page.shop.name }), description: page.article.description || undefined };
}

/** Menu, article, edit-line and suggestion pages: one catch-all, since they share the category path. */
export default async function MenuPage({ params }: Props) {
  const { shopId, locale: raw, path = [] } = await params;
  const locale = pageLocale(raw);
  const page = await resolveMenuPage(shopId, path, locale);
  if (!page) notFound();
  if (page.kind === 'menu') return <MenuView page={page} />;
  if (page.kind === 'suggested') return <SuggestedView page={page} />;
  return <ArticleView page={page} />;
}
