'use client';

import { useTranslations } from 'next-intl';
import type { ComponentProps } from 'react';

import { useBasket } from '@/components/basket/basket-store';
import { useHydrated } from '@/components/hooks/use-hydrated';

import { ArticleConfigurator } from './article-configurator';

type Props = Omit<ComponentProps<typeof ArticleConfigurator>, 'line'> & { lineId?: string };

/**
 * Said once the saved basket is read, if the line being edited is not in it. Its own component:
 * the render after hydration stays here and never reaches the configurator.
 */
function LineGone() {
  const t = useTranslations('Article');
  return useHydrated() ? <p role="status">{t('lineGone')}</p> : null;
}

/** Adds a new line, or edits the basket line named in the URL once the saved basket is read. */
export function ArticleForm({ lineId, ...props }: Props) {
  const basket = useBasket();
  const line = lineId ? basket.items.find((item) => item.id === lineId && item.article.code === props.article.code) : undefined;
  return (
    <>
      {lineId && !line ? <LineGone /> : null}
      <ArticleConfigurator key={line?.id ?? 'new'} {...props} line={line} />
    </>
  );
}
