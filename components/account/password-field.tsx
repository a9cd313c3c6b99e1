'use client';

import { useTranslations } from 'next-intl';
import { useId, useState } from 'react';

import styles from '@/components/ui/forms.module.css';
import { brokenPasswordRules, PASSWORD_RULES } from '@/lib/domain/account/account-rules';

import own from './account.module.css';

/** How one rule reads: met (✓), not yet (neutral), or unmet once the customer is done typing (red). */
export type RuleState = 'met' | 'pending' | 'unmet';

/**
 * A new password with its rules as a checklist under it, each ticked as the customer types. A
 * rule not met yet is neutral; it turns red only after a send was tried (`touched`) or the
 * customer left the field having typed something (tabbing past an empty field is no attempt).
 * The list describes the input and speaks politely: a screen reader hears a rule as it is met,
 * after what it was saying, never cutting into the typing.
 */
export function PasswordField({
  label,
  value,
  onChange,
  touched,
  autoComplete = 'new-password',
}: {
  label: string;
  value: string;
  onChange: (v: string) => void;
  touched: boolean;
  autoComplete?: string;
}) {
  const id = useId();
  const t = useTranslations('Common.passwordRules');
  const [left, setLeft] = useState(false);
  const broken = new Set(brokenPasswordRules(value));
  const judged = touched || left;
  const state = (code: (typeof PASSWORD_RULES)[number]['code']): RuleState => (!broken.has(code) ? 'met' : judged ? 'unmet' : 'pending');
  return (
    <div className={styles.field}>
      <label htmlFor={id}>{label}</label>
      <input
        id={id}
        type="password"
        autoComplete={autoComplete}
        required
        value={value}
        aria-describedby={`${id}-rules`}
        aria-invalid={judged && broken.size > 0}
        onBlur={() => setLeft(value !== '')}
        onChange={(e) => onChange(e.target.value)}
      />
      <div id={`${id}-rules`} className={own.rules}>
        <p className={styles.hint}>{t('title')}</p>
        <ul aria-live="polite" data-testid="password-rules">
          {PASSWORD_RULES.map((rule) => {
            const now = state(rule.code);
            return (
              <li key={rule.code} data-ok={now === 'met'} data-state={now} className={now === 'unmet' ? styles.error : undefined}>
                <span aria-hidden="true" className={own.mark}>
                  {now === 'met' ? '✓' : now === 'unmet' ? '✗' : '○'}
                </span>
                {t(rule.code)}
                <span className="visually-hidden">{` (${t(now === 'met' ? 'met' : 'notMet')})`}</span>
              </li>
            );
          })}
        </ul>
      </div>
    </div>
  );
}
