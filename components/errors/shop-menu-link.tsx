'use client';

import useSWR from 'swr';

import { useRoute } from '@/components/hooks/use-route';
import Link from '@/components/navigation/link';
import { buttonClass } from '@/components/ui/button';
import { api, bff } from '@/lib/client/api';
import { href } from '@/lib/routes';

/**
 * On a not-found page inside a shop (an article or category it does not have), the way back to
 * that shop's menu, once the shop is known to exist (an unknown shop has no menu to go back to).
 * Its words come from the server's page, so the not-found boundary needs no messages of its own.
 */
export function ShopMenuLink({ label }: { label: string }) {
  const { pathname } = useRoute();
  const shopId = Number(/\/shop\/(\d{1,9})(?:\/|$)/.exec(pathname)?.[1] ?? NaN);
  const known = Number.isInteger(shopId) && shopId > 0;
  const { data } = useSWR(known ? api.shop(shopId) : null, () => bff.shop(shopId), { revalidateOnFocus: false, shouldRetryOnError: false });
  if (!known || !data) return null;
  return (
    <Link href={href.menu(shopId)} className={buttonClass()}>
      {label}
    </Link>
  );
}
