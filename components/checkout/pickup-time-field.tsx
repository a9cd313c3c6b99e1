'use client';

import { useTranslations } from 'next-intl';
import { useId } from 'react';

import styles from '@/components/ui/forms.module.css';
import { clockTime, type KitchenQuote, type OfferedSlot } from '@/lib/domain/orders/kitchen';

type Props = {
  value: string;
  onChange: (value: string) => void;
  /** The pickup slots (today's, and a late-night restaurant's after midnight); with the kitchen capability, full ones are already left out. */
  slots: OfferedSlot[];
  timeRef: React.Ref<HTMLSelectElement>;
  /** The kitchen's word (nearly full slots, the ASAP range, a pause); null without the capability. */
  quote: KitchenQuote | null;
  timeZone?: string;
  /** False while the shop is closed (it opens later today): only later times are offered. */
  asapOffered?: boolean;
};

/** When the guest wants the food: as soon as possible (with the kitchen's ready range) or one of the pickup slots. */
export function PickupTimeField({ value, onChange, slots, timeRef, quote, timeZone, asapOffered = true }: Props) {
  const t = useTranslations('Checkout');
  const ids = useId();
  const ready = quote?.asap ? { from: clockTime(quote.asap.from, timeZone), to: clockTime(quote.asap.to, timeZone) } : null;
  const paused = quote?.paused ? (
    <p className={styles.hint} role="status" data-testid="kitchen-paused">
      {quote.resumesAt ? t('kitchenPaused', { time: clockTime(quote.resumesAt, timeZone) }) : t('kitchenPausedNoTime')}
    </p>
  ) : null;
  // As soon as possible is the only time: nothing to choose, only when it will be ready.
  if (slots.length === 0) {
    return (
      <div className={styles.field}>
        {ready ? <p data-testid="asap-ready">{t('readyOnly', ready)}</p> : null}
        {paused}
      </div>
    );
  }
  return (
    <div className={styles.field}>
      <label htmlFor={`${ids}-time`}>{t('pickupTime')}</label>
      <select id={`${ids}-time`} ref={timeRef} value={value} onChange={(e) => onChange(e.target.value)}>
        {asapOffered ? <option value="asap">{ready ? t('asapReady', ready) : t('asap')}</option> : null}
        {slots.map((slot) => (
          <option key={slot.iso} value={slot.iso}>
            {t(slot.tomorrow ? (slot.nearlyFull ? 'nearlyFullTomorrow' : 'tomorrowAt') : slot.nearlyFull ? 'nearlyFull' : 'todayAt', { time: slot.label })}
          </option>
        ))}
      </select>
      {paused}
    </div>
  );
}
