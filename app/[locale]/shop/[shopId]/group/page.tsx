import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';

import { NotFoundPage } from '@/components/errors/not-found-page';
import { GroupScreen } from '@/components/group/group-screen';
import { ClientMessages } from '@/components/i18n/client-messages';
import { localize } from '@/lib/domain/locale/i18n-text';
import { currencySymbol } from '@/lib/domain/menu/menu';
import { shopPaymentMethods } from '@/lib/domain/orders/order';
import { pageLocale } from '@/lib/i18n/page-locale';
import { loadDeliverySpots, loadMenu, loadSettings } from '@/lib/services/catalog';
import { splitAvailable } from '@/lib/services/groups/group-payments';
import { groupToJoin } from '@/lib/services/groups/groups';
import { requireShop } from '@/lib/services/shop-page';

type Props = PageProps<'/[locale]/shop/[shopId]/group'>;

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const t = await getTranslations({ locale: pageLocale((await params).locale), namespace: 'Group' });
  return { title: t('title'), robots: { index: false } };
}

const one = (value: string | string[] | undefined) => (typeof value === 'string' ? value : undefined);

/**
 * A table's group order. Opened from the table QR's menu (`?table=12`) it shows the table's open
 * group in the first paint ("Join Anna's table · 3 people"); from a share link (`?join=…`) it
 * joins that group. Personal and live: rendered per request, never cached.
 */
export default async function GroupPage({ params, searchParams }: Props) {
  const { shopId, locale: raw } = await params;
  const locale = pageLocale(raw);
  const query = await searchParams;
  const shop = await requireShop(shopId);
  if (!shop) return <NotFoundPage />;
  const tableId = /^\d{1,9}$/.test(one(query.table) ?? '') ? Number(query.table) : null;
  const joinId = /^[A-Za-z0-9_-]{8,64}$/.test(one(query.join) ?? '') ? one(query.join)! : null;
  const spots = await loadDeliverySpots(shop.id).catch(() => []);
  const spot = tableId === null ? undefined : spots.find((s) => s.id === tableId);
  const table = spot ? { id: spot.id, name: localize(spot.i18n, locale, spot.name) } : null;
  const [summary, settings, split, menu, t] = await Promise.all([
    table ? groupToJoin({ shopId: shop.id, spotId: table.id }) : joinId ? groupToJoin({ groupId: joinId }) : null,
    loadSettings(),
    splitAvailable().catch(() => false),
    loadMenu(shop.id, locale).catch(() => null),
    getTranslations('Group'),
  ]);
  // The shop's currency, for a guest who has not opened its menu on this phone yet.
  const paying = { methods: shopPaymentMethods(shop.paymentMethods), requireEmail: settings.orders.requireEmail, split, symbol: menu ? currencySymbol(menu) : null };
  return (
    <section>
      <h1>{t('title')}</h1>
      <ClientMessages names={['Group', 'Errors', 'Payment']}>
        <GroupScreen shopId={shop.id} orderType={spot ? spot.orderType : 'takeAway'} table={table} summary={summary} joinId={joinId} paying={paying} />
      </ClientMessages>
    </section>
  );
}
