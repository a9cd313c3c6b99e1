'use client';

import { useTranslations } from 'next-intl';

import { basketActions } from '@/components/basket/basket-store';
import { useRouter } from '@/components/navigation/use-router';
import { Button } from '@/components/ui/button';
import type { OrderType } from '@/lib/domain/orders/order';
import { href } from '@/lib/routes';

/** A choice when the restaurant offers more than one order type, a fixed label otherwise. */
export function OrderTypeChooser({ shop, orderTypes }: { shop: { id: number; name: string }; orderTypes: OrderType[] }) {
  const t = useTranslations('OrderType');
  const router = useRouter();

  function choose(orderType: OrderType) {
    basketActions.selectShop(shop, orderTypes, orderType);
    const article = new URLSearchParams(window.location.search).get('redirectToArticle');
    router.push(article ? href.articleRedirect(shop.id, article) : href.menu(shop.id));
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
