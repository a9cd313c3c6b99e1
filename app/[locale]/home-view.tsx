import { getTranslations } from 'next-intl/server';

import { ClientMessages } from '@/components/i18n/client-messages';
import type { Carry } from '@/components/shops/shop-link';
import { ShopSelector } from '@/components/shops/shop-selector';
import type { Locale } from '@/lib/domain/locale/locale';
import { toShopView } from '@/lib/domain/shops/shop-view';
import { loadSettings, loadShops } from '@/lib/services/catalog';

/** The shop list: the home page's, and its twin's that carries the query's values in each link. */
export async function HomeView({ locale, carry }: { locale: Locale; carry?: Carry }) {
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
          {...(carry ? { carry } : {})}
        />
      </ClientMessages>
    </>
  );
}
