'use client';

import { useTranslations } from 'next-intl';
import { useId } from 'react';

import { useErrorMessage } from '@/components/errors/error-popup';
import styles from '@/components/ui/forms.module.css';
import type { AppErrorCode } from '@/lib/domain/app-error';

/** What the current-password field says on itself: a missing or a refused password. */
const OWN_ERRORS: readonly AppErrorCode[] = ['WRONG_CURRENT_PASSWORD', 'CURRENT_PASSWORD_REQUIRED'];

/** The error codes of a form split into the current-password field's own and the rest. */
export function splitPasswordErrors(codes: readonly AppErrorCode[]): { own: AppErrorCode | undefined; rest: AppErrorCode[] } {
  return { own: codes.find((code) => OWN_ERRORS.includes(code)), rest: codes.filter((code) => !OWN_ERRORS.includes(code)) };
}

/**
 * The customer's current password, asked before whatever hands the account to someone else (a
 * new password or e-mail, deleting it): a missing or refused one is named on the field.
 */
export function CurrentPasswordField({ value, onChange, error }: { value: string; onChange: (value: string) => void; error: AppErrorCode | undefined }) {
  const t = useTranslations('Account');
  const message = useErrorMessage();
  const id = useId();
  return (
    <div className={styles.field}>
      <label htmlFor={id}>{t('currentPassword')}</label>
      <input
        id={id}
        type="password"
        autoComplete="current-password"
        value={value}
        aria-invalid={Boolean(error)}
        aria-describedby={error ? `${id}-error` : undefined}
        onChange={(e) => onChange(e.target.value)}
      />
      {error ? (
        <p id={`${id}-error`} className={styles.error}>
          {message(error)}
        </p>
      ) : null}
    </div>
  );
}
