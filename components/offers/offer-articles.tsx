'use client';

import { useLocale } from 'next-intl';

import { useBasket } from '@/components/basket/basket-store';
import { useMenu } from '@/components/hooks/use-menu';
import { ArticleCard } from '@/components/menu/article-card';
import menuStyles from '@/components/menu/menu.module.css';
import { allArticles, currencySymbol } from '@/lib/domain/menu/menu';
import { toArticleView } from '@/lib/domain/menu/view';
import { href } from '@/lib/routes';

const SHOWN = 4;

/**
 * The dishes of an offer at the guest's restaurant (the basket's shop), each a card with its
 * picture and price that opens the dish. Without a chosen restaurant the offer is text alone.
 */
export function OfferArticles({ code }: { code: string }) {
  const locale = useLocale();
  const shopId = useBasket().shopId;
  const { data: menu } = useMenu(shopId);
  if (!menu || shopId === null) return null;
  const dishes = allArticles(menu)
    .filter(({ article }) => article.available !== false && article.campaigns.some((c) => c.code === code))
    .slice(0, SHOWN);
  if (dishes.length === 0) return null;
  const symbol = currencySymbol(menu);
  return (
    <ul className={menuStyles.articles} data-testid="offer-articles">
      {dishes.map(({ article, categoryPath }) => (
        <ArticleCard
          key={article.code}
          level={3}
          article={toArticleView(article, categoryPath, locale)}
          symbol={symbol}
          href={href.article(shopId, categoryPath, article.code)}
        />
      ))}
    </ul>
  );
}
