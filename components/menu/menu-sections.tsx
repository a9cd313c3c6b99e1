import { useLocale } from 'next-intl';

import { allergenBits } from '@/lib/domain/menu/allergens';
import type { MenuSection } from '@/lib/domain/menu/view';
import { hyphenateName } from '@/lib/i18n/hyphenate';
import { href } from '@/lib/routes';

import { AllergenFiltered } from './allergen-filtered';
import { ArticleCard } from './article-card';
import styles from './menu.module.css';

type Level = 2 | 3 | 4 | 5 | 6;
const level = (n: number) => Math.min(6, Math.max(2, n)) as Level;

/**
 * Every category's articles, one section each; a category inside another is a section inside its
 * section, one heading level down. A server component: headings, names, prices and tags are
 * rendered on the server and hydrate as plain markup; only the allergen filter around each list,
 * a card's link and its picture are client code. Pictures load lazily: the browser fetches those
 * on the first screen at once, the rest as they near it.
 */
export function MenuSections({ shopId, symbol, sections }: { shopId: number; symbol: string; sections: MenuSection[] }) {
  const locale = useLocale();
  const grid = ({ depth, path, articles }: MenuSection) =>
    articles.length ? (
      <AllergenFiltered allergens={articles.map((a) => allergenBits(a.allergens))} className={styles.articles} hintClassName={styles.hint}>
        {articles.map((article) => (
          <ArticleCard key={article.code} article={article} displayName={hyphenateName(article.name, locale)} symbol={symbol} level={level(depth + 3)} href={href.article(shopId, path, article.code)} />
        ))}
      </AllergenFiltered>
    ) : null;
  const render = (section: MenuSection) => {
    const Heading = `h${level(section.depth + 2)}` as const;
    const inner = sections.filter((child) => child.depth === section.depth + 1 && child.id.startsWith(`${section.id}-`));
    return (
      <section key={section.id} id={section.id} className={styles.section}>
        <Heading>{section.label}</Heading>
        {grid(section)}
        {inner.map(render)}
      </section>
    );
  };
  const root = sections.find((section) => section.depth === -1);
  return (
    <>
      {root ? grid(root) : null}
      {sections.filter((section) => section.depth === 0).map(render)}
    </>
  );
}
