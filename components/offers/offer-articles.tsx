'use client';

import { useLocale } from 'next-intl';

import { useBasket } from '@/components/basket/basket-store';
import { useMenu } from '@/components/hooks/use-menu';
import { ArticleTags } from '@/components/menu/article-tags';
import menuStyles from '@/components/menu/menu.module.css';
import Link from '@/components/navigation/link';
import { MenuImage } from '@/components/ui/menu-image';
import { SavingPrice } from '@/components/ui/saving-price';
import { allArticles, currencySymbol } from '@/lib/domain/menu/menu';
import { toArticleView } from '@/lib/domain/menu/view';
import { href } from '@/lib/routes';

const SHOWN = 4;

/**
 * The dishes of an offer at the guest's restaurant (the basket's shop), each a card with its
 * picture and price that opens the dish; where the campaign lowers the price, the card shows the
 * regular price struck through and the saving. Without a chosen restaurant the offer is text alone.
 */
export function OfferArticles({ code }: { code: string }) {
  const locale = useLocale();
  const shopId = useBasket().shopId;
  const { data: menu } = useMenu(shopId);
  if (!menu || shopId === null) return null;
  const dishes = allArticles(menu)
    .filter(({ article }) => article.available !== false && article.campaigns.some((c) => c.code === code))
    .slice(0, SHOWN)
    .map(({ article, categoryPath }) => toArticleView(article, categoryPath, locale));
  if (dishes.length === 0) return null;
  const symbol = currencySymbol(menu);
  return (
    <ul className={menuStyles.articles} data-testid="offer-articles">
      {dishes.map((dish) => (
        <li key={dish.code}>
          <div>
            <h3>
              <Link href={href.article(shopId, dish.categoryPath, dish.code)}>{dish.name}</Link>
            </h3>
            <SavingPrice price={dish.price} regularPrice={dish.regularPrice} symbol={symbol} />
            <ArticleTags diets={dish.diets} allergens={dish.allergens} />
          </div>
          <MenuImage path={dish.imageUrl} width={96} height={72} lazy />
        </li>
      ))}
    </ul>
  );
}
