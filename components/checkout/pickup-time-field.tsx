'use client';

import { useTranslations } from 'next-intl';
import { useId } from 'react';

import styles from '@/components/ui/forms.module.css';
import type { PickupSlot } from '@/lib/domain/shops/pickup-slots';

type Props = {
  value: string;
  onChange: (value: string) => void;
  slots: PickupSlot[];
  timeRef: React.Ref<HTMLSelectElement>;
};

/** When the guest wants the food: as soon as possible or one of today's pickup slots. */
export function PickupTimeField({ value, onChange, slots, timeRef }: Props) {
  const t = useTranslations('Checkout');
  const ids = useId();
  return (
    <div className={styles.field}>
      <label htmlFor={`${ids}-time`}>{t('pickupTime')}</label>
      <select id={`${ids}-time`} ref={timeRef} value={value} onChange={(e) => onChange(e.target.value)}>
        <option value="asap">{t('asap')}</option>
        {slots.map((slot) => (
          <option key={slot.iso} value={slot.iso}>
            {t('todayAt', { time: slot.label })}
          </option>
        ))}
      </select>
    </div>
  );
}
