'use client';

import { useTranslations } from 'next-intl';
import { Children, type ReactNode } from 'react';

import { withoutAllergens } from '@/lib/domain/menu/menu';

import { useExcludedAllergens } from './allergen-filter-store';

type Props = { allergens: string[][]; children: ReactNode; className?: string; hintClassName?: string };

/** A list of server-rendered items (the i-th has the i-th allergens), minus those the guest filters out. */
export function AllergenFiltered({ allergens, children, className, hintClassName }: Props) {
  const t = useTranslations('Menu');
  const excluded = useExcludedAllergens();
  const items = Children.toArray(children);
  const shown = new Set(withoutAllergens(allergens.map((list, index) => ({ allergens: list, index })), new Set(excluded)).map((a) => a.index));
  const hidden = items.length - shown.size;
  return (
    <>
      <ul className={className}>{items.filter((_, index) => shown.has(index))}</ul>
      {hidden > 0 ? <p className={hintClassName}>{t('hiddenByFilter', { count: hidden })}</p> : null}
    </>
  );
}
