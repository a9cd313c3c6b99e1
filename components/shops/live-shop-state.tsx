'use client';

import { type ComponentType, type ReactNode, useEffect, useState } from 'react';

import { whenIdle } from '@/components/hooks/when-idle';
import type { ShopAvailability } from '@/lib/domain/shops/shop-view';

type Props = { name: string; availability: ShopAvailability };

/** The server's banner until the live one has loaded (when the browser is idle), then the live one. */
export function LiveShopState({ children, ...props }: Props & { children: ReactNode }) {
  const [Live, setLive] = useState<ComponentType<Props> | null>(null);
  useEffect(() => {
    let gone = false;
    const cancel = whenIdle(() => {
      void import('./live-shop-state-banner').then(({ LiveShopStateBanner }) => {
        if (!gone) setLive(() => LiveShopStateBanner);
      });
    });
    return () => {
      gone = true;
      cancel();
    };
  }, []);
  return Live ? <Live {...props} /> : children;
}
