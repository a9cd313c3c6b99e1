import { redirect } from 'next/navigation';

import { linkPath } from '@/lib/domain/locale/locale';
import { pageSegment } from '@/lib/i18n/page-locale';

/** /shop/{shopId} has no page of its own: it redirects to the shop's order-type page, on the same language URL. */
export default async function ShopRedirect({ params }: PageProps<'/[locale]/shop/[shopId]'>) {
  const { shopId, locale } = await params;
  redirect(linkPath(pageSegment(locale).prefix, `/shop/${encodeURIComponent(shopId)}/order-type`));
}
