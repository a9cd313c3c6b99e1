'use client';

import { useTranslations } from 'next-intl';
import { useEffect, useRef, useState } from 'react';

import { usePriceText } from '@/components/ui/price';
import type { Basket } from '@/lib/domain/basket/basket';
import { basketTotal, itemCount } from '@/lib/domain/basket/rules';
import { CURRENCY_FALLBACK_SYMBOL } from '@/lib/domain/menu/menu';

/** Announces basket changes to screen readers (count and total, e.g. after an edit), never the first load. */
export function BasketAnnouncer({ basket }: { basket: Basket }) {
  const t = useTranslations('Basket');
  const priceText = usePriceText();
  const count = itemCount(basket);
  const total = basketTotal(basket);
  const previous = useRef<string | null>(null);
  const [message, setMessage] = useState('');
  useEffect(() => {
    const before = previous.current;
    previous.current = `${count}:${total}`;
    if (before === null || before === previous.current) return;
    const amount = priceText(total, basket.currencySymbol ?? CURRENCY_FALLBACK_SYMBOL);
    const timer = setTimeout(() => setMessage(t('announce', { count, total: amount })), 0);
    return () => clearTimeout(timer);
  }, [count, total, priceText, t, basket.currencySymbol]);
  return (
    <p className="visually-hidden" aria-live="polite" data-testid="basket-announcer">
      {message}
    </p>
  );
}
