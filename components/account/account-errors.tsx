'use client';

import { useErrorMessage } from '@/components/errors/error-popup';
import styles from '@/components/ui/forms.module.css';
import type { AppErrorCode } from '@/lib/domain/app-error';

/** The messages of an account form's error codes, announced together. */
export function AccountErrors({ codes }: { codes: readonly AppErrorCode[] }) {
  const message = useErrorMessage();
  if (!codes.length) return null;
  return (
    <div className={styles.alert} role="alert" data-testid="account-alert">
      {codes.map((code) => (
        <p key={code} className={styles.error}>
          {message(code)}
        </p>
      ))}
    </div>
  );
}
