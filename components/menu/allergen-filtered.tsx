'use client';

import { useTranslations } from 'next-intl';
import { Children, type ReactNode } from 'react';

import { allergensOfBits } from '@/lib/domain/menu/allergens';
import { withoutAllergens } from '@/lib/domain/menu/menu';

import { allergenFilterStore, useExcludedAllergens } from './allergen-filter-store';
import styles from './menu.module.css';

/** `allergens`: the i-th item's allergens as one number (allergenBits), so a long list costs the page's payload a number per item. */
type Props = { allergens: number[]; children: ReactNode; className?: string; hintClassName?: string };

/**
 * A list of items rendered on the server (the i-th has the i-th allergens), minus those the guest filters
 * out. A list the filter empties says so and offers to clear the filter.
 */
export function AllergenFiltered({ allergens, children, className, hintClassName }: Props) {
  const t = useTranslations('Menu');
  const excluded = useExcludedAllergens();
  const items = Children.toArray(children);
  const shown = new Set(withoutAllergens(allergens.map((bits, index) => ({ allergens: allergensOfBits(bits), index })), new Set(excluded)).map((a) => a.index));
  const hidden = items.length - shown.size;
  return (
    <>
      {shown.size ? <ul className={className}>{items.filter((_, index) => shown.has(index))}</ul> : null}
      {hidden > 0 ? (
        <p className={hintClassName}>
          {t('hiddenByFilter', { count: hidden })}
          {shown.size === 0 ? (
            <>
              {' '}
              <button type="button" className={styles.textButton} onClick={() => allergenFilterStore.set(() => [])}>
                {t('clearFilter')}
              </button>
            </>
          ) : null}
        </p>
      ) : null}
    </>
  );
}
