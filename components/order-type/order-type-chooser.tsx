'use client';

import { useRouter } from 'next/navigation';
import { useTranslations } from 'next-intl';

import { basketStore, shopStore } from '@/components/basket/basket-store';
import { Button } from '@/components/ui/button';
import { chooseShop } from '@/lib/domain/basket/basket';

type OrderType = 'takeAway' | 'dineInPlace';

/** A choice when the restaurant offers more than one order type, a fixed label otherwise. */
export function OrderTypeChooser({ shop, orderTypes }: { shop: { id: number; name: string }; orderTypes: OrderType[] }) {
  const t = useTranslations('OrderType');
  const router = useRouter();

  function choose(orderType: OrderType) {
    basketStore.set((basket) => ({ ...chooseShop(basket, shop), orderType }));
    shopStore.set(shop.id);
    const article = new URLSearchParams(window.location.search).get('redirectToArticle');
    router.push(article ? `/shop/${shop.id}/redirect/${encodeURIComponent(article)}` : `/shop/${shop.id}/menu`);
  }

  const [only] = orderTypes;
  if (orderTypes.length === 1 && only) {
    return (
      <div>
        <p>
          <strong>{t(only)}</strong>
        </p>
        <Button onClick={() => choose(only)}>{t('continue')}</Button>
      </div>
    );
  }
  return (
    <div role="group" aria-label={t('question')} style={{ display: 'grid', gap: 12 }}>
      {orderTypes.map((type) => (
        <Button key={type} wide onClick={() => choose(type)}>
          {t(type)}
        </Button>
      ))}
    </div>
  );
}
