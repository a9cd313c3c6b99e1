'use client';

import { useLocale, useTranslations } from 'next-intl';
import { useEffect } from 'react';

import { useMenu } from '@/components/hooks/use-menu';
import { searchArticles } from '@/lib/domain/menu/menu';
import { toArticleView } from '@/lib/domain/menu/view';
import { href } from '@/lib/routes';

import { ArticleCard } from './article-card';
import styles from './menu.module.css';

type Props = { shopId: number; symbol: string; query: string; onCount: (count: number | null) => void };

/** The dishes that match a search (at least two letters); their count goes to the search's live region. The menu is fetched on the first search. */
export function SearchResults({ shopId, symbol, query, onCount }: Props) {
  const t = useTranslations('Menu');
  const locale = useLocale();
  const { data: menu, error } = useMenu(shopId);
  const results = menu ? searchArticles(menu, query, locale) : [];
  const count = menu ? results.length : null;
  useEffect(() => onCount(count), [count, onCount]);
  return (
    <section className={styles.results} aria-label={t('searchLabel')}>
      {error ? <p role="alert">{t('searchFailed')}</p> : null}
      {menu && results.length === 0 ? <p>{t('searchNoMatch')}</p> : null}
      <ul className={styles.articles}>
        {results.slice(0, 20).map(({ article, categoryPath }) => (
          <ArticleCard
            key={`${categoryPath.join('/')}/${article.code}`}
            article={toArticleView(article, categoryPath, locale)}
            symbol={symbol}
            href={href.article(shopId, categoryPath, article.code)}
          />
        ))}
      </ul>
    </section>
  );
}
