'use client';

import useSWR from 'swr';

import { api, bff } from '@/lib/client/api';

/** What the order page needs of the order's shop: the zone its clock is read in, and its phone number. */
export type OrderShop = { timeZone: string | null; phoneNumber: string | null };

/**
 * The order's shop, read once (a public, cached answer): the order's times are shown on the shop's
 * clock, not the phone's (a guest abroad, a phone set to another zone). Until it has loaded, and
 * for an order that names no shop, the zone is null and times wait for it rather than show wrong.
 */
export function useOrderShop(shopId: number | null): OrderShop & { loaded: boolean } {
  const { data, error } = useSWR(shopId ? api.shop(shopId) : null, () => bff.shop(shopId!), { revalidateOnFocus: false });
  const shop = data as { timeZone?: unknown; phoneNumber?: unknown; contactInformation?: { phoneNumber?: unknown } | null } | undefined;
  const phone = shop?.contactInformation?.phoneNumber ?? shop?.phoneNumber;
  return {
    timeZone: typeof shop?.timeZone === 'string' ? shop.timeZone : null,
    phoneNumber: typeof phone === 'string' && phone.trim() ? phone : null,
    loaded: shopId === null || data !== undefined || error !== undefined,
  };
}
