'use client';

import { useTranslations } from 'next-intl';
import { useState } from 'react';

import { Button } from '@/components/ui/button';
import styles from '@/components/ui/forms.module.css';
import { ApiProblem, bff } from '@/lib/client/api';
import type { AppErrorCode } from '@/lib/domain/app-error';

import { AccountErrors } from './account-errors';
import { minutesToWait } from './email-request-form';
import { submitForm } from './forms';

/**
 * For a sign-in refused because the address is not confirmed yet: sends the confirmation mail
 * again. The ordering API answers alike for any address; a rate limit is told with its wait.
 */
export function ResendConfirmation({ email }: { email: string }) {
  const t = useTranslations('Account');
  const [busy, setBusy] = useState(false);
  const [sentTo, setSentTo] = useState<string | null>(null);
  const [waitMinutes, setWaitMinutes] = useState<number | null>(null);
  const [codes, setCodes] = useState<AppErrorCode[]>([]);

  async function resend() {
    setBusy(true);
    let wait: number | null = null;
    const failed = await submitForm(() =>
      bff.resendConfirmation(email).catch((error: unknown) => {
        if (error instanceof ApiProblem && error.code === 'RATE_LIMITED') wait = minutesToWait(error.details.retryAfterSeconds);
        throw error;
      }),
    );
    setBusy(false);
    setWaitMinutes(wait);
    setCodes(wait === null ? failed : []);
    setSentTo(failed.length === 0 ? email : null);
  }

  return (
    <>
      <Button variant="secondary" wide disabled={busy} onClick={resend}>
        {t('resendConfirmation')}
      </Button>
      {waitMinutes !== null ? (
        <div className={styles.alert} role="alert" data-testid="resend-alert">
          <p className={styles.error}>{t('waitBeforeRetry', { minutes: waitMinutes })}</p>
        </div>
      ) : (
        <AccountErrors codes={codes} />
      )}
      <p role="status" data-testid="resend-status">
        {sentTo ? t('confirmationResent', { email: sentTo }) : ''}
      </p>
    </>
  );
}
