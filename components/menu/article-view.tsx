import { useLocale, useTranslations } from 'next-intl';

import { FavoriteButton } from '@/components/account/favorite-button';
import { OrderChipSlot } from '@/components/basket/order-chip-slot';
import { MenuImage } from '@/components/ui/menu-image';
import { SavingPrice } from '@/components/ui/saving-price';
import type { MenuPageData } from '@/lib/domain/menu/view';
import type { OrderType } from '@/lib/domain/orders/order';
import { hyphenateName } from '@/lib/i18n/hyphenate';

import { ArticleTags } from './article-tags';
import { Breadcrumbs } from './breadcrumbs';
import { LazyArticleForm } from './lazy-article-form';
import styles from './menu.module.css';

type Props = {
  page: Extract<MenuPageData, { kind: 'article' }>;
  orderTypes: OrderType[];
  /** The picture as a data URL when the page carries it (lib/services/inline-picture.ts). */
  heroSrc?: string;
};

export function ArticleView({ page, orderTypes, heroSrc }: Props) {
  const t = useTranslations('Article');
  const locale = useLocale();
  const { article } = page;
  return (
    <article>
      <Breadcrumbs shopId={page.shop.id} trail={page.trail} current={article.name} />
      {/* Above the picture, never on it. */}
      <OrderChipSlot shopId={page.shop.id} orderTypes={orderTypes} />
      <div className={styles.article}>
        <div className={styles.heroFrame}>
          <MenuImage className={styles.hero} path={article.imageUrl} width={480} height={360} priority inlineSrc={heroSrc} />
        </div>
        <div>
          <div className={styles.titleRow}>
            {/* Soft hyphens from the language's patterns: a long name breaks with a hyphen on a narrow phone. */}
            <h1 className={styles.articleTitle}>{hyphenateName(article.name, locale)}</h1>
            <FavoriteButton code={article.code} type="article" name={article.name} />
          </div>
          <p className={styles.price}>
            <SavingPrice price={article.price} regularPrice={article.regularPrice} symbol={page.symbol} />
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
