'use client';

import { useTranslations } from 'next-intl';
import { useId } from 'react';

import styles from '@/components/ui/forms.module.css';
import { clockTime, type KitchenQuote, type OfferedSlot } from '@/lib/domain/orders/kitchen';

type Props = {
  value: string;
  onChange: (value: string) => void;
  /** Today's pickup slots; with the kitchen capability, full ones are already left out. */
  slots: OfferedSlot[];
  timeRef: React.Ref<HTMLSelectElement>;
  /** The kitchen's word (nearly full slots, the ASAP range, a pause); null without the capability. */
  quote: KitchenQuote | null;
  timeZone?: string;
};

/** When the guest wants the food: as soon as possible (with the kitchen's ready range) or one of today's pickup slots. */
export function PickupTimeField({ value, onChange, slots, timeRef, quote, timeZone }: Props) {
  const t = useTranslations('Checkout');
  const ids = useId();
  return (
    <div className={styles.field}>
      <label htmlFor={`${ids}-time`}>{t('pickupTime')}</label>
      <select id={`${ids}-time`} ref={timeRef} value={value} onChange={(e) => onChange(e.target.value)}>
        <option value="asap">{quote?.asap ? t('asapReady', { from: clockTime(quote.asap.from, timeZone), to: clockTime(quote.asap.to, timeZone) }) : t('asap')}</option>
        {slots.map((slot) => (
          <option key={slot.iso} value={slot.iso}>
            {slot.nearlyFull ? t('nearlyFull', { time: slot.label }) : t('todayAt', { time: slot.label })}
          </option>
        ))}
      </select>
      {quote?.paused ? (
        <p className={styles.hint} role="status" data-testid="kitchen-paused">
          {quote.resumesAt ? t('kitchenPaused', { time: clockTime(quote.resumesAt, timeZone) }) : t('kitchenPausedNoTime')}
        </p>
      ) : null}
    </div>
  );
}
