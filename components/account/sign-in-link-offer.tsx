'use client';

import { useTranslations } from 'next-intl';
import { useState } from 'react';

import { Button } from '@/components/ui/button';
import styles from '@/components/ui/forms.module.css';
import { ApiProblem, bff } from '@/lib/client/api';
import { safeRedirectPath } from '@/lib/domain/account/account-rules';
import type { AppErrorCode } from '@/lib/domain/app-error';

import { AccountErrors } from './account-errors';
import { minutesToWait } from './email-request-form';
import { submitForm } from './forms';

type Outcome = 'link-sent' | 'no-links' | 'reset-sent' | null;

/**
 * For a sign-in held by the rate limits (someone else's failed guesses can hold a browser the
 * owner never used): instead of a dead end, a one-time sign-in link by mail. A restaurant whose
 * ordering API has no sign-in links (SIGN_IN_LINK_UNAVAILABLE) gets a password reset by mail
 * instead. Both answer alike for any address, and neither can be used up by someone else: only
 * the caller's own address is ever told to wait.
 */
export function SignInLinkOffer({ email }: { email: string }) {
  const t = useTranslations('Account');
  const [busy, setBusy] = useState(false);
  const [outcome, setOutcome] = useState<Outcome>(null);
  const [waitMinutes, setWaitMinutes] = useState<number | null>(null);
  const [codes, setCodes] = useState<AppErrorCode[]>([]);

  /** Runs one mail request: true when it went through; the rate limit is told with its wait, anything else by its code. */
  async function request(call: () => Promise<unknown>): Promise<AppErrorCode[] | 'wait'> {
    setBusy(true);
    let wait: number | null = null;
    const failed = await submitForm(() =>
      call().catch((error: unknown) => {
        if (error instanceof ApiProblem && error.code === 'RATE_LIMITED') wait = minutesToWait(error.details.retryAfterSeconds);
        throw error;
      }),
    );
    setBusy(false);
    setWaitMinutes(wait);
    setCodes(wait === null ? failed : []);
    return wait === null ? failed : 'wait';
  }

  async function sendLink() {
    // The page to come back to rides along in the link (a same-origin path, checked again there).
    const next = safeRedirectPath(new URLSearchParams(window.location.search).get('redirectUri'));
    const failed = await request(() => bff.requestSignInLink(email, next === '/' ? undefined : next));
    if (failed === 'wait') return;
    if (failed.includes('SIGN_IN_LINK_UNAVAILABLE')) {
      setCodes([]);
      setOutcome('no-links');
    } else if (failed.length === 0) {
      setOutcome('link-sent');
    }
  }

  async function sendReset() {
    const failed = await request(() => bff.forgotPassword(email));
    if (failed !== 'wait' && failed.length === 0) setOutcome('reset-sent');
  }

  return (
    <div data-testid="sign-in-link-offer">
      {outcome === 'no-links' || outcome === 'reset-sent' ? (
        <>
          <p>{t('signInLinkUnavailable')}</p>
          <Button variant="secondary" wide disabled={busy} onClick={sendReset}>
            {t('sendResetInstead')}
          </Button>
        </>
      ) : (
        <>
          <p>{t('signInLinkOffer')}</p>
          <Button variant="secondary" wide disabled={busy} onClick={sendLink}>
            {t('sendSignInLink')}
          </Button>
        </>
      )}
      {waitMinutes !== null ? (
        <div className={styles.alert} role="alert">
          <p className={styles.error}>{t('waitBeforeRetry', { minutes: waitMinutes })}</p>
        </div>
      ) : (
        <AccountErrors codes={codes} />
      )}
      <p role="status" data-testid="sign-in-link-status">
        {outcome === 'link-sent' ? t('signInLinkSent', { email }) : outcome === 'reset-sent' ? t('resetSent') : ''}
      </p>
    </div>
  );
}
