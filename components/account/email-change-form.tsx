'use client';

import { useTranslations } from 'next-intl';
import { useEffect, useId, useRef, useState } from 'react';

import { useErrorMessage } from '@/components/errors/error-popup';
import { Button } from '@/components/ui/button';
import styles from '@/components/ui/forms.module.css';
import { bff } from '@/lib/client/api';
import type { AppErrorCode } from '@/lib/domain/app-error';
import { isPlausibleEmail } from '@/lib/domain/orders/contact';

import { AccountErrors } from './account-errors';
import { AccountForm } from './account-form';
import { CurrentPasswordField, splitPasswordErrors } from './current-password-field';
import { submitForm } from './forms';

const EMAIL_ERRORS: readonly AppErrorCode[] = ['INVALID_EMAIL', 'EMAIL_UNCHANGED'];

/**
 * The e-mail is the way back into the account, so it has its own form: the new address and the
 * current password. The restaurant mails a link to the new address, and the e-mail changes only
 * when it is opened; until then the customer signs in with the present one, as the form says.
 */
export function EmailChangeForm({ email }: { email: string }) {
  const t = useTranslations('Account');
  const message = useErrorMessage();
  const id = useId();
  const [open, setOpen] = useState(false);
  const [newEmail, setNewEmail] = useState('');
  const [password, setPassword] = useState('');
  const [errors, setErrors] = useState<AppErrorCode[]>([]);
  const [sentTo, setSentTo] = useState<string | null>(null);
  const toggle = useRef<HTMLButtonElement>(null);
  const { own, rest } = splitPasswordErrors(errors);
  // Sent: the form closes, and focus goes back to the button that opened it, beside the news.
  useEffect(() => {
    if (sentTo) toggle.current?.focus();
  }, [sentTo]);
  const emailError = rest.find((code) => EMAIL_ERRORS.includes(code));
  return (
    <section aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`}>{t('emailTitle')}</h2>
      <p>{t('currentEmail', { email })}</p>
      <p role="status">{sentTo ? t('emailLinkSent', { email: sentTo }) : ''}</p>
      {open ? (
        <AccountForm
          onSubmit={async () => {
            const typed = newEmail.trim();
            const local: AppErrorCode[] = [];
            if (!isPlausibleEmail(typed)) local.push('INVALID_EMAIL');
            else if (typed.toLowerCase() === email.toLowerCase()) local.push('EMAIL_UNCHANGED');
            if (!password) local.push('CURRENT_PASSWORD_REQUIRED');
            if (local.length) return setErrors(local);
            let pending = typed;
            const failed = await submitForm(async () => {
              ({ pendingEmail: pending } = await bff.changeEmail({ newEmail: typed, oldPassword: password }));
            });
            setErrors(failed);
            if (failed.length) return;
            setSentTo(pending);
            setOpen(false);
            setNewEmail('');
            setPassword('');
          }}
        >
          <div className={styles.field}>
            <label htmlFor={`${id}-new`}>{t('newEmail')}</label>
            <input
              id={`${id}-new`}
              type="email"
              autoComplete="email"
              // The form opened on request: the new address is what the customer types next.
              autoFocus
              value={newEmail}
              aria-invalid={Boolean(emailError)}
              aria-describedby={emailError ? `${id}-new-error` : undefined}
              onChange={(e) => setNewEmail(e.target.value)}
            />
            {emailError ? (
              <p id={`${id}-new-error`} className={styles.error}>
                {message(emailError)}
              </p>
            ) : null}
          </div>
          <CurrentPasswordField value={password} onChange={setPassword} error={own} />
          <AccountErrors codes={rest.filter((code) => code !== emailError)} />
          <Button type="submit">{t('changeEmail')}</Button>
        </AccountForm>
      ) : (
        <Button
          ref={toggle}
          variant="secondary"
          onClick={() => {
            setSentTo(null);
            setOpen(true);
          }}
        >
          {t('changeEmail')}
        </Button>
      )}
    </section>
  );
}
