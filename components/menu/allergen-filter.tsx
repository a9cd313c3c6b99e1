'use client';

import { useTranslations } from 'next-intl';

import { ALLERGENS } from '@/lib/domain/menu/allergens';

import { allergenFilterStore, useExcludedAllergens } from './allergen-filter-store';
import styles from './menu.module.css';

export function AllergenFilter() {
  const t = useTranslations('Menu');
  const ta = useTranslations('Allergens');
  const excluded = useExcludedAllergens();
  const toggle = (allergen: string, on: boolean) =>
    allergenFilterStore.set((list) => (on ? [...new Set([...list, allergen])] : list.filter((a) => a !== allergen)));
  return (
    <details className={styles.filter} open={excluded.length > 0 || undefined}>
      <summary>{excluded.length ? t('filterActive', { count: excluded.length }) : t('filterTitle')}</summary>
      <fieldset>
        <legend className="visually-hidden">{t('filterLegend')}</legend>
        {ALLERGENS.map((allergen) => (
          <label key={allergen}>
            <input type="checkbox" checked={excluded.includes(allergen)} onChange={(e) => toggle(allergen, e.target.checked)} />
            {ta(allergen)}
          </label>
        ))}
      </fieldset>
    </details>
  );
}
