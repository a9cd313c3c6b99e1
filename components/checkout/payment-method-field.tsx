'use client';

import { useTranslations } from 'next-intl';
import { useId } from 'react';

import styles from '@/components/ui/forms.module.css';
import { PAYMENT_METHOD_CHOICES, type PaymentMethod } from '@/lib/domain/orders/order';

/** Card or Swish, as two large choices; native radios, so arrows and the screen reader work as usual. */
export function PaymentMethodField({ value, onChange }: { value: PaymentMethod; onChange: (method: PaymentMethod) => void }) {
  const t = useTranslations('Payment');
  const ids = useId();
  return (
    <fieldset className={styles.field}>
      <legend>{t('method')}</legend>
      <div className={styles.methods}>
        {PAYMENT_METHOD_CHOICES.map((m) => (
          <label key={m} className={styles.method}>
            <input type="radio" name={`${ids}-method`} value={m} checked={value === m} onChange={() => onChange(m)} />
            {t(m)}
          </label>
        ))}
      </div>
    </fieldset>
  );
}
