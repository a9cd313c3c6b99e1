import { getTranslations } from 'next-intl/server';

import { ForgotPasswordForm } from '@/components/account/email-request-form';
import { ClientMessages } from '@/components/i18n/client-messages';
import { pageLocale } from '@/lib/i18n/page-locale';
import { accountPageMetadata } from '@/lib/seo/metadata';
import { requireAccountsEnabled } from '@/lib/services/accounts';

export const generateMetadata = accountPageMetadata('forgotTitle');

export default async function ForgotPasswordPage({ params }: PageProps<'/[locale]/forgot-password'>) {
  pageLocale((await params).locale);
  await requireAccountsEnabled();
  const t = await getTranslations('Account');
  return (
    <section>
      <h1>{t('forgotTitle')}</h1>
      <p>{t('forgotText')}</p>
      <ClientMessages names={['Account', 'Errors']}>
        <ForgotPasswordForm />
      </ClientMessages>
    </section>
  );
}
