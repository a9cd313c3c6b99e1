'use client';

import { useLocale } from 'next-intl';
import { useEffect, useMemo, useState } from 'react';

import { oncePerKey } from '@/lib/client/once-per-key';
import type { Menu } from '@/lib/domain/menu/menu';
import { menuNames } from '@/lib/domain/menu/names';

type Loaded = { shopId: number; data?: Menu; error?: unknown };

/** One request per shop and page load. The BFF client loads with the first search: most menu visits never search. */
const requestMenu = oncePerKey((shopId: number) => import('@/lib/client/api').then(({ bff }) => bff.menu(shopId)));

/** A shop's menu in the browser, fetched once per shop (null: not needed, nothing is fetched). */
export function useMenu(shopId: number | null): { data?: Menu; error?: unknown } {
  const [loaded, setLoaded] = useState<Loaded | null>(null);
  useEffect(() => {
    if (shopId === null) return;
    let current = true;
    requestMenu(shopId).then(
      (data) => current && setLoaded({ shopId, data }),
      (error: unknown) => current && setLoaded({ shopId, error }),
    );
    return () => {
      current = false;
    };
  }, [shopId]);
  return loaded !== null && loaded.shopId === shopId ? loaded : {};
}

/** Names in the guest's language for an order's codes, from the shop's current menu. */
export function useMenuNames(shopId: number | null) {
  const locale = useLocale();
  const { data: menu } = useMenu(shopId);
  return useMemo(() => menuNames(menu, locale), [menu, locale]);
}
