'use client';

import { useTranslations } from 'next-intl';
import { useId, useState } from 'react';

import { basketActions } from '@/components/basket/basket-store';
import styles from '@/components/ui/forms.module.css';
import { NOTE_MAX_LENGTH } from '@/lib/domain/basket/actions';

/**
 * The note for the kitchen, saved to the basket on blur — only once the guest typed, so a note
 * that came with a QR link survives focusing and leaving the field.
 */
export function NoteField({ saved, onChange }: { saved: string | null; onChange: (note: string) => void }) {
  const t = useTranslations('Checkout');
  const id = useId();
  const [typed, setTyped] = useState<string | null>(null);
  const value = typed ?? saved ?? '';
  return (
    <div className={styles.field}>
      <label htmlFor={id}>{t('note')}</label>
      <textarea
        id={id}
        maxLength={NOTE_MAX_LENGTH}
        value={value}
        aria-describedby={`${id}-hint`}
        onChange={(e) => {
          const note = e.target.value.slice(0, NOTE_MAX_LENGTH);
          setTyped(note);
          onChange(note);
        }}
        onBlur={() => {
          if (typed !== null) basketActions.setNote(typed);
        }}
      />
      <p id={`${id}-hint`} className={styles.hint}>
        {t('noteHint', { count: NOTE_MAX_LENGTH - value.length })}
      </p>
    </div>
  );
}
