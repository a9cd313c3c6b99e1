'use client';

import { useTranslations } from 'next-intl';
import { useId, useState } from 'react';

import { Button } from '@/components/ui/button';
import styles from '@/components/ui/forms.module.css';
import { bff } from '@/lib/client/api';

import { AccountForm } from './account-form';
import { submitForm } from './forms';

/** Forgot password: the same answer whether or not the account exists. */
export function ForgotPasswordForm() {
  const t = useTranslations('Account');
  const id = useId();
  const [email, setEmail] = useState('');
  const [sent, setSent] = useState(false);
  return (
    <AccountForm
      onSubmit={async () => {
        await submitForm(() => bff.forgotPassword(email.trim()));
        setSent(true);
      }}
    >
      <div className={styles.field}>
        <label htmlFor={id}>{t('email')}</label>
        <input id={id} type="email" autoComplete="email" required value={email} onChange={(e) => setEmail(e.target.value)} />
      </div>
      <p role="status">{sent ? t('resetSent') : ''}</p>
      <Button type="submit" wide>
        {t('sendResetLink')}
      </Button>
    </AccountForm>
  );
}
