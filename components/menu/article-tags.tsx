import { useTranslations } from 'next-intl';

import { ALLERGENS } from '@/lib/domain/menu/allergens';

import styles from './menu.module.css';

type Props = { campaigns?: readonly string[]; allergens?: readonly string[]; diets?: readonly string[]; soldOut?: boolean };

const rank = (allergen: string) => {
  const at = (ALLERGENS as readonly string[]).indexOf(allergen);
  return at === -1 ? ALLERGENS.length : at;
};

/** Allergens in one order wherever they are listed (card, article, basket): the regulation's (ALLERGENS). */
export const inAllergenOrder = (allergens: readonly string[]): string[] => [...new Set(allergens)].sort((a, b) => rank(a) - rank(b));

/** Campaign labels, diets and allergens as small labels; allergens are named, never only iconised. */
export function ArticleTags({ campaigns = [], allergens = [], diets = [], soldOut = false }: Props) {
  const t = useTranslations('Menu');
  const ta = useTranslations('Allergens');
  const td = useTranslations('Diets');
  if (!campaigns.length && !allergens.length && !diets.length && !soldOut) return null;
  return (
    <div className={styles.tags}>
      {/* Not a label like a diet's: a state, in strong dark type, first. */}
      {soldOut ? (
        <span className={styles.soldOutTag} data-testid="sold-out">
          {t('soldOut')}
        </span>
      ) : null}
      {campaigns.map((c) => (
        <span key={c} className={styles.campaign}>
          {c}
        </span>
      ))}
      {diets.map((d) => (
        <span key={d}>
          {td(d as 'vegan')}
        </span>
      ))}
      {allergens.length ? (
        <span>{t('contains', { allergens: inAllergenOrder(allergens).map((a) => ta(a as 'milk')).join(', ') })}</span>
      ) : null}
    </div>
  );
}
