import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { getTranslations } from 'next-intl/server';

import { ClientMessages } from '@/components/i18n/client-messages';
import { OrderStatusView } from '@/components/orders/order-status-view';
import { parseOrderId } from '@/lib/http/params';
import { pageLocale } from '@/lib/i18n/page-locale';
import { ORDER_ID_PATTERN } from '@/lib/upstream/schemas/common.ts';

type Props = PageProps<'/[locale]/order/[orderId]'>;

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const t = await getTranslations({ locale: pageLocale((await params).locale), namespace: 'OrderStatus' });
  return { title: t('title'), robots: { index: false }, referrer: 'no-referrer' };
}

/** Order status page: no shop needed; the guest's session proves the order is theirs. */
export default async function OrderPage({ params }: Props) {
  const { orderId, locale } = await params;
  pageLocale(locale);
  if (!ORDER_ID_PATTERN.test(orderId)) notFound();
  const t = await getTranslations('OrderStatus');
  return (
    <section>
      <h1>{t('title')}</h1>
      <ClientMessages names={['OrderStatus', 'Checkout', 'Errors']}>
        <OrderStatusView orderId={parseOrderId(orderId)} />
      </ClientMessages>
    </section>
  );
}
