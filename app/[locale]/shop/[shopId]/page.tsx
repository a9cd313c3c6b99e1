import { redirect } from 'next/navigation';

/** /shop/{shopId} has no page of its own: it redirects to the shop's order-type page. */
export default async function ShopRedirect({ params }: PageProps<'/[locale]/shop/[shopId]'>) {
  const { shopId } = await params;
  redirect(`/shop/${encodeURIComponent(shopId)}/order-type`);
}
