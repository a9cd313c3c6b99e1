import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';

import { RegisterForm } from '@/components/account/register-form';
import { ClientMessages } from '@/components/i18n/client-messages';
import { pageLocale } from '@/lib/i18n/page-locale';
import { requireAccountsEnabled } from '@/lib/services/accounts';
import { loadShops } from '@/lib/services/catalog';

type Props = PageProps<'/[locale]/register'>;

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const t = await getTranslations({ locale: pageLocale((await params).locale), namespace: 'Account' });
  return { title: t('register'), robots: { index: false } };
}

export default async function RegisterPage({ params }: Props) {
  pageLocale((await params).locale);
  const settings = await requireAccountsEnabled();
  const [shops, t] = await Promise.all([loadShops(), getTranslations('Account')]);
  return (
    <section>
      <h1>{t('register')}</h1>
      <ClientMessages names={['Account', 'Errors', 'Common.passwordRules']}>
        <RegisterForm
          shops={shops.filter((s) => s.openForBusiness && !s.externalAppUri).map((s) => ({ id: s.id, name: s.name }))}
          phoneRequired={settings.phoneNumberRequired}
          shopRequired={settings.favoriteShopRequired}
        />
      </ClientMessages>
    </section>
  );
}
