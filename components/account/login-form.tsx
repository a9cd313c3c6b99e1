'use client';

import { useTranslations } from 'next-intl';
import { useEffect, useId, useMemo, useState } from 'react';

import { useBrowserValue } from '@/components/hooks/use-hydrated';
import Link from '@/components/navigation/link';
import { useRouter } from '@/components/navigation/use-router';
import { Button, buttonClass } from '@/components/ui/button';
import styles from '@/components/ui/forms.module.css';
import { bff } from '@/lib/client/api';
import { safeRedirectPath } from '@/lib/domain/account/account-rules';
import type { AppErrorCode } from '@/lib/domain/app-error';

import { AccountErrors } from './account-errors';
import { configuredExternalSignIns } from './external-sign-in';
import { submitForm } from './forms';
import { ResendConfirmation } from './resend-confirmation';
import { SignInLinkOffer } from './sign-in-link-offer';
import { signInLinkParams, SignInLinkRedeem } from './sign-in-link-redeem';
import { announceAuthChange, useAuth } from './use-auth';

/** Registration sends the new customer here with `registered=1`. */
const justRegistered = () => new URLSearchParams(window.location.search).get('registered') === '1';

/**
 * Login: e-mail and password; skipped when signed in; afterwards back to a same-origin redirectUri
 * only. Right after registering, it says to look in the inbox. An address not confirmed yet is
 * told so, with a way to have the confirmation mail sent again. A sign-in held by the rate limits
 * is offered a one-time sign-in link by mail; the page that link opens (`signInCode` in the
 * query) signs in when the customer confirms it. An external provider the settings name gets a
 * button only when the app can start a sign-in with it (external-sign-in.ts): none does yet.
 */
export function LoginForm({ providers }: { providers: string[] }) {
  const t = useTranslations('Account');
  const router = useRouter();
  const id = useId();
  const { isAuthenticated } = useAuth();
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [errors, setErrors] = useState<AppErrorCode[]>([]);
  /** The address a sign-in was refused for because it is not confirmed yet. */
  const [unconfirmed, setUnconfirmed] = useState<string | null>(null);
  /** The address a sign-in was held for by the rate limits: it may ask for a sign-in link. */
  const [limited, setLimited] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const target = () => safeRedirectPath(new URLSearchParams(window.location.search).get('redirectUri'));
  const registered = useBrowserValue(justRegistered, false);
  // The query as a string (a stable snapshot), read into the link's parameters once per query.
  const search = useBrowserValue(() => window.location.search, '');
  const link = useMemo(() => signInLinkParams(search), [search]);

  useEffect(() => {
    if (isAuthenticated) router.replace(target());
  }, [isAuthenticated, router]);

  async function submit(event: React.FormEvent) {
    event.preventDefault();
    setBusy(true);
    const failed = await submitForm(() => bff.signIn({ email: email.trim(), password }));
    setBusy(false);
    setErrors(failed);
    setUnconfirmed(failed.includes('EMAIL_NOT_CONFIRMED') ? email.trim() : null);
    setLimited(failed.includes('RATE_LIMITED') ? email.trim() : null);
    if (failed.length === 0) {
      announceAuthChange();
      router.replace(target());
    }
  }

  return (
    <div className={styles.form}>
      {link ? <SignInLinkRedeem link={link} /> : null}
      <form className={styles.form} onSubmit={submit} noValidate>
        {registered ? (
          <p role="status" className={styles.notice} data-testid="registered-notice">
            {t('registered')}
          </p>
        ) : null}
        <div className={styles.field}>
          <label htmlFor={`${id}-email`}>{t('email')}</label>
          <input id={`${id}-email`} type="email" autoComplete="username" required value={email} onChange={(e) => setEmail(e.target.value)} />
        </div>
        <div className={styles.field}>
          <label htmlFor={`${id}-password`}>{t('password')}</label>
          <input id={`${id}-password`} type="password" autoComplete="current-password" required value={password} onChange={(e) => setPassword(e.target.value)} />
        </div>
        <AccountErrors codes={errors} />
        {unconfirmed ? <ResendConfirmation key={unconfirmed} email={unconfirmed} /> : null}
        {limited ? <SignInLinkOffer key={limited} email={limited} /> : null}
        <Button type="submit" wide disabled={busy}>
          {t('signIn')}
        </Button>
        {configuredExternalSignIns(providers).map(({ provider, href }) => (
          <a key={provider} className={buttonClass('secondary', true)} href={href}>
            {t('signInWith', { provider })}
          </a>
        ))}
        <p>
          <Link href="/forgot-password">{t('forgotLink')}</Link> · <Link href="/register">{t('registerLink')}</Link>
        </p>
      </form>
    </div>
  );
}
