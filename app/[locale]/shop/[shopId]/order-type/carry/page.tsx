import type { Metadata } from 'next';

import { readCarry } from '@/components/shops/shop-target';
import { pageLocale } from '@/lib/i18n/page-locale';

import { OrderTypeView } from '../order-type-view';
import { generateMetadata as orderTypeMetadata } from '../page';

/**
 * The order-type page for a guest who came for an article (`redirectToArticle`): the proxy renders
 * `/shop/1/order-type?redirectToArticle=…` here, so each choice's link carries the article and a
 * tap before the scripts run still opens it. Rendered per request (the page itself stays
 * prerendered); it has no address of its own (the proxy answers one with the not-found page).
 */
export const dynamic = 'force-dynamic';

export async function generateMetadata(props: PageProps<'/[locale]/shop/[shopId]/order-type/carry'>): Promise<Metadata> {
  return { ...(await orderTypeMetadata({ params: props.params } as PageProps<'/[locale]/shop/[shopId]/order-type'>)), robots: { index: false } };
}

export default async function OrderTypeCarryPage({ params, searchParams }: PageProps<'/[locale]/shop/[shopId]/order-type/carry'>) {
  const [{ shopId, locale }, query] = await Promise.all([params, searchParams]);
  return <OrderTypeView rawShopId={shopId} locale={pageLocale(locale)} article={readCarry(query).article} />;
}
