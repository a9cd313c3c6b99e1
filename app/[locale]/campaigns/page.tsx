import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';

import { ClientMessages } from '@/components/i18n/client-messages';
import { CampaignsView } from '@/components/offers/campaigns-view';
import { pageLocale } from '@/lib/i18n/page-locale';
import { href } from '@/lib/routes';
import { pageMetadata } from '@/lib/seo/metadata';
import { loadOffers } from '@/lib/services/campaigns';

export const revalidate = 300;

export async function generateMetadata({ params }: PageProps<'/[locale]/campaigns'>): Promise<Metadata> {
  const locale = pageLocale((await params).locale);
  const t = await getTranslations({ locale, namespace: 'Account' });
  return pageMetadata({ locale, path: href.campaigns(), title: t('offers') });
}

export default async function CampaignsPage({ params }: PageProps<'/[locale]/campaigns'>) {
  const locale = pageLocale((await params).locale);
  const [offers, t] = await Promise.all([loadOffers(null, locale), getTranslations('Account')]);
  return (
    <section>
      <h1>{t('offers')}</h1>
      {/* The offers' dish cards name their diets, allergens and any saving in the browser. */}
      <ClientMessages names={['Menu.soldOut', 'Menu.contains', 'Allergens', 'Diets', 'Offers.save', 'Offers.normalPrice']}>
        <CampaignsView offers={offers} locale={locale} empty={t('noOffers')} />
      </ClientMessages>
    </section>
  );
}
