import { useTranslations } from 'next-intl';

import { FavoriteButton } from '@/components/account/favorite-button';
import { OrderChipSlot } from '@/components/basket/order-chip-slot';
import { MenuImage } from '@/components/ui/menu-image';
import { Price } from '@/components/ui/price';
import type { MenuPageData } from '@/lib/domain/menu/view';
import type { OrderType } from '@/lib/domain/orders/order';

import { ArticleTags } from './article-tags';
import { Breadcrumbs } from './breadcrumbs';
import { LazyArticleForm } from './lazy-article-form';
import styles from './menu.module.css';

type Props = {
  page: Extract<MenuPageData, { kind: 'article' }>;
  orderTypes: OrderType[];
};

export function ArticleView({ page, orderTypes }: Props) {
  const t = useTranslations('Article');
  const { article } = page;
  return (
    <article>
      <Breadcrumbs shopId={page.shop.id} trail={page.trail} current={article.name} />
      <div className={styles.article}>
        <div className={styles.heroFrame}>
          <MenuImage className={styles.hero} path={article.imageUrl} width={480} height={360} priority />
          <OrderChipSlot shopId={page.shop.id} orderTypes={orderTypes} overlay />
        </div>
        <div>
          <div style={{ display: 'flex', gap: 8, alignItems: 'center', justifyContent: 'space-between' }}>
            <h1>{article.name}</h1>
            <FavoriteButton code={article.code} type="article" name={article.name} />
          </div>
          <p className={styles.price}>
            <Price amount={article.price} symbol={page.symbol} />
          </p>
          {article.description ? <p>{article.description}</p> : null}
          <ArticleTags campaigns={article.campaigns} diets={article.diets} soldOut={!article.available} />
          {page.lineId ? <p className={styles.hint}>{t('editing')}</p> : null}
          <LazyArticleForm shop={page.shop} availability={page.availability} article={article} groups={page.groups} symbol={page.symbol} hasSuggestions={page.hasSuggestions} lineId={page.lineId} />
        </div>
      </div>
    </article>
  );
}
