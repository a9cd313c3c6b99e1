import Link from '@/components/navigation/link';
import { MenuImage } from '@/components/ui/menu-image';
import { SavingPrice } from '@/components/ui/saving-price';
import type { ArticleView } from '@/lib/domain/menu/view';

import { ArticleTags } from './article-tags';
import styles from './menu.module.css';

type Props = {
  article: Pick<ArticleView, 'code' | 'name' | 'price' | 'regularPrice' | 'imageUrl' | 'available' | 'campaigns' | 'diets' | 'allergens'>;
  /** The name as shown, with soft hyphens where the server added them (lib/i18n/hyphenate.ts); else the name. */
  displayName?: string;
  href: string;
  symbol: string;
  /** The name's heading level: one below the section it sits in (2 in search results). */
  level?: 2 | 3 | 4 | 5 | 6;
};

export function ArticleCard({ article, displayName, href, symbol, level = 2 }: Props) {
  const Heading = `h${level}` as const;
  return (
    // Styled as a list item of .articles, through its descendants (no class or test id per part): the one-page menu repeats it for
    // every article, rendered on the server into the page's payload, so no attribute is written that has no value.
    <li {...(article.available ? {} : { className: styles.soldOut })}>
      <div>
        <Heading>
          <Link href={href}>{displayName ?? article.name}</Link>
        </Heading>
        <SavingPrice price={article.price} regularPrice={article.regularPrice} symbol={symbol} />
        <ArticleTags campaigns={article.campaigns} diets={article.diets} allergens={article.allergens} soldOut={!article.available} />
      </div>
      <MenuImage path={article.imageUrl} width={96} height={72} lazy />
    </li>
  );
}
