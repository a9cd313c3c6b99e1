import Link from '@/components/navigation/link';
import { MenuImage } from '@/components/ui/menu-image';
import { Price } from '@/components/ui/price';
import type { ArticleView } from '@/lib/domain/menu/view';

import { ArticleTags } from './article-tags';
import styles from './menu.module.css';

type Props = {
  article: Pick<ArticleView, 'code' | 'name' | 'price' | 'imageUrl' | 'available' | 'campaigns' | 'diets' | 'allergens'>;
  href: string;
  symbol: string;
  /** The name's heading level: one below the section it sits in (2 in search results). */
  level?: 2 | 3 | 4 | 5 | 6;
};

export function ArticleCard({ article, href, symbol, level = 2 }: Props) {
  const Heading = `h${level}` as const;
  return (
    // Styled as a list item of .articles, through its descendants (no class or test id per part): the one-page menu repeats it for
    // every article, rendered on the server into the page's payload, so no attribute is written that has no value.
    <li {...(article.available ? {} : { className: styles.soldOut })}>
      <div>
        <Heading>
          <Link href={href}>{article.name}</Link>
        </Heading>
        <Price amount={article.price} symbol={symbol} />
        <ArticleTags campaigns={article.campaigns} diets={article.diets} allergens={article.allergens} soldOut={!article.available} />
      </div>
      <MenuImage path={article.imageUrl} width={96} height={72} lazy />
    </li>
  );
}
