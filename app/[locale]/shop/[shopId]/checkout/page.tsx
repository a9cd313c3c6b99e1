import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';

import { DeferredCheckoutForm } from '@/components/checkout/deferred-checkout-form';
import { NotFoundPage } from '@/components/errors/not-found-page';
import { ClientMessages } from '@/components/i18n/client-messages';
import { localize } from '@/lib/domain/locale/i18n-text';
import { shopPaymentMethods } from '@/lib/domain/orders/order';
import { shopTimeZone } from '@/lib/domain/shops/time-zone';
import { pageLocale } from '@/lib/i18n/page-locale';
import { loadDeliverySpots, loadSettings } from '@/lib/services/catalog';
import { requireShop } from '@/lib/services/shop-page';

export const revalidate = 60;
export function generateStaticParams() {
  return [];
}

type Props = PageProps<'/[locale]/shop/[shopId]/checkout'>;

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale: raw } = await params;
  const t = await getTranslations({ locale: pageLocale(raw), namespace: 'Checkout' });
  return { title: t('title'), robots: { index: false } };
}

export default async function CheckoutPage({ params }: Props) {
  const { shopId, locale: raw } = await params;
  const locale = pageLocale(raw);
  const shop = await requireShop(shopId);
  if (!shop) return <NotFoundPage />;
  const [settings, spots, t] = await Promise.all([loadSettings(), loadDeliverySpots(shop.id), getTranslations('Checkout')]);
  // Delivery spots show in the visitor's language, sorted by that name.
  const localizedSpots = spots
    .map((s) => ({ id: s.id, orderType: s.orderType, name: localize(s.i18n, locale, s.name) }))
    .sort((a, b) => a.name.localeCompare(b.name, locale, { numeric: true }));
  return (
    <section>
      <h1>{t('title')}</h1>
      <ClientMessages names={['Checkout', 'Payment', 'Errors']}>
        <DeferredCheckoutForm
          shop={{ id: shop.id, name: shop.name, openingHours: shop.openingHours, timeZone: shopTimeZone(shop) }}
          orderTypes={settings.orderTypes}
          spots={localizedSpots}
          requireEmail={settings.orders.requireEmail}
          requirePhone={settings.orders.requirePhoneNumber}
          paymentMethods={shopPaymentMethods(shop.paymentMethods)}
        />
      </ClientMessages>
    </section>
  );
}
