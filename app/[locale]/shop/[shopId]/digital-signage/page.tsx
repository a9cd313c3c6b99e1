import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';

import { NotFoundPage } from '@/components/errors/not-found-page';
import { AutoRefresh } from '@/components/signage/auto-refresh';
import { SignageMenu } from '@/components/signage/signage-menu';
import { currencySymbol } from '@/lib/domain/menu/menu';
import { signageSections } from '@/lib/domain/menu/signage';
import { pageLocale } from '@/lib/i18n/page-locale';
import { notFoundMetadata } from '@/lib/seo/metadata';
import { loadMenu } from '@/lib/services/catalog';
import { requireShop } from '@/lib/services/shop-page';

export const revalidate = 300;
export function generateStaticParams() {
  return [];
}

type Props = PageProps<'/[locale]/shop/[shopId]/digital-signage'>;

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { shopId, locale: raw } = await params;
  const locale = pageLocale(raw);
  const [shop, t] = await Promise.all([requireShop(shopId), getTranslations({ locale, namespace: 'DigitalSignage' })]);
  if (!shop) return notFoundMetadata(locale);
  return { title: t('title', { shop: shop.name }), robots: { index: false } };
}

/** The menu for an in-store screen: large type, every category at a glance, no basket. */
export default async function DigitalSignagePage({ params }: Props) {
  const { shopId, locale: raw } = await params;
  const locale = pageLocale(raw);
  const shop = await requireShop(shopId);
  if (!shop) return <NotFoundPage />;
  const [menu, t] = await Promise.all([loadMenu(shop.id, locale), getTranslations('DigitalSignage')]);
  return (
    <>
      <SignageMenu title={t('title', { shop: shop.name })} footer={t('orderHere')} sections={signageSections(menu, locale)} symbol={currencySymbol(menu)} />
      <AutoRefresh seconds={300} />
    </>
  );
}
