'use client';

import { useId } from 'react';

import { useErrorMessage } from '@/components/errors/error-popup';
import styles from '@/components/ui/forms.module.css';
import { brokenPasswordRules, PASSWORD_RULES } from '@/lib/domain/account/account-rules';

/** A new password with the password rules listed under it, each ticked off as the customer types. */
export function PasswordField({ label, value, onChange, touched }: { label: string; value: string; onChange: (v: string) => void; touched: boolean }) {
  const id = useId();
  const message = useErrorMessage();
  const broken = new Set(brokenPasswordRules(value));
  return (
    <div className={styles.field}>
      <label htmlFor={id}>{label}</label>
      <input
        id={id}
        type="password"
        autoComplete="new-password"
        required
        value={value}
        aria-describedby={`${id}-rules`}
        aria-invalid={touched && broken.size > 0}
        onChange={(e) => onChange(e.target.value)}
      />
      <ul id={`${id}-rules`} className={styles.hint} aria-live="polite" data-testid="password-rules">
        {PASSWORD_RULES.map((rule) => (
          <li key={rule.code} data-ok={!broken.has(rule.code)} className={broken.has(rule.code) && (touched || value) ? styles.error : undefined}>
            {broken.has(rule.code) ? '✗ ' : '✓ '}
            {message(rule.code)}
          </li>
        ))}
      </ul>
    </div>
  );
}
