'use client';

import { allergensOfBits } from '@/lib/domain/menu/allergens';
import type { ArticleView } from '@/lib/domain/menu/view';
import { href } from '@/lib/routes';

import { AllergenFiltered } from './allergen-filtered';
import { ArticleCard } from './article-card';
import styles from './menu.module.css';

/**
 * An article card's data as the page's payload carries it: a tuple, not an object, because the
 * one-page menu sends every article of the menu and its HTML budget (60 kB with the JSON-LD)
 * leaves no room for repeated keys. [code, name, price, imageUrl, available, campaigns, diets,
 * allergens as one number (allergenBits)]
 */
export type CardData = [string, string, number, string | null, boolean, string[], string[], number];
/** A section: [id, depth, heading, category path, cards]; depth -1 is the menu's own articles, without a heading. */
export type SectionData = [string, number, string, string[], CardData[]];

type Level = 2 | 3 | 4 | 5 | 6;
const level = (n: number) => Math.min(6, Math.max(2, n)) as Level;

const toCard = ([code, name, price, imageUrl, available, campaigns, diets, allergens]: CardData) =>
  ({ code, name, price, imageUrl, available, campaigns, diets, allergens: allergensOfBits(allergens) }) as Pick<
    ArticleView,
    'code' | 'name' | 'price' | 'imageUrl' | 'available' | 'campaigns' | 'diets' | 'allergens'
  >;

/**
 * Every category's articles, one section each (rendered on the server too); a category inside
 * another is a section inside its section, one heading level down. Pictures load lazily: the
 * browser fetches those on the first screen at once, the rest as they near it.
 */
export function MenuSections({ shopId, symbol, sections }: { shopId: number; symbol: string; sections: SectionData[] }) {
  const grid = ([, depth, , path, cards]: SectionData) =>
    cards.length ? (
      <AllergenFiltered allergens={cards.map((c) => allergensOfBits(c[7]))} className={styles.articles} hintClassName={styles.hint}>
        {cards.map((data) => (
          <ArticleCard key={data[0]} article={toCard(data)} symbol={symbol} level={level(depth + 3)} href={href.article(shopId, path, data[0])} />
        ))}
      </AllergenFiltered>
    ) : null;
  const render = (section: SectionData) => {
    const [id, depth, label] = section;
    const Heading = `h${level(depth + 2)}` as const;
    const inner = sections.filter(([childId, childDepth]) => childDepth === depth + 1 && childId.startsWith(`${id}-`));
    return (
      <section key={id} id={id} className={styles.section}>
        <Heading>{label}</Heading>
        {grid(section)}
        {inner.map(render)}
      </section>
    );
  };
  const root = sections.find(([, depth]) => depth === -1);
  return (
    <>
      {root ? grid(root) : null}
      {sections.filter(([, depth]) => depth === 0).map(render)}
    </>
  );
}
