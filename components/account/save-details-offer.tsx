'use client';

import { useTranslations } from 'next-intl';
import { useId, useState } from 'react';

import Link from '@/components/navigation/link';
import { Button } from '@/components/ui/button';
import styles from '@/components/ui/forms.module.css';
import { bff } from '@/lib/client/api';
import { brokenPasswordRules, isValidPhone } from '@/lib/domain/account/account-rules';
import type { AppErrorCode } from '@/lib/domain/app-error';
import { isPaidStatus, type OrderView } from '@/lib/domain/orders/order';

import own from './account.module.css';
import { AccountErrors } from './account-errors';
import { submitForm } from './forms';
import { PasswordField } from './password-field';
import { announceAuthChange, useAuth } from './use-auth';

type Step = 'offer' | 'confirm' | 'done' | 'closed';

/** Problems the restaurant answers about the phone: it wants one (its settings require a phone at registration). */
const PHONE_PROBLEMS: readonly AppErrorCode[] = ['REQUIRES_PHONE', 'INVALID_PHONE'];

/**
 * "Save my details for next time" on a paid order's page, for a guest who is signed out. The
 * e-mail is the one typed at checkout for this order (this tab's receipt e-mail), so the guest
 * types only a password, with the live rule checklist; the account is registered through the
 * BFF like the register page's, the order's restaurant as its favourite and the terms accepted
 * by saving. A restaurant whose settings require a phone answers so, and the phone is asked
 * then. The restaurant's API confirms the address first: the guest is told to open the mailed
 * link and then signs in here with the password just chosen (kept in this page's memory only,
 * as a sign-in form keeps it). Not offered without the e-mail, to a signed-in customer, or
 * before the order is paid; gone when the restaurant has no customer accounts.
 */
export function SaveDetailsOffer({
  order,
  email,
}: {
  order: Pick<OrderView, 'orderId' | 'status' | 'shopId'>;
  /** The e-mail this tab gave at checkout for the order (null: not known here). */
  email: string | null;
}) {
  const t = useTranslations('OrderStatus.saveDetails');
  const id = useId();
  const { isAuthenticated, loading } = useAuth();
  const [step, setStep] = useState<Step>('offer');
  const [password, setPassword] = useState('');
  const [phone, setPhone] = useState('');
  const [askPhone, setAskPhone] = useState(false);
  const [touched, setTouched] = useState(false);
  const [errors, setErrors] = useState<AppErrorCode[]>([]);
  const [busy, setBusy] = useState(false);
  const [resent, setResent] = useState(false);

  if (step === 'closed' || !email || !isPaidStatus(order.status)) return null;
  // A customer who signed in here keeps the word that it worked; anyone else signed in sees nothing.
  if (step !== 'done' && (loading || isAuthenticated)) return null;

  async function save(event: React.FormEvent) {
    event.preventDefault();
    setTouched(true);
    const phoneProblem = askPhone && !isValidPhone(phone) ? (['INVALID_PHONE'] as const) : [];
    if (brokenPasswordRules(password).length || phoneProblem.length) {
      setErrors([...phoneProblem]);
      return;
    }
    setBusy(true);
    const failed = await submitForm(() =>
      bff.register({
        email: email!,
        password,
        name: '',
        lastName: '',
        phone: askPhone ? phone.trim() : '',
        favoriteShopId: order.shopId,
        acceptTerms: true,
      }),
    );
    setBusy(false);
    // No customer accounts at this restaurant (turned off since the page loaded): nothing to offer.
    if (failed.includes('NOT_FOUND')) return setStep('closed');
    if (failed.some((code) => PHONE_PROBLEMS.includes(code))) setAskPhone(true);
    setErrors(failed.filter((code) => !code.startsWith('PASSWORD_') || code === 'PASSWORD_MISMATCH'));
    if (failed.length === 0) setStep('confirm');
  }

  async function signIn() {
    setBusy(true);
    setResent(false);
    const failed = await submitForm(() => bff.signIn({ email: email!, password }));
    setBusy(false);
    setErrors(failed);
    if (failed.length === 0) {
      setStep('done');
      announceAuthChange();
    }
  }

  async function resend() {
    setBusy(true);
    const failed = await submitForm(() => bff.resendConfirmation(email!));
    setBusy(false);
    setErrors(failed);
    setResent(failed.length === 0);
  }

  return (
    <section className={own.offer} aria-labelledby={`${id}-title`} data-testid="save-details-offer">
      <h2 id={`${id}-title`}>{t('title')}</h2>
      {step === 'offer' ? (
        <form className={styles.form} onSubmit={save} noValidate>
          <p className={styles.hint}>{t('text')}</p>
          <div className={styles.field}>
            <label htmlFor={`${id}-email`}>{t('email')}</label>
            {/* Read only, and there for the password manager: it saves the pair. */}
            <input id={`${id}-email`} type="email" autoComplete="username" value={email} readOnly />
          </div>
          <PasswordField label={t('password')} value={password} onChange={setPassword} touched={touched} />
          {askPhone ? (
            <div className={styles.field}>
              <label htmlFor={`${id}-phone`}>{t('phone')}</label>
              <input
                id={`${id}-phone`}
                type="tel"
                autoComplete="tel"
                required
                value={phone}
                aria-invalid={touched && !isValidPhone(phone)}
                onChange={(e) => setPhone(e.target.value)}
              />
            </div>
          ) : null}
          <p className={styles.hint}>{t.rich('terms', { link: (chunks) => <Link href="/terms-and-conditions">{chunks}</Link> })}</p>
          <AccountErrors codes={errors} />
          <Button type="submit" wide disabled={busy}>
            {t('submit')}
          </Button>
        </form>
      ) : step === 'confirm' ? (
        <div className={styles.form}>
          <p role="status" data-testid="save-details-status">
            {t('sent', { email })}
          </p>
          <AccountErrors codes={errors} />
          <Button wide disabled={busy} onClick={signIn}>
            {t('signIn')}
          </Button>
          {errors.includes('EMAIL_NOT_CONFIRMED') ? (
            <Button variant="secondary" wide disabled={busy} onClick={resend}>
              {t('resend')}
            </Button>
          ) : null}
          {resent ? <p role="status">{t('resent', { email })}</p> : null}
        </div>
      ) : (
        <p role="status" data-testid="save-details-status">
          {t('signedIn')}
        </p>
      )}
    </section>
  );
}
