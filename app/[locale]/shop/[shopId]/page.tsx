import { redirect } from 'next/navigation';

/** SPEC.md §2 shopToOrderTypeRedirect. */
export default async function ShopRedirect({ params }: PageProps<'/[locale]/shop/[shopId]'>) {
  const { shopId } = await params;
  redirect(`/shop/${encodeURIComponent(shopId)}/order-type`);
}
