import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';

import { NotFoundPage } from '@/components/errors/not-found-page';
import { ClientMessages } from '@/components/i18n/client-messages';
import { OrderTypeChooser } from '@/components/order-type/order-type-chooser';
import { JsonLd } from '@/components/seo/json-ld';
import { ShopStateBanner } from '@/components/shops/shop-state-banner';
import { addressLine, toShopAvailability } from '@/lib/domain/shops/shop-view';
import { pageLocale } from '@/lib/i18n/page-locale';
import { href } from '@/lib/routes';
import { notFoundMetadata, pageMetadata, shopShareImages, siteUrl } from '@/lib/seo/metadata';
import { restaurantJsonLd } from '@/lib/seo/structured-data';
import { loadSettings } from '@/lib/services/catalog';
import { requireShop } from '@/lib/services/shop-page';

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
  const { shopId, locale: raw } = await params;
  const locale = pageLocale(raw);
  const [shop, settings, t] = await Promise.all([requireShop(shopId), loadSettings(), getTranslations('OrderType')]);
  if (!shop) return <NotFoundPage />;
  return (
    <section>
      <JsonLd data={restaurantJsonLd(shop, { origin: siteUrl().origin, locale })} />
      <h1>{shop.name}</h1>
      <ClientMessages names={['ShopState', 'OrderType.question', 'OrderType.continue']}>
        <ShopStateBanner name={shop.name} availability={toShopAvailability(shop, new Date())} locale={locale} />
        <p>{t('question')}</p>
        <OrderTypeChooser shop={{ id: shop.id, name: shop.name }} orderTypes={settings.orderTypes} />
      </ClientMessages>
    </section>
  );
}
