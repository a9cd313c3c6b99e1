import { getTranslations } from 'next-intl/server';

import { CampaignsView } from '@/components/account/campaigns-view';
import { pageLocale } from '@/lib/i18n/page-locale';
import { listOffers } from '@/lib/upstream/identity';

export const revalidate = 300;

export default async function CampaignsPage({ params }: PageProps<'/[locale]/campaigns'>) {
  const locale = pageLocale((await params).locale);
  const [offers, t] = await Promise.all([listOffers(null), getTranslations('Account')]);
  return (
    <section>
      <h1>{t('offers')}</h1>
      <CampaignsView offers={offers} locale={locale} empty={t('noOffers')} />
    </section>
  );
}
