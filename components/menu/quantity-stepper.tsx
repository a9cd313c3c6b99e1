'use client';

import { useTranslations } from 'next-intl';

import { MAX_QUANTITY } from '@/lib/domain/basket/rules';

import styles from './menu.module.css';

/** − quantity +, between 1 and the most a line can hold. */
export function QuantityStepper({ name, quantity, onChange }: { name: string; quantity: number; onChange: (delta: number) => void }) {
  const t = useTranslations('Article');
  return (
    <div className={styles.quantity} role="group" aria-label={t('quantity')}>
      <button type="button" className={styles.round} aria-label={t('decrease', { name })} disabled={quantity <= 1} onClick={() => onChange(-1)}>
        −
      </button>
      <output aria-live="polite">{quantity}</output>
      <button type="button" className={styles.round} aria-label={t('increase', { name })} disabled={quantity >= MAX_QUANTITY} onClick={() => onChange(1)}>
        +
      </button>
    </div>
  );
}
