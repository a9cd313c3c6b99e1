'use client';

import { useTranslations } from 'next-intl';
import type { MouseEvent } from 'react';

import { basketActions } from '@/components/basket/basket-store';
import Link from '@/components/navigation/link';
import { useLinkPath } from '@/components/navigation/link-prefix';
import { useRouter } from '@/components/navigation/use-router';
import { useOrderBlock } from '@/components/shops/use-order-block';
import { buttonClass } from '@/components/ui/button';
import type { OrderType } from '@/lib/domain/orders/order';
import { stopsAdding } from '@/lib/domain/shops/shop-status';
import type { ShopAvailability } from '@/lib/domain/shops/shop-view';
import { href } from '@/lib/routes';

type Props = {
  shop: { id: number; name: string };
  orderTypes: OrderType[];
  /** The article the guest came for (redirectToArticle), carried by the links to open after the choice. */
  article?: string | null;
  /** The shop's state: a shop that cannot take any order (not even for later today) offers its menu to browse instead. */
  availability?: ShopAvailability;
};

/** A choice when the restaurant offers more than one order type, a fixed label otherwise. */
export function OrderTypeChooser({ shop, orderTypes, article = null, availability }: Props) {
  const t = useTranslations('OrderType');
  const router = useRouter();
  const linkPath = useLinkPath();
  const block = useOrderBlock(availability);

  // Each choice is a plain link carrying the order type (the proxy keeps it for the basket, as
  // from a QR code), so a tap made before the page's scripts run still gets there: to the menu, or
  // with the article the guest came for, through this page's own address (the proxy then opens
  // the article). Once the scripts run, the choice is made in place without a full page load.
  const link = (orderType: OrderType) =>
    linkPath(
      article
        ? `${href.orderType(shop.id)}?${new URLSearchParams({ orderType, redirectToArticle: article })}`
        : `${href.menu(shop.id)}?orderType=${orderType}`,
    );
  function choose(event: MouseEvent<HTMLAnchorElement>, orderType: OrderType) {
    if (
      event.defaultPrevented ||
      event.button !== 0 ||
      event.metaKey ||
      event.ctrlKey ||
      event.shiftKey ||
      event.altKey
    )
      return;
    event.preventDefault();
    basketActions.selectShop(shop, orderTypes, orderType);
    const article = new URLSearchParams(window.location.search).get('redirectToArticle');
    router.push(article ? href.articleRedirect(shop.id, article) : href.menu(shop.id));
  }

  if (stopsAdding(block)) {
    return (
      <Link className={buttonClass('secondary', true)} href={href.menu(shop.id)}>
        {t('browseMenu')}
      </Link>
    );
  }

  const [only] = orderTypes;
  if (orderTypes.length === 1 && only) {
    return (
      <div>
        <p>{t('question')}</p>
        <p>
          <strong>{t(only)}</strong>
        </p>
        <a className={buttonClass()} href={link(only)} onClick={(event) => choose(event, only)}>
          {t('continue')}
        </a>
      </div>
    );
  }
  return (
    <>
      <p>{t('question')}</p>
      <div role="group" aria-label={t('question')} style={{ display: 'grid', gap: 12 }}>
        {orderTypes.map((type) => (
          <a
            key={type}
            className={buttonClass('primary', true)}
            href={link(type)}
            onClick={(event) => choose(event, type)}
          >
            {t(type)}
          </a>
        ))}
      </div>
    </>
  );
}
