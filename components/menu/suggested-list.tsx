'use client';

import { useTranslations } from 'next-intl';
import { useState } from 'react';

import { basketActions } from '@/components/basket/basket-store';
import Link from '@/components/navigation/link';
import { useRouter } from '@/components/navigation/use-router';
import { Button, buttonClass } from '@/components/ui/button';
import { Price } from '@/components/ui/price';
import type { ArticleView } from '@/lib/domain/menu/view';
import { href } from '@/lib/routes';

import styles from './menu.module.css';

type Props = { shop: { id: number; name: string }; articles: ArticleView[]; symbol: string; continueHref: string };

/** Upsell after adding: one tap adds a simple article; articles with choices open their page. */
export function SuggestedList({ shop, articles, symbol, continueHref }: Props) {
  const t = useTranslations('Suggested');
  const router = useRouter();
  const [added, setAdded] = useState<string[]>([]);

  function add(article: ArticleView) {
    const item = { id: crypto.randomUUID(), type: 'article' as const, quantity: 1, article: article.basketArticle, choices: [], categoryPath: article.categoryPath };
    if (basketActions.addLine(shop, item)) setAdded((list) => [...list, article.code]);
  }

  return (
    <>
      <ul className={styles.articles}>
        {articles.map((article) => (
          <li key={article.code} className={styles.card} data-testid="suggested-article">
            <div>
              <h2>{article.name}</h2>
              <Price className={styles.price} amount={article.price} symbol={symbol} />
            </div>
            {article.hasChoices ? (
              <Link className={buttonClass('secondary')} href={href.article(shop.id, article.categoryPath, article.code)}>
                {t('choose')}
              </Link>
            ) : (
              <Button variant="secondary" disabled={!article.available} onClick={() => add(article)} aria-label={t('addNamed', { name: article.name })}>
                {added.includes(article.code) ? t('added') : t('add')}
              </Button>
            )}
          </li>
        ))}
      </ul>
      <p>
        <Button wide onClick={() => router.push(continueHref)}>
          {t('continue')}
        </Button>
      </p>
    </>
  );
}
