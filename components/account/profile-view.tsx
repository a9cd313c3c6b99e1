'use client';

import { useTranslations } from 'next-intl';
import { useId, useState } from 'react';

import { Button } from '@/components/ui/button';
import styles from '@/components/ui/forms.module.css';
import { api, bff } from '@/lib/client/api';
import { brokenPasswordRules, isValidPhone } from '@/lib/domain/account/account-rules';
import type { AppErrorCode } from '@/lib/domain/app-error';
import { href } from '@/lib/routes';

import { AccountErrors } from './account-errors';
import { AccountForm } from './account-form';
import { leaveNotice } from './account-notice';
import { CurrentPasswordField, splitPasswordErrors } from './current-password-field';
import { DeleteAccount } from './delete-account';
import { EmailChangeForm } from './email-change-form';
import { submitForm } from './forms';
import { PasswordField } from './password-field';
import { type Profile, refreshProfile, signOut, useAuth } from './use-auth';

function ProfileForm({ profile }: { profile: Profile }) {
  const t = useTranslations('Account');
  const id = useId();
  const [form, setForm] = useState({ name: profile.name ?? '', lastName: profile.lastName ?? '', phone: profile.phone ?? '' });
  const [errors, setErrors] = useState<AppErrorCode[]>([]);
  const [saved, setSaved] = useState(false);
  return (
    <AccountForm
      onSubmit={async () => {
        setSaved(false);
        if (!isValidPhone(form.phone)) return setErrors(['INVALID_PHONE']);
        const failed = await submitForm(() => bff.updateProfile(form));
        setErrors(failed);
        if (!failed.length) {
          setSaved(true);
          void refreshProfile();
        }
      }}
    >
      <h2>{t('details')}</h2>
      {(['name', 'lastName', 'phone'] as const).map((key) => (
        <div key={key} className={styles.field}>
          <label htmlFor={`${id}-${key}`}>{t(key)}</label>
          <input
            id={`${id}-${key}`}
            type={key === 'phone' ? 'tel' : 'text'}
            value={form[key]}
            onChange={(e) => setForm((f) => ({ ...f, [key]: e.target.value }))}
          />
        </div>
      ))}
      <AccountErrors codes={errors} />
      <p role="status">{saved ? t('saved') : ''}</p>
      <Button type="submit">{t('save')}</Button>
    </AccountForm>
  );
}

/**
 * A changed password keeps the customer signed in (the BFF signs in again with it, in the same
 * cookie every tab uses); if the restaurant refused that sign-in, the customer is signed out and
 * sent to sign in, and told why.
 */
function PasswordForm() {
  const t = useTranslations('Account');
  const id = useId();
  const [current, setCurrent] = useState('');
  const [next, setNext] = useState('');
  const [confirm, setConfirm] = useState('');
  const [touched, setTouched] = useState(false);
  const [errors, setErrors] = useState<AppErrorCode[]>([]);
  const [done, setDone] = useState(false);
  const { own, rest } = splitPasswordErrors(errors);
  return (
    <AccountForm
      onSubmit={async () => {
        setTouched(true);
        setDone(false);
        if (!current) return setErrors(['CURRENT_PASSWORD_REQUIRED']);
        if (brokenPasswordRules(next).length) return setErrors([]);
        if (next !== confirm) return setErrors(['PASSWORD_MISMATCH']);
        let answer = { signedIn: true };
        const failed = await submitForm(async () => {
          answer = await bff.changePassword({ oldPassword: current, newPassword: next });
        });
        setErrors(failed);
        if (failed.length) return;
        if (!answer.signedIn) {
          leaveNotice('signInAgain');
          await signOut(href.login(window.location.pathname));
          return;
        }
        // Same customer, new session in the same cookie: every tab stays signed in as it was.
        void refreshProfile();
        setDone(true);
      }}
    >
      <h2>{t('changePassword')}</h2>
      <CurrentPasswordField value={current} onChange={setCurrent} error={own} />
      <PasswordField label={t('newPassword')} value={next} onChange={setNext} touched={touched} />
      <div className={styles.field}>
        <label htmlFor={`${id}-confirm`}>{t('confirmPassword')}</label>
        <input id={`${id}-confirm`} type="password" autoComplete="new-password" value={confirm} onChange={(e) => setConfirm(e.target.value)} />
      </div>
      <AccountErrors codes={rest} />
      <p role="status">{done ? t('passwordChanged') : ''}</p>
      <Button type="submit">{t('changePassword')}</Button>
    </AccountForm>
  );
}

/** Profile (signed-in only): member card, details, e-mail, password and account deletion. */
export function ProfileView() {
  const t = useTranslations('Account');
  const { profile, loading } = useAuth();
  if (loading || !profile) return <p role="status">{t('loading')}</p>;
  return (
    <>
      <section className={styles.summary} aria-labelledby="member-card">
        <h2 id="member-card">{t('memberCard')}</h2>
        <img src={api.membershipCard()} alt={t('memberCardAlt', { name: `${profile.name ?? ''} ${profile.lastName ?? ''}`.trim() })} width={600} height={378} style={{ width: '100%', height: 'auto' }} />
        <p className={styles.muted}>{t('brightness')}</p>
      </section>
      <ProfileForm key={profile.email ?? 'profile'} profile={profile} />
      <EmailChangeForm email={profile.email ?? ''} />
      <PasswordForm />
      <DeleteAccount />
    </>
  );
}
