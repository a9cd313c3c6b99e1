import { getTranslations } from 'next-intl/server';

import { NotFoundPage } from '@/components/errors/not-found-page';
import { ClientMessages } from '@/components/i18n/client-messages';
import Link from '@/components/navigation/link';
import { OrderTypeChooser } from '@/components/order-type/order-type-chooser';
import { JsonLd } from '@/components/seo/json-ld';
import { ShopStateBanner } from '@/components/shops/shop-state-banner';
import type { Locale } from '@/lib/domain/locale/locale';
import { toShopAvailability } from '@/lib/domain/shops/shop-view';
import { href } from '@/lib/routes';
import { siteUrl } from '@/lib/seo/metadata';
import { restaurantJsonLd } from '@/lib/seo/structured-data';
import { loadSettings } from '@/lib/services/catalog';
import { requireShop } from '@/lib/services/shop-page';

/** The order-type question: the page's, and its twin's whose links carry the article the guest came for. */
export async function OrderTypeView({ rawShopId, locale, article = null }: { rawShopId: string; locale: Locale; article?: string | null }) {
  const [shop, settings, t] = await Promise.all([requireShop(rawShopId), loadSettings(), getTranslations({ locale, namespace: 'Group' })]);
  if (!shop) return <NotFoundPage />;
  const availability = toShopAvailability(shop, new Date());
  return (
    <section>
      <JsonLd data={restaurantJsonLd(shop, { origin: siteUrl().origin, locale })} />
      <h1>{shop.name}</h1>
      <ClientMessages names={['ShopState', 'OrderType.question', 'OrderType.continue', 'OrderType.browseMenu']}>
        <ShopStateBanner name={shop.name} availability={availability} locale={locale} />
        <OrderTypeChooser shop={{ id: shop.id, name: shop.name }} orderTypes={settings.orderTypes} article={article} availability={availability} />
      </ClientMessages>
      {/* Friends ordering together away from a table QR: a group they join by its link. */}
      <p>
        <Link href={href.group(shop.id)} data-testid="group-start">
          {t('inviteTakeAway')}
        </Link>
      </p>
    </section>
  );
}
