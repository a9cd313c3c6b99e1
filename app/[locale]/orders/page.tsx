import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';

import { ClientMessages } from '@/components/i18n/client-messages';
import { OrdersList } from '@/components/orders/orders-list';
import { pageLocale } from '@/lib/i18n/page-locale';

type Props = PageProps<'/[locale]/orders'>;

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const t = await getTranslations({ locale: pageLocale((await params).locale), namespace: 'Orders' });
  return { title: t('title'), robots: { index: false } };
}

export default async function OrdersPage({ params }: Props) {
  pageLocale((await params).locale);
  const t = await getTranslations('Orders');
  return (
    <section>
      <h1>{t('title')}</h1>
      <ClientMessages names={['OrderStatus', 'Orders']}>
        <OrdersList />
      </ClientMessages>
    </section>
  );
}
