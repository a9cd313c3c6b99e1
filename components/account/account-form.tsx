'use client';

import type { ReactNode } from 'react';

import styles from '@/components/ui/forms.module.css';

/** An account form: the app validates and names each problem itself, so the browser's own checks stay off. */
export function AccountForm({ onSubmit, children }: { onSubmit: () => unknown; children: ReactNode }) {
  return (
    <form
      className={styles.form}
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        void onSubmit();
      }}
    >
      {children}
    </form>
  );
}
