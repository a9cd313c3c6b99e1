'use client';

import { useEffect, useState } from 'react';

import { KITCHEN_REFRESH_MS, type KitchenQuote } from '@/lib/domain/orders/kitchen';

/**
 * The kitchen's word on this basket, asked again as the queue moves (and when the tab comes
 * back). null while unknown or when the restaurant does not say: checkout then offers its own
 * quarter hours and says nothing about the queue. The BFF client loads with the first question,
 * not with the form.
 */
export function useKitchenQuote(shopId: number, items: ReadonlyArray<{ code: string; quantity: number }>, enabled: boolean): KitchenQuote | null {
  const [quote, setQuote] = useState<KitchenQuote | null>(null);
  const key = JSON.stringify(items.map(({ code, quantity }) => ({ code, quantity })));
  useEffect(() => {
    if (!enabled || key === '[]') return;
    let live = true;
    const ask = async () => {
      try {
        const { bff } = await import('@/lib/client/api');
        const { kitchen } = await bff.quoteSlots(shopId, JSON.parse(key) as Array<{ code: string; quantity: number }>);
        if (live) setQuote(kitchen);
      } catch {
        // Keep the last word: the restaurant checks the time again when the order is placed.
      }
    };
    void ask();
    const timer = setInterval(() => void ask(), KITCHEN_REFRESH_MS);
    const onVisible = () => {
      if (document.visibilityState === 'visible') void ask();
    };
    document.addEventListener('visibilitychange', onVisible);
    return () => {
      live = false;
      clearInterval(timer);
      document.removeEventListener('visibilitychange', onVisible);
    };
  }, [shopId, key, enabled]);
  return enabled ? quote : null;
}
