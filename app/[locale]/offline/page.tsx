import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';

import { ClientMessages } from '@/components/i18n/client-messages';
import { OfflineView } from '@/components/pwa/offline-view';
import { pageLocale } from '@/lib/i18n/page-locale';

type Props = PageProps<'/[locale]/offline'>;

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const t = await getTranslations({ locale: pageLocale((await params).locale), namespace: 'Offline' });
  return { title: t('title'), robots: { index: false } };
}

export default async function OfflinePage({ params }: Props) {
  pageLocale((await params).locale);
  return (
    <ClientMessages names={['Offline']}>
      <OfflineView />
    </ClientMessages>
  );
}
