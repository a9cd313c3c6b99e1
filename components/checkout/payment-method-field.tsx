'use client';

import { useTranslations } from 'next-intl';
import { useId } from 'react';

import styles from '@/components/ui/forms.module.css';
import type { PaymentMethod } from '@/lib/domain/orders/order';

/**
 * The methods this guest can pay with at this shop, as large choices (the phone's wallet first);
 * native radios, so arrows and the screen reader work as usual.
 */
export function PaymentMethodField({
  methods,
  value,
  onChange,
}: {
  methods: readonly PaymentMethod[];
  value: PaymentMethod;
  onChange: (method: PaymentMethod) => void;
}) {
  const t = useTranslations('Payment');
  const ids = useId();
  return (
    <fieldset className={styles.field}>
      <legend>{t('method')}</legend>
      <div className={styles.methods}>
        {methods.map((m) => (
          <label key={m} className={styles.method} data-method={m}>
            <input type="radio" name={`${ids}-method`} value={m} checked={value === m} onChange={() => onChange(m)} />
            {t(m)}
          </label>
        ))}
      </div>
    </fieldset>
  );
}
