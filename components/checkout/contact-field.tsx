'use client';

import { useTranslations } from 'next-intl';
import { useId } from 'react';

import styles from '@/components/ui/forms.module.css';
import type { ContactField as Field, ContactProblem } from '@/lib/domain/orders/contact';

import { RequiredMark } from './required-mark';

type Props = {
  field: Field;
  value: string;
  problem: ContactProblem | undefined;
  onChange: (value: string) => void;
  inputRef: React.Ref<HTMLInputElement>;
};

const INPUT = { email: { type: 'email', autoComplete: 'email' }, phone: { type: 'tel', autoComplete: 'tel' } } as const;
const MESSAGE = {
  email: { missing: 'emailMissing', invalid: 'emailInvalid' },
  phone: { missing: 'phoneMissing', invalid: 'phoneInvalid' },
} as const;

/** A contact field of the checkout, marked required from the start: marked invalid with its own message, which names the field, tied to it. */
export function ContactField({ field, value, problem, onChange, inputRef }: Props) {
  const t = useTranslations('Checkout');
  const id = useId();
  return (
    <div className={styles.field}>
      <label htmlFor={id}>
        {t(field)} <RequiredMark />
      </label>
      <input
        id={id}
        ref={inputRef}
        {...INPUT[field]}
        required
        value={value}
        aria-invalid={problem !== undefined}
        aria-describedby={problem ? `${id}-error` : undefined}
        onChange={(e) => onChange(e.target.value)}
      />
      {problem ? (
        <p id={`${id}-error`} className={styles.error} data-testid={`${field}-error`}>
          {t(MESSAGE[field][problem])}
        </p>
      ) : null}
    </div>
  );
}
