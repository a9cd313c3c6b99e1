import { getTranslations } from 'next-intl/server';

import { FavoritesView } from '@/components/account/favorites-view';
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
      <FavoritesView />
    </section>
  );
}
