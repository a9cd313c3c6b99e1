import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';

import { addressLine } from '@/lib/domain/shops/shop-view';
import { pageLocale } from '@/lib/i18n/page-locale';
import { href } from '@/lib/routes';
import { notFoundMetadata, pageMetadata, shopShareImages } from '@/lib/seo/metadata';
import { requireShop } from '@/lib/services/shop-page';

import { OrderTypeView } from './order-type-view';

export const revalidate = 60;
export function generateStaticParams() {
  return [];
}

export async function generateMetadata({ params }: PageProps<'/[locale]/shop/[shopId]/order-type'>): Promise<Metadata> {
  const { shopId, locale: raw } = await params;
  const locale = pageLocale(raw);
  const [shop, t] = await Promise.all([requireShop(shopId), getTranslations({ locale, namespace: 'OrderType' })]);
  if (!shop) return notFoundMetadata(locale);
  const title = t('metaTitle', { shop: shop.name });
  return pageMetadata({
    locale,
    path: href.orderType(shop.id),
    title,
    description: t('metaDescription', { shop: shop.name, address: addressLine(shop) }),
    images: shopShareImages(shop.id, shop.name),
  });
}

export default async function OrderTypePage({ params }: PageProps<'/[locale]/shop/[shopId]/order-type'>) {
  const { shopId, locale } = await params;
  return <OrderTypeView rawShopId={shopId} locale={pageLocale(locale)} />;
}
