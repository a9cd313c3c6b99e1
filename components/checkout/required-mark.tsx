'use client';

import { useTranslations } from 'next-intl';

import styles from '@/components/ui/forms.module.css';

/** Shown in a required field's label from the start, not only after a failed try. */
export function RequiredMark() {
  const t = useTranslations('Checkout');
  return <span className={styles.required}>{t('requiredMark')}</span>;
}
