
import Link from '@/components/navigation/link';
import { MenuImage } from '@/components/ui/menu-image';
import { Price } from '@/components/ui/price';
import type { ArticleView } from '@/lib/domain/menu/view';

import { ArticleTags } from './article-tags';
import styles from './menu.module.css';

export function ArticleCard({ article, href, symbol }: { article: ArticleView; href: string; symbol: string }) {
  return (
    <li className={`${styles.card} ${article.available ? '' : styles.soldOut}`} data-testid="article-card">
      <div>
        <h2>
          <Link href={href}>{article.name}</Link>
        </h2>
        <Price className={styles.price} amount={article.price} symbol={symbol} />
        <ArticleTags campaigns={article.campaigns} diets={article.diets} allergens={article.allergens} soldOut={!article.available} />
      </div>
      <MenuImage path={article.imageUrl} width={96} height={72} lazy />
    </li>
  );
}
