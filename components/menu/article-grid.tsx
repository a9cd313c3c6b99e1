'use client';

import { useTranslations } from 'next-intl';

import { withoutAllergens } from '@/lib/domain/menu/menu';
import type { ArticleView } from '@/lib/domain/menu/view';
import { href } from '@/lib/routes';

import { useExcludedAllergens } from './allergen-filter-store';
import { ArticleCard } from './article-card';
import styles from './menu.module.css';

/** The articles of a category, minus those with an allergen the guest filters out. */
export function ArticleGrid({ shopId, articles, symbol }: { shopId: number; articles: ArticleView[]; symbol: string }) {
  const t = useTranslations('Menu');
  const excluded = useExcludedAllergens();
  const shown = withoutAllergens(articles, new Set(excluded));
  const hidden = articles.length - shown.length;
  return (
    <>
      <ul className={styles.articles}>
        {shown.map((article) => (
          <ArticleCard key={article.code} article={article} symbol={symbol} href={href.article(shopId, article.categoryPath, article.code)} />
        ))}
      </ul>
      {hidden > 0 ? <p className={styles.hint}>{t('hiddenByFilter', { count: hidden })}</p> : null}
    </>
  );
}
