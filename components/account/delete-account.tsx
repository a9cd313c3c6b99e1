'use client';

import { useTranslations } from 'next-intl';
import { useEffect, useId, useRef, useState } from 'react';

import { Button } from '@/components/ui/button';
import dialogStyles from '@/components/ui/dialog.module.css';
import { bff } from '@/lib/client/api';
import type { AppErrorCode } from '@/lib/domain/app-error';
import { href } from '@/lib/routes';

import { AccountErrors } from './account-errors';
import { AccountForm } from './account-form';
import { leaveNotice } from './account-notice';
import { CurrentPasswordField, splitPasswordErrors } from './current-password-field';
import { submitForm } from './forms';
import { signOut } from './use-auth';

/**
 * Deleting the account is confirmed in a dialog that asks for the current password: a borrowed,
 * signed-in phone is not enough. Once deleted, the customer is signed out and the start page says so.
 */
export function DeleteAccount() {
  const t = useTranslations('Account');
  const tc = useTranslations('Common');
  const id = useId();
  const dialog = useRef<HTMLDialogElement>(null);
  const [open, setOpen] = useState(false);
  const [password, setPassword] = useState('');
  const [errors, setErrors] = useState<AppErrorCode[]>([]);
  const { own, rest } = splitPasswordErrors(errors);

  useEffect(() => {
    const el = dialog.current;
    if (open && el && !el.open) el.showModal();
    if (!open && el?.open) el.close();
  }, [open]);

  const close = () => {
    setOpen(false);
    setPassword('');
    setErrors([]);
  };

  return (
    <section aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`}>{t('deleteTitle')}</h2>
      <p>{t('deleteText')}</p>
      <Button variant="secondary" onClick={() => setOpen(true)}>
        {t('deleteAccount')}
      </Button>
      <dialog ref={dialog} className={dialogStyles.dialog} aria-labelledby={`${id}-message`} onClose={close}>
        {open ? (
          <AccountForm
            onSubmit={async () => {
              if (!password) return setErrors(['CURRENT_PASSWORD_REQUIRED']);
              const failed = await submitForm(() => bff.deleteAccount(password));
              setErrors(failed);
              if (failed.length) return;
              leaveNotice('accountDeleted');
              await signOut(href.home());
            }}
          >
            <p id={`${id}-message`} className={dialogStyles.message}>
              {t('deleteConfirm')}
            </p>
            <CurrentPasswordField value={password} onChange={setPassword} error={own} />
            <AccountErrors codes={rest} />
            <div className={dialogStyles.actions}>
              <Button variant="secondary" onClick={close}>
                {tc('no')}
              </Button>
              <Button type="submit">{t('deleteAccount')}</Button>
            </div>
          </AccountForm>
        ) : null}
      </dialog>
    </section>
  );
}
