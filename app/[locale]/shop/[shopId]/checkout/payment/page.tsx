import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { Suspense } from 'react';

import { PaymentAtAddress } from '@/components/checkout/payment-at-address';
import { NotFoundPage } from '@/components/errors/not-found-page';
import { ClientMessages } from '@/components/i18n/client-messages';
import { isShopId } from '@/lib/domain/address-shapes';
import { type PaymentMethod, shopPaymentMethods } from '@/lib/domain/orders/order';
import { pageLocale } from '@/lib/i18n/page-locale';
import { loadShop } from '@/lib/services/catalog';

// One page per shop and language for every order's payment: the proxy rewrites each
// `/shop/{id}/checkout/payment/{orderId}` here (it has no address of its own), and the order is
// read in the browser. A guest back from the provider is answered from the page cache.
export const revalidate = 60;
export function generateStaticParams() {
  return [];
}

type Props = PageProps<'/[locale]/shop/[shopId]/checkout/payment'>;

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale } = await params;
  const t = await getTranslations({ locale: pageLocale(locale), namespace: 'Payment' });
  return { title: t('title'), robots: { index: false }, referrer: 'no-referrer' };
}

export default async function PaymentPage({ params }: Props) {
  const { shopId, locale } = await params;
  pageLocale(locale);
  if (!isShopId(shopId)) return <NotFoundPage />;
  const t = await getTranslations('Payment');
  // The shop's methods. A guest back from paying sees the payment through even if the shop cannot
  // be read now: card and Swish are offered then (the restaurant checks the method again).
  const methods: PaymentMethod[] = shopPaymentMethods(await loadShop(Number(shopId)).then((shop) => shop.paymentMethods, () => undefined));
  return (
    <section>
      <h1>{t('title')}</h1>
      <ClientMessages names={['Payment', 'Checkout', 'Errors']}>
        <Suspense fallback={<p role="status">{t('loading')}</p>}>
          <PaymentAtAddress shopId={Number(shopId)} paymentMethods={methods} />
        </Suspense>
      </ClientMessages>
    </section>
  );
}
