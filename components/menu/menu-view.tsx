import { useTranslations } from 'next-intl';

import type { MenuPageData, MenuSection } from '@/lib/domain/menu/view';

import { AllergenFilter } from './allergen-filter';
import { ArticleGrid } from './article-grid';
import styles from './menu.module.css';
import { MenuSearch } from './menu-search';
import { MenuTabs } from './menu-tabs';

type Page = Extract<MenuPageData, { kind: 'menu' }>;
type Level = 2 | 3 | 4 | 5 | 6;
const level = (n: number) => Math.min(6, Math.max(2, n)) as Level;

/**
 * The whole menu on one page: sticky category tabs over every category's articles; a category
 * inside another is a section of its own under its heading. A category's address opens this page
 * at its section.
 */
export function MenuView({ page }: { page: Page }) {
  const t = useTranslations('Menu');
  const children = (parent: MenuSection) => page.sections.filter((s) => s.depth === parent.depth + 1 && s.id.startsWith(`${parent.id}-`));
  // Every picture loads lazily: the browser fetches those on the first screen at once, the rest as they near it.
  const grid = (section: MenuSection) =>
    section.articles.length ? <ArticleGrid shopId={page.shop.id} articles={section.articles} symbol={page.symbol} level={level(section.depth + 3)} /> : null;
  const render = (section: MenuSection) => {
    const Heading = `h${level(section.depth + 2)}` as const;
    return (
      <section key={section.id} id={section.id} aria-labelledby={`${section.id}-h`} className={styles.section} data-testid="menu-section">
        <Heading id={`${section.id}-h`}>{section.label}</Heading>
        {grid(section)}
        {children(section).map(render)}
      </section>
    );
  };
  const top = page.sections.filter((s) => s.depth === 0);
  const root = page.sections.find((s) => s.depth === -1);
  const anyArticles = page.sections.some((s) => s.articles.length > 0);
  return (
    <section>
      <h1>{t('title', { shop: page.shop.name })}</h1>
      <div className={styles.tools}>
        <MenuSearch shopId={page.shop.id} symbol={page.symbol} />
        {anyArticles ? <AllergenFilter /> : null}
      </div>
      {top.length ? <MenuTabs label={t('categories')} tabs={top.map((s) => {
            const category = page.categories.find((c) => c.name === s.path[0]);
            return { id: s.id, label: s.label, imageUrl: category?.imageUrl ?? null, href: category?.href ?? '' };
          })} openAt={page.openAt} /> : null}
      {root ? grid(root) : null}
      {top.map(render)}
    </section>
  );
}
