'use client';

import { useTranslations } from 'next-intl';
import type { ComponentProps } from 'react';

import { useBasket } from '@/components/basket/basket-store';
import { useHydrated } from '@/components/hooks/use-hydrated';

import { ArticleConfigurator } from './article-configurator';

type Props = Omit<ComponentProps<typeof ArticleConfigurator>, 'line'> & { lineId?: string };

/** Adds a new line, or edits the basket line named in the URL once the saved basket is read. */
export function ArticleForm({ lineId, ...props }: Props) {
  const t = useTranslations('Article');
  const basket = useBasket();
  const hydrated = useHydrated();
  const line = lineId ? basket.items.find((item) => item.id === lineId && item.article.code === props.article.code) : undefined;
  return (
    <>
      {lineId && hydrated && !line ? <p role="status">{t('lineGone')}</p> : null}
      <ArticleConfigurator key={line?.id ?? 'new'} {...props} line={line} />
    </>
  );
}
