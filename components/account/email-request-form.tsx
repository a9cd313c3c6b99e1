'use client';

import { useTranslations } from 'next-intl';
import { useId, useState } from 'react';

import { Button } from '@/components/ui/button';
import styles from '@/components/ui/forms.module.css';
import { ApiProblem, bff } from '@/lib/client/api';

import { AccountErrors } from './account-errors';
import { AccountForm } from './account-form';
import { submitForm } from './forms';

/**
 * Forgot password: the same answer whether or not the account exists. Only a rate limit is told
 * as it is (the same for every address): the guest must wait, and for how long.
 */
export function ForgotPasswordForm() {
  const t = useTranslations('Account');
  const id = useId();
  const [email, setEmail] = useState('');
  const [sent, setSent] = useState(false);
  const [waitMinutes, setWaitMinutes] = useState<number | null>(null);
  const [codes, setCodes] = useState<Awaited<ReturnType<typeof submitForm>>>([]);
  return (
    <AccountForm
      onSubmit={async () => {
        let wait: number | null = null;
        const found = await submitForm(() =>
          bff.forgotPassword(email.trim()).catch((error: unknown) => {
            if (error instanceof ApiProblem && error.code === 'RATE_LIMITED') wait = minutesToWait(error.details.retryAfterSeconds);
            throw error;
          }),
        );
        setWaitMinutes(wait);
        setCodes(wait === null ? found : []);
        setSent(found.length === 0);
      }}
    >
      <div className={styles.field}>
        <label htmlFor={id}>{t('email')}</label>
        <input id={id} type="email" autoComplete="email" required value={email} onChange={(e) => setEmail(e.target.value)} />
      </div>
      {waitMinutes !== null ? (
        <div className={styles.alert} role="alert" data-testid="account-alert">
          <p className={styles.error}>{t('waitBeforeRetry', { minutes: waitMinutes })}</p>
        </div>
      ) : (
        <AccountErrors codes={codes} />
      )}
      <p role="status">{sent ? t('resetSent') : ''}</p>
      <Button type="submit" wide>
        {t('sendResetLink')}
      </Button>
    </AccountForm>
  );
}

/** Retry-After seconds as whole minutes to wait, at least one. */
export const minutesToWait = (seconds: unknown) => Math.max(1, Math.ceil((typeof seconds === 'number' ? seconds : 60) / 60));
