import { useTranslations } from 'next-intl';

import styles from './menu.module.css';

type Props = { campaigns?: readonly string[]; allergens?: readonly string[]; diets?: readonly string[]; soldOut?: boolean };

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
        <span>{t('contains', { allergens: allergens.map((a) => ta(a as 'milk')).join(', ') })}</span>
      ) : null}
    </div>
  );
}
