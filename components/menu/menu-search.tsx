'use client';

import { useLocale, useTranslations } from 'next-intl';
import { useId, useState } from 'react';

import { useMenu } from '@/components/hooks/use-menu';
import { searchArticles } from '@/lib/domain/menu/menu';
import { toArticleView } from '@/lib/domain/menu/view';
import { href } from '@/lib/routes';

import { ArticleCard } from './article-card';
import styles from './menu.module.css';

/** Search over the whole menu in the visitor's language; the menu is fetched only once used. */
export function MenuSearch({ shopId, symbol }: { shopId: number; symbol: string }) {
  const t = useTranslations('Menu');
  const locale = useLocale();
  const id = useId();
  const [query, setQuery] = useState('');
  const active = query.trim().length >= 2;
  const { data: menu, error } = useMenu(active ? shopId : null);
  const results = active && menu ? searchArticles(menu, query, locale) : [];

  return (
    <div role="search">
      <label htmlFor={id} className="visually-hidden">
        {t('searchLabel')}
      </label>
      <input id={id} type="search" value={query} placeholder={t('searchPlaceholder')} autoComplete="off" onChange={(e) => setQuery(e.target.value)} />
      <p className="visually-hidden" aria-live="polite">
        {active && menu ? t('searchResults', { count: results.length }) : ''}
      </p>
      {active ? (
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
      ) : null}
    </div>
  );
}
