'use client';

import { useTranslations } from 'next-intl';
import { useState } from 'react';

import { basketActions, useBasket } from '@/components/basket/basket-store';
import Link from '@/components/navigation/link';
import { useRouter } from '@/components/navigation/use-router';
import { SHOP_STATE_ID, useOrderBlock } from '@/components/shops/use-order-block';
import { Button, buttonClass } from '@/components/ui/button';
import { MenuImage } from '@/components/ui/menu-image';
import { Price } from '@/components/ui/price';
import { newId } from '@/lib/client/ids';
import { holdsPlainArticle } from '@/lib/domain/basket/rules';
import type { ArticleView } from '@/lib/domain/menu/view';
import { stopsAdding } from '@/lib/domain/shops/shop-status';
import type { ShopAvailability } from '@/lib/domain/shops/shop-view';
import { href } from '@/lib/routes';

import styles from './menu.module.css';

type Props = { shop: { id: number; name: string }; availability: ShopAvailability; articles: ArticleView[]; symbol: string; continueHref: string };

/**
 * Upsell after adding: one tap adds a simple article; articles with choices open their page. A
 * simple article reads "Added" while the basket holds it, so one removed from the basket can be added again.
 * While the shop cannot take an order, the one-tap adds are disabled and point at the reason.
 */
export function SuggestedList({ shop, availability, articles, symbol, continueHref }: Props) {
  const t = useTranslations('Suggested');
  const tArticle = useTranslations('Article');
  // Closed now but open later today still takes the order, for later.
  const blocked = stopsAdding(useOrderBlock(availability));
  const router = useRouter();
  const basket = useBasket();
  const [full, setFull] = useState(false);

  function add(article: ArticleView) {
    const item = { id: newId(), type: 'article' as const, quantity: 1, article: article.basketArticle, choices: [], categoryPath: article.categoryPath };
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
      <p>
        <Button wide onClick={() => router.push(continueHref)}>
          {t('continue')}
        </Button>
      </p>
      {/* Done choosing: straight to checkout, where the basket is summed up (one tap fewer than the basket). */}
      {basket.shopId === shop.id && basket.items.length > 0 ? (
        <p>
          <Link className={buttonClass('secondary', true)} href={href.checkout(shop.id)}>
            {t('checkout')}
          </Link>
        </p>
      ) : null}
    </>
  );
}
