import { getTranslations } from 'next-intl/server';

import { OrderHistoryView } from '@/components/account/order-history-view';
import { ClientMessages } from '@/components/i18n/client-messages';
import { pageLocale } from '@/lib/i18n/page-locale';
import { accountPageMetadata } from '@/lib/seo/metadata';
import { requireAccountsEnabled } from '@/lib/services/accounts';
import { requireSignedIn } from '@/lib/services/require-auth';

// Reads the request (query or session cookie), so it is rendered for every request.
export const dynamic = 'force-dynamic';

export const generateMetadata = accountPageMetadata('orderHistory');

export default async function Page({ params }: PageProps<'/[locale]/order-history'>) {
  pageLocale((await params).locale);
  await requireAccountsEnabled();
  await requireSignedIn('/order-history');
  const t = await getTranslations('Account');
  return (
    <section>
      <h1>{t('orderHistory')}</h1>
      <ClientMessages names={['Account', 'Errors', 'Orders.orderAt', 'OrderStatus.reference']}>
        <OrderHistoryView />
      </ClientMessages>
    </section>
  );
}
