import type { Metadata } from 'next';

import { provideFirstOrderChip } from '@/components/basket/order-chip-values';
import { GroupInvite } from '@/components/group/group-invite';
import { parseQrChipSegment } from '@/lib/domain/basket/qr-chip';
import { pageLocale } from '@/lib/i18n/page-locale';
import { tableInvite } from '@/lib/services/groups/groups';
import { loadQrOrderChip } from '@/lib/services/order-chip';

import MenuPage, { generateMetadata as menuMetadata } from '../../../menu/[[...path]]/page';

/**
 * The menu and article pages while a table's QR values wait in their cookie: the proxy renders
 * `/shop/4/menu/…` here (`menu-qr/dineInPlace-12/…`), so the server draws the order-type chip in
 * the first paint. Cached like the pages themselves, once per set of values; it has no address
 * of its own (the proxy answers one with the not-found page).
 */
export const revalidate = 300;
export function generateStaticParams() {
  return [];
}

type Props = { params: Promise<{ locale: string; shopId: string; qr: string; path?: string[] }> };
type MenuProps = PageProps<'/[locale]/shop/[shopId]/menu/[[...path]]'>;

const menuParams = async (params: Props['params']): Promise<Awaited<MenuProps['params']>> => {
  const { shopId, locale, path } = await params;
  return { shopId, locale, path };
};

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  return menuMetadata({ params: menuParams(params) } as MenuProps);
}

export default async function MenuQrPage({ params }: Props) {
  const { shopId, locale, qr, path } = await params;
  provideFirstOrderChip(await loadQrOrderChip(Number(shopId), qr, pageLocale(locale)));
  const menu = await MenuPage({ params: menuParams(params) } as MenuProps);
  // A table's menu (not an article's page) offers the table's group order in its first paint.
  const spotId = parseQrChipSegment(qr)?.spotId ?? null;
  if (spotId === null || path?.includes('articles') || !Number.isInteger(Number(shopId))) return menu;
  const invite = await tableInvite(Number(shopId), spotId).catch(() => null);
  return (
    <>
      <GroupInvite shopId={Number(shopId)} spotId={spotId} invite={invite} />
      {menu}
    </>
  );
}
