import { getTranslations } from 'next-intl/server';

import { ProfileView } from '@/components/account/profile-view';
import { ClientMessages } from '@/components/i18n/client-messages';
import { pageLocale } from '@/lib/i18n/page-locale';
import { accountPageMetadata } from '@/lib/seo/metadata';
import { requireAccountsEnabled } from '@/lib/services/accounts';
import { requireSignedIn } from '@/lib/services/require-auth';

// Reads the request (query or session cookie), so it is rendered for every request.
export const dynamic = 'force-dynamic';

export const generateMetadata = accountPageMetadata('profile');

export default async function ProfilePage({ params }: PageProps<'/[locale]/profile'>) {
  pageLocale((await params).locale);
  await requireAccountsEnabled();
  await requireSignedIn('/profile');
  const t = await getTranslations('Account');
  return (
    <section>
      <h1>{t('profile')}</h1>
      <ClientMessages names={['Account', 'Errors', 'Common.passwordRules']}>
        <ProfileView />
      </ClientMessages>
    </section>
  );
}
