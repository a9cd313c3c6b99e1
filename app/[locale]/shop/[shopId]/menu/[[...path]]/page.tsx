import type { Metadata } from 'next';
import { permanentRedirect } from 'next/navigation';
import { getTranslations } from 'next-intl/server';

import { DeferredShopInBasket } from '@/components/basket/deferred-shop-in-basket';
import { NotFoundPage } from '@/components/errors/not-found-page';
import { ClientMessages } from '@/components/i18n/client-messages';
import { ArticleView } from '@/components/menu/article-view';
import { MenuView } from '@/components/menu/menu-view';
import { SuggestedView } from '@/components/menu/suggested-view';
import { JsonLd } from '@/components/seo/json-ld';
import { ShopStateBanner } from '@/components/shops/shop-state-banner';
import { linkPath, type Locale } from '@/lib/domain/locale/locale';
import { menuOffers } from '@/lib/domain/menu/offers';
import { MENU_PAGE_MESSAGES } from '@/lib/i18n/client-message-names';
import { pageLocale, pageSegment } from '@/lib/i18n/page-locale';
import { href, imagePath } from '@/lib/routes';
import { notFoundMetadata, pageMetadata, shopShareImages, siteUrl } from '@/lib/seo/metadata';
import { menuJsonLd, restaurantJsonLd } from '@/lib/seo/structured-data';
import { loadShopOffers } from '@/lib/services/campaigns';
import { loadMenu, loadShop, offeredOrderTypes } from '@/lib/services/catalog';
import { inlinePicture } from '@/lib/services/inline-picture';
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
  if (!page) return notFoundMetadata(locale);
  if (page.kind === 'moved') return {};
  const t = await getTranslations({ locale, namespace: 'Menu' });
  const shop = page.shop;
  if (page.kind === 'menu') {
    const category = page.trail.at(-1)?.label;
    return pageMetadata({
      locale,
      path: href.menu(shop.id, page.trail.map((c) => c.name)),
      title: category ? t('categoryTitle', { category, shop: shop.name }) : t('metaTitle', { shop: shop.name }),
      description: t('metaDescription', { shop: shop.name, categories: page.categories.map((c) => c.label).join(', ') }),
      images: shopShareImages(shop.id, shop.name),
    });
  }
  const title = t('articleTitle', { article: page.article.name, shop: shop.name });
  // Editing a basket line and the suggestions step are steps of one guest's order, not pages to find.
  if (page.kind === 'suggested' || page.lineId) return { title, robots: { index: false } };
  const { article } = page;
  return pageMetadata({
    locale,
    path: href.article(shop.id, article.categoryPath, article.code),
    title,
    description: article.description || undefined,
    images: article.imageUrl ? [{ url: imagePath(article.imageUrl), alt: article.name }] : shopShareImages(shop.id, shop.name),
  });
}

/** The shop and its whole menu as schema.org Restaurant and Menu (named as the page's heading), on the menu's first page. */
async function MenuJsonLd({ shopId, locale }: { shopId: number; locale: Locale }) {
  const [shop, menu, t] = await Promise.all([loadShop(shopId), loadMenu(shopId, locale), getTranslations({ locale, namespace: 'Menu' })]);
  const ctx = { origin: siteUrl().origin, locale };
  return <JsonLd data={restaurantJsonLd(shop, ctx, menuJsonLd(menu, shopId, { ...ctx, name: t('title', { shop: shop.name }) }))} />;
}

/** Menu, article, edit-line and suggestion pages: one catch-all, since they share the category path. */
export default async function MenuPage({ params }: Props) {
  const { shopId, locale: raw, path = [] } = await params;
  const locale = pageLocale(raw);
  const [page, orderTypes] = await Promise.all([resolveMenuPage(shopId, path, locale), offeredOrderTypes()]);
  if (!page) return <NotFoundPage />;
  // 308 to the article's own address, on the same kind of URL (plain or with its language).
  if (page.kind === 'moved') permanentRedirect(linkPath(pageSegment(raw).prefix, page.path));
  // The offers row is shared, cached data like the menu: the page stays prerendered.
  const offers = page.kind === 'menu' ? menuOffers(await loadShopOffers(page.shop.id, locale), page.sections, locale) : [];
  // The article's picture, when small, comes with the page: it paints with it, no round trip later.
  const hero = page.kind === 'article' ? await inlinePicture(page.article.imageUrl) : undefined;
  return (
    <ClientMessages names={MENU_PAGE_MESSAGES[page.kind]}>
      <DeferredShopInBasket shop={page.shop} currencySymbol={page.symbol} />
      <ShopStateBanner name={page.shop.name} availability={page.availability} locale={locale} />
      {page.kind === 'menu' && page.trail.length === 0 ? <MenuJsonLd shopId={page.shop.id} locale={locale} /> : null}
      {page.kind === 'menu' ? (
        <MenuView page={page} orderTypes={orderTypes} offers={offers} />
      ) : page.kind === 'suggested' ? (
        <SuggestedView page={page} />
      ) : (
        <ArticleView page={page} orderTypes={orderTypes} heroSrc={hero} />
      )}
    </ClientMessages>
  );
}
