import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';

import { LoginForm } from '@/components/account/login-form';
import { ClientMessages } from '@/components/i18n/client-messages';
import { pageLocale } from '@/lib/i18n/page-locale';
import { requireAccountsEnabled } from '@/lib/services/accounts';

type Props = PageProps<'/[locale]/login'>;

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const t = await getTranslations({ locale: pageLocale((await params).locale), namespace: 'Account' });
  return { title: t('signIn'), robots: { index: false } };
}

export default async function LoginPage({ params }: Props) {
  pageLocale((await params).locale);
  const settings = await requireAccountsEnabled();
  const t = await getTranslations('Account');
  return (
    <section>
      <h1>{t('signIn')}</h1>
      <ClientMessages names={['Account', 'Errors']}>
        <LoginForm providers={settings.externalLoginProviders} />
      </ClientMessages>
    </section>
  );
}
