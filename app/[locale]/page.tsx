import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';

import { ClientMessages } from '@/components/i18n/client-messages';
import { ShopSelector } from '@/components/shops/shop-selector';
import { toShopView } from '@/lib/domain/shops/shop-view';
import { pageLocale } from '@/lib/i18n/page-locale';
import { href } from '@/lib/routes';
import { pageMetadata } from '@/lib/seo/metadata';
import { loadSettings, loadShops } from '@/lib/services/catalog';

export const revalidate = 60;

export async function generateMetadata({ params }: PageProps<'/[locale]'>): Promise<Metadata> {
  const locale = pageLocale((await params).locale);
  const [home, layout] = await Promise.all([getTranslations({ locale, namespace: 'Home' }), getTranslations({ locale, namespace: 'Layout' })]);
  return pageMetadata({ locale, path: href.home(), title: home('title'), description: layout('description') });
}

export default async function HomePage({ params }: PageProps<'/[locale]'>) {
  const locale = pageLocale((await params).locale);
  const [t, shops, settings] = await Promise.all([getTranslations('Home'), loadShops(), loadSettings()]);
  const now = new Date();
  return (
    <>
      <h1>{t('title')}</h1>
      <ClientMessages names={['ShopList', 'Account.favorite', 'Account.unfavorite']}>
        <ShopSelector
          shops={shops.map((shop) => toShopView(shop, locale, now))}
          orderTypes={settings.orderTypes}
          renderedAt={now.toISOString()}
        />
      </ClientMessages>
    </>
  );
}
