import { useTranslations } from 'next-intl';

import Link from '@/components/navigation/link';
import { MenuImage } from '@/components/ui/menu-image';
import type { MenuPageData } from '@/lib/domain/menu/view';

import { AllergenFilter } from './allergen-filter';
import { ArticleGrid } from './article-grid';
import { Breadcrumbs } from './breadcrumbs';
import styles from './menu.module.css';
import { MenuSearch } from './menu-search';

export function MenuView({ page }: { page: Extract<MenuPageData, { kind: 'menu' }> }) {
  const t = useTranslations('Menu');
  const heading = page.trail.at(-1)?.label ?? t('title', { shop: page.shop.name });
  return (
    <section>
      {page.trail.length ? <Breadcrumbs shopId={page.shop.id} trail={page.trail} /> : null}
      <h1>{heading}</h1>
      <div className={styles.tools}>
        <MenuSearch shopId={page.shop.id} symbol={page.symbol} />
        {page.articles.length ? <AllergenFilter /> : null}
      </div>
      {page.categories.length ? (
        <ul className={styles.categories} aria-label={t('categories')}>
          {page.categories.map((category) => (
            <li key={category.name}>
              <Link href={category.href} className={styles.category}>
                <MenuImage path={category.imageUrl} width={240} height={180} lazy />
                <span>{category.label}</span>
              </Link>
            </li>
          ))}
        </ul>
      ) : null}
      {page.articles.length ? <ArticleGrid shopId={page.shop.id} articles={page.articles} symbol={page.symbol} /> : null}
    </section>
  );
}
