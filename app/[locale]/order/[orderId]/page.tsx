import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { getTranslations } from 'next-intl/server';

import { ClientMessages } from '@/components/i18n/client-messages';
import { OrderStatusView } from '@/components/orders/order-status-view';
import { parseOrderId } from '@/lib/http/params';
import { pageLocale } from '@/lib/i18n/page-locale';
import { loadSettings } from '@/lib/services/catalog';
import { ORDER_ID_PATTERN } from '@/lib/upstream/schemas/common.ts';

type Props = PageProps<'/[locale]/order/[orderId]'>;

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const t = await getTranslations({ locale: pageLocale((await params).locale), namespace: 'OrderStatus' });
  return { title: t('title'), robots: { index: false }, referrer: 'no-referrer' };
}

/**
 * Order status page: no shop needed; the guest's session proves the order is theirs. The
 * restaurant's service (shared settings, not personal) decides what an eat-in guest reads when
 * the food is ready; without the settings the page still follows the order.
 */
export default async function OrderPage({ params }: Props) {
  const { orderId, locale } = await params;
  pageLocale(locale);
  if (!ORDER_ID_PATTERN.test(orderId)) notFound();
  const [t, settings] = await Promise.all([getTranslations('OrderStatus'), loadSettings().catch(() => null)]);
  return (
    <section>
      <h1>{t('title')}</h1>
      <ClientMessages names={['OrderStatus', 'Checkout', 'Errors', 'Common.passwordRules']}>
        <OrderStatusView orderId={parseOrderId(orderId)} service={settings?.service ?? null} />
      </ClientMessages>
    </section>
  );
}
