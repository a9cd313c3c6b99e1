'use client';

import { useTranslations } from 'next-intl';
import { useState } from 'react';

import { useRouter } from '@/components/navigation/use-router';
import { Button } from '@/components/ui/button';
import styles from '@/components/ui/forms.module.css';
import { bff } from '@/lib/client/api';
import { safeRedirectPath } from '@/lib/domain/account/account-rules';
import type { AppErrorCode } from '@/lib/domain/app-error';

import { AccountErrors } from './account-errors';
import { submitForm } from './forms';
import { announceAuthChange } from './use-auth';

/** What the mailed sign-in link carries in its query: the account's address and the one-time code. */
export type SignInLinkParams = { email: string; code: string; redirectUri: string | null };

/** The sign-in link's parameters in the address bar's query, or null for an ordinary visit to the login page. */
export function signInLinkParams(search: string): SignInLinkParams | null {
  const query = new URLSearchParams(search);
  const email = query.get('email');
  const code = query.get('signInCode');
  return email && code ? { email: email.slice(0, 254), code: code.slice(0, 2000), redirectUri: query.get('redirectUri') } : null;
}

/**
 * The page the mailed sign-in link opens: it signs in only when the customer confirms it here, so
 * a mail scanner that opens links uses nothing up, and nobody is signed in to an account they did
 * not choose. Afterwards the customer goes on to the same-origin page the link names (else home);
 * a used or expired link says so, and the form below asks for a new one.
 */
export function SignInLinkRedeem({ link }: { link: SignInLinkParams }) {
  const t = useTranslations('Account');
  const router = useRouter();
  const [busy, setBusy] = useState(false);
  const [errors, setErrors] = useState<AppErrorCode[]>([]);

  async function signIn() {
    setBusy(true);
    const failed = await submitForm(() => bff.signInWithLink({ email: link.email, code: link.code }));
    setBusy(false);
    setErrors(failed);
    if (failed.length === 0) {
      announceAuthChange();
      router.replace(safeRedirectPath(link.redirectUri));
    }
  }

  return (
    <div className={`${styles.form} ${styles.summary}`} data-testid="sign-in-link">
      <p className={styles.value}>{t('signInLinkReady', { email: link.email })}</p>
      <AccountErrors codes={errors} />
      <Button type="button" wide disabled={busy || errors.length > 0} onClick={signIn}>
        {t('signIn')}
      </Button>
    </div>
  );
}
