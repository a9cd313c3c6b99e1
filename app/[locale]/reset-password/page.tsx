import { getTranslations } from 'next-intl/server';

import { ResetPasswordForm } from '@/components/account/reset-password-form';
import { ClientMessages } from '@/components/i18n/client-messages';
import { pageLocale } from '@/lib/i18n/page-locale';
import { accountPageMetadata } from '@/lib/seo/metadata';
import { requireAccountsEnabled } from '@/lib/services/accounts';

// Reads the request (query or session cookie), so it is rendered for every request.
export const dynamic = 'force-dynamic';

export const generateMetadata = accountPageMetadata('resetTitle');

export default async function ResetPasswordPage({ params, searchParams }: PageProps<'/[locale]/reset-password'>) {
  pageLocale((await params).locale);
  await requireAccountsEnabled();
  const query = await searchParams;
  const email = typeof query.email === 'string' ? query.email.slice(0, 254) : '';
  const code = typeof query.code === 'string' ? query.code.slice(0, 2000) : '';
  const t = await getTranslations('Account');
  return (
    <section>
      <h1>{t('resetTitle')}</h1>
      <ClientMessages names={['Account', 'Errors', 'Common.passwordRules']}>
        {email && code ? <ResetPasswordForm email={email} code={code} /> : <p role="alert">{(await getTranslations('Errors'))('INVALID_TOKEN')}</p>}
      </ClientMessages>
    </section>
  );
}
