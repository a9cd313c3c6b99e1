'use client';

import { useLocale } from 'next-intl';
import { useMemo } from 'react';
import useSWR from 'swr';

import { api, bff } from '@/lib/client/api';
import { menuNames } from '@/lib/domain/menu/names';

/** A shop's menu in the browser, fetched once per shop (null: not needed, nothing is fetched). */
export function useMenu(shopId: number | null) {
  return useSWR(shopId === null ? null : api.menu(shopId), () => bff.menu(shopId!), { revalidateOnFocus: false });
}

/** Names in the guest's language for an order's codes, from the shop's current menu. */
export function useMenuNames(shopId: number | null) {
  const locale = useLocale();
  const { data: menu } = useMenu(shopId);
  return useMemo(() => menuNames(menu, locale), [menu, locale]);
}
