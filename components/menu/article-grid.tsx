import type { ArticleView } from '@/lib/domain/menu/view';
import { href } from '@/lib/routes';

import { AllergenFiltered } from './allergen-filtered';
import { ArticleCard } from './article-card';
import styles from './menu.module.css';

/**
 * The articles of a category, rendered on the server; only the allergen filter (the guest's
 * choice, saved in the browser) runs in the browser, hiding the cards it rules out.
 */
export function ArticleGrid({ shopId, articles, symbol }: { shopId: number; articles: ArticleView[]; symbol: string }) {
  return (
    <AllergenFiltered allergens={articles.map((a) => a.allergens ?? [])} className={styles.articles} hintClassName={styles.hint}>
      {articles.map((article) => (
        <ArticleCard key={article.code} article={article} symbol={symbol} href={href.article(shopId, article.categoryPath, article.code)} />
      ))}
    </AllergenFiltered>
  );
}
