'use client';

import { useTranslations } from 'next-intl';
import { useState } from 'react';

import { basketActions, useBasket } from '@/components/basket/basket-store';
import { useHydrated } from '@/components/hooks/use-hydrated';
import Link from '@/components/navigation/link';
import { useRouter } from '@/components/navigation/use-router';
import { SHOP_STATE_ID, useOrderBlock } from '@/components/shops/use-order-block';
import { Button, buttonClass } from '@/components/ui/button';
import { MenuImage } from '@/components/ui/menu-image';
import { Price, usePriceText } from '@/components/ui/price';
import { newId } from '@/lib/client/ids';
import { basketTotal, holdsPlainArticle } from '@/lib/domain/basket/rules';
import type { ArticleView } from '@/lib/domain/menu/view';
import { stopsAdding } from '@/lib/domain/shops/shop-status';
import type { ShopAvailability } from '@/lib/domain/shops/shop-view';
import { href } from '@/lib/routes';

import styles from './menu.module.css';
import actions from './suggested-list.module.css';

type Props = { shop: { id: number; name: string }; availability: ShopAvailability; articles: ArticleView[]; symbol: string; continueHref: string };

/**
 * Upsell after adding: one tap adds a simple article; articles with choices open their page. A
 * simple article reads "Added" while the basket holds it, so one removed from the basket can be added again.
 * While the shop cannot take an order, the one-tap adds are disabled and point at the reason.
 * Done choosing is the main way on: "Go to checkout · 129 kr" (the basket's total), then "Keep
 * browsing". Both replace this page's history entry (as the article's Add replaced its own), so
 * Back from the checkout or the menu never comes back to the suggestions.
 */
export function SuggestedList({ shop, availability, articles, symbol, continueHref }: Props) {
  const t = useTranslations('Suggested');
  const tArticle = useTranslations('Article');
  // Closed now but open later today still takes the order, for later.
  const blocked = stopsAdding(useOrderBlock(availability));
  const router = useRouter();
  const basket = useBasket();
  const hydrated = useHydrated();
  const priceText = usePriceText();
  const [full, setFull] = useState(false);
  // Until the saved basket is read the checkout is shown without its total; an empty basket has no checkout.
  const hasOrder = basket.shopId === shop.id && basket.items.length > 0;
  const offersCheckout = !hydrated || hasOrder;

  function add(article: ArticleView) {
    const item = {
      id: newId(),
      type: 'article' as const,
      quantity: 1,
      article: article.basketArticle,
      choices: [],
      categoryPath: article.categoryPath,
      configurable: article.hasChoices,
    };
    setFull(!basketActions.addLine(shop, item));
  }

  return (
    <>
      <ul className={styles.articles}>
        {articles.map((article) => (
          <li key={article.code} className={`${styles.card} ${styles.suggestion}`} data-testid="suggested-article">
            <MenuImage path={article.imageUrl} width={96} height={72} lazy />
            <div>
              <h2>{article.name}</h2>
              <Price className={styles.price} amount={article.price} symbol={symbol} />
            </div>
            {article.hasChoices ? (
              <Link className={buttonClass('secondary')} href={href.article(shop.id, article.categoryPath, article.code)}>
                {t('choose')}
              </Link>
            ) : (
              <Button
                variant="secondary"
                disabled={!article.available || blocked}
                onClick={() => add(article)}
                aria-label={t('addNamed', { name: article.name })}
                aria-describedby={blocked ? SHOP_STATE_ID : undefined}
              >
                {basket.shopId === shop.id && holdsPlainArticle(basket, article.code) ? t('added') : t('add')}
              </Button>
            )}
          </li>
        ))}
      </ul>
      {full ? (
        <p role="alert" className={styles.invalid}>
          {tArticle('basketFull')}
        </p>
      ) : null}
      <div className={actions.actions}>
        {offersCheckout ? (
          <Link className={buttonClass('primary', true)} href={href.checkout(shop.id)} replace data-testid="suggested-checkout">
            <span>{t('checkout')}</span>{' '}
            {hasOrder ? <span className={actions.total}>{`·\u00a0${priceText(basketTotal(basket), symbol)}`}</span> : null}
          </Link>
        ) : null}
        <Button variant={offersCheckout ? 'secondary' : 'primary'} wide onClick={() => router.replace(continueHref)}>
          {t('continue')}
        </Button>
      </div>
    </>
  );
}
