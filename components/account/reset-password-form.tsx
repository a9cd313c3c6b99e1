'use client';

import { useTranslations } from 'next-intl';
import { useId, useState } from 'react';

import Link from '@/components/navigation/link';
import { Button } from '@/components/ui/button';
import styles from '@/components/ui/forms.module.css';
import { bff } from '@/lib/client/api';
import { brokenPasswordRules } from '@/lib/domain/account/account-rules';
import type { AppErrorCode } from '@/lib/domain/app-error';

import { AccountErrors } from './account-errors';
import { AccountForm } from './account-form';
import { submitForm } from './forms';
import { PasswordField } from './password-field';

/** Reset from the mailed link: new password twice; an old or used link says so (InvalidToken). */
export function ResetPasswordForm({ email, code }: { email: string; code: string }) {
  const t = useTranslations('Account');
  const id = useId();
  const [password, setPassword] = useState('');
  const [confirm, setConfirm] = useState('');
  const [touched, setTouched] = useState(false);
  const [errors, setErrors] = useState<AppErrorCode[]>([]);
  const [done, setDone] = useState(false);
  if (done) {
    return (
      <p role="status">
        {t('resetDone')} <Link href="/login">{t('signIn')}</Link>
      </p>
    );
  }
  return (
    <AccountForm
      onSubmit={async () => {
        setTouched(true);
        const local: AppErrorCode[] = [...brokenPasswordRules(password), ...(password !== confirm ? (['PASSWORD_MISMATCH'] as const) : [])];
        if (local.length) return setErrors(local.filter((c) => c === 'PASSWORD_MISMATCH'));
        const failed = await submitForm(() => bff.resetPassword({ email, resetCode: code, newPassword: password }));
        setErrors(failed);
        setDone(failed.length === 0);
      }}
    >
      <PasswordField label={t('newPassword')} value={password} onChange={setPassword} touched={touched} />
      <div className={styles.field}>
        <label htmlFor={id}>{t('confirmPassword')}</label>
        <input id={id} type="password" autoComplete="new-password" value={confirm} onChange={(e) => setConfirm(e.target.value)} />
      </div>
      <AccountErrors codes={errors} />
      <Button type="submit" wide>
        {t('resetPassword')}
      </Button>
    </AccountForm>
  );
}
