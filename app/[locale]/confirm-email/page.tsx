import { getTranslations } from 'next-intl/server';

import Link from '@/components/navigation/link';
import { pageLocale } from '@/lib/i18n/page-locale';
import { accountPageMetadata } from '@/lib/seo/metadata';
import { requireAccountsEnabled } from '@/lib/services/accounts';
import { confirmEmail } from '@/lib/services/identity';

/** The link from the confirmation mail, confirmed on the server. */
// Reads the request (query or session cookie), so it is rendered for every request.
export const dynamic = 'force-dynamic';

export const generateMetadata = accountPageMetadata('confirmTitle');

export default async function ConfirmEmailPage({ params, searchParams }: PageProps<'/[locale]/confirm-email'>) {
  pageLocale((await params).locale);
  await requireAccountsEnabled();
  const query = await searchParams;
  const userId = typeof query.userId === 'string' ? query.userId.slice(0, 100) : '';
  const code = typeof query.code === 'string' ? query.code.slice(0, 2000) : '';
  const confirmed = await confirmEmail(userId, code);
  const t = await getTranslations('Account');
  const te = await getTranslations('Errors');
  return (
    <section>
      <h1>{t('confirmTitle')}</h1>
      <p role="status">{confirmed ? t('confirmed') : te('INVALID_TOKEN')}</p>
      <Link href="/login">{t('signIn')}</Link>
    </section>
  );
}
