import { getTranslations } from 'next-intl/server';

import Link from '@/components/navigation/link';
import { pageLocale } from '@/lib/i18n/page-locale';
import { accountPageMetadata } from '@/lib/seo/metadata';
import { requireAccountsEnabled } from '@/lib/services/accounts';
import { confirmEmail } from '@/lib/services/identity';

/**
 * The link from the confirmation mail, confirmed on the server. A change of address carries the
 * new one (`changedEmail`): it is the account's e-mail from now on, and every session of the
 * account has ended, so the customer signs in with it.
 */
// Reads the request (query or session cookie), so it is rendered for every request.
export const dynamic = 'force-dynamic';

export const generateMetadata = accountPageMetadata('confirmTitle');

export default async function ConfirmEmailPage({ params, searchParams }: PageProps<'/[locale]/confirm-email'>) {
  pageLocale((await params).locale);
  await requireAccountsEnabled();
  const query = await searchParams;
  const userId = typeof query.userId === 'string' ? query.userId.slice(0, 100) : '';
  const code = typeof query.code === 'string' ? query.code.slice(0, 2000) : '';
  const changedEmail = typeof query.changedEmail === 'string' ? query.changedEmail.slice(0, 254) : '';
  const confirmed = await confirmEmail(userId, code, changedEmail);
  const t = await getTranslations('Account');
  const te = await getTranslations('Errors');
  return (
    <section>
      <h1>{t('confirmTitle')}</h1>
      <p role="status">{!confirmed ? te('INVALID_TOKEN') : changedEmail ? t('emailChanged', { email: changedEmail }) : t('confirmed')}</p>
      <Link href="/login">{t('signIn')}</Link>
    </section>
  );
}
