import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { getTranslations } from 'next-intl/server';

import { type ChosenPayment, PaymentView } from '@/components/checkout/payment-view';
import { ClientMessages } from '@/components/i18n/client-messages';
import { isPaymentMethod, type PaymentMethod, shopPaymentMethods } from '@/lib/domain/orders/order';
import { parseOrderId, parseShopId } from '@/lib/http/params';
import { pageLocale } from '@/lib/i18n/page-locale';
import { loadShop } from '@/lib/services/catalog';

type Props = PageProps<'/[locale]/shop/[shopId]/checkout/payment/[orderId]'>;

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale } = await params;
  const t = await getTranslations({ locale: pageLocale(locale), namespace: 'Payment' });
  return { title: t('title'), robots: { index: false }, referrer: 'no-referrer' };
}

function safeIds(shopId: string, orderId: string) {
  try {
    return { shopId: parseShopId(shopId), orderId: parseOrderId(orderId) };
  } catch {
    return null;
  }
}

/** The method and total the checkout's Pay button named; anything else is no choice (the guest chooses here). */
function chosenPayment(query: Record<string, string | string[] | undefined>): ChosenPayment | null {
  const total = typeof query.total === 'string' && /^\d{1,9}$/.test(query.total) ? Number(query.total) : null;
  return isPaymentMethod(query.method) && total !== null ? { method: query.method, total } : null;
}

/** The order and payment are personal: the client reads them through the BFF, never cached. */
export default async function PaymentPage({ params, searchParams }: Props) {
  const { shopId, orderId, locale } = await params;
  pageLocale(locale);
  const t = await getTranslations('Payment');
  const ids = safeIds(shopId, orderId);
  if (!ids) notFound();
  const query = await searchParams;
  // The shop's methods; a shop that cannot be read now is offered card and Swish (the restaurant checks the method again).
  const methods: PaymentMethod[] = shopPaymentMethods(await loadShop(ids.shopId).then((shop) => shop.paymentMethods, () => undefined));
  return (
    <section>
      <h1>{t('title')}</h1>
      <ClientMessages names={['Payment', 'Checkout', 'Errors']}>
        <PaymentView shopId={ids.shopId} orderId={ids.orderId} returning={typeof query.paymentId === 'string'} chosen={chosenPayment(query)} paymentMethods={methods} />
      </ClientMessages>
    </section>
  );
}
