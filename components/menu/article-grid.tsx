import type { ArticleView } from '@/lib/domain/menu/view';
import { href } from '@/lib/routes';

import { AllergenFiltered } from './allergen-filtered';
import { ArticleCard } from './article-card';
import styles from './menu.module.css';

type Props = {
  shopId: number;
  articles: ArticleView[];
  symbol: string;
  level?: 2 | 3 | 4 | 5 | 6;
};

/**
 * The articles of a category, rendered on the server; only the allergen filter (the guest's
 * choice, saved in the browser) runs in the browser, hiding the cards it rules out.
 */
export function ArticleGrid({ shopId, articles, symbol, level }: Props) {
  return (
    <AllergenFiltered allergens={articles.map((a) => a.allergens ?? [])} className={styles.articles} hintClassName={styles.hint}>
      {articles.map((article) => (
        <ArticleCard
          key={article.code}
          article={article}
          symbol={symbol}
          level={level}
          href={href.article(shopId, article.categoryPath, article.code)}
        />
      ))}
    </AllergenFiltered>
  );
}
