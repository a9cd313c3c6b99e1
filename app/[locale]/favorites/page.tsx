import { getTranslations } from 'next-intl/server';

import { FavoritesView } from '@/components/account/favorites-view';
import { ClientMessages } from '@/components/i18n/client-messages';
import { pageLocale } from '@/lib/i18n/page-locale';
import { accountPageMetadata } from '@/lib/seo/metadata';
import { requireAccountsEnabled } from '@/lib/services/accounts';

export const generateMetadata = accountPageMetadata('favorites');

export default async function Page({ params }: PageProps<'/[locale]/favorites'>) {
  pageLocale((await params).locale);
  await requireAccountsEnabled();

  const t = await getTranslations('Account');
  return (
    <section>
      <h1>{t('favorites')}</h1>
      <ClientMessages names={['Account', 'Errors']}>
        <FavoritesView />
      </ClientMessages>
    </section>
  );
}
