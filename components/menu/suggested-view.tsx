import { useTranslations } from 'next-intl';

import type { MenuPageData } from '@/lib/domain/menu/view';

import { LazySuggestedList } from './lazy-suggested-list';

export function SuggestedView({ page }: { page: Extract<MenuPageData, { kind: 'suggested' }> }) {
  const t = useTranslations('Suggested');
  return (
    <section>
      <p role="status">{t('addedToBasket', { name: page.article.name })}</p>
      <h1>{t('title')}</h1>
      <LazySuggestedList shop={page.shop} availability={page.availability} articles={page.suggestions} symbol={page.symbol} continueHref={page.continueHref} />
    </section>
  );
}
