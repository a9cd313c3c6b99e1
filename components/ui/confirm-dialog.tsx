'use client';

import { useTranslations } from 'next-intl';
import { createContext, type ReactNode, useCallback, useContext, useEffect, useMemo, useRef, useState } from 'react';

import { Button } from './button';
import styles from './dialog.module.css';

type Ask = (message: string, options?: { confirmLabel?: string }) => Promise<boolean>;
const ConfirmContext = createContext<Ask>(async () => true);

/** `await confirm(text)`: a modal dialog with Yes and No that traps and then returns focus. */
export const useConfirm = () => useContext(ConfirmContext);

type Pending = { message: string; confirmLabel?: string; resolve: (ok: boolean) => void };

export function ConfirmProvider({ children }: { children: ReactNode }) {
  const t = useTranslations('Common');
  const dialog = useRef<HTMLDialogElement>(null);
  const [pending, setPending] = useState<Pending | null>(null);

  const ask = useCallback<Ask>(
    (message, options) => new Promise<boolean>((resolve) => setPending({ message, confirmLabel: options?.confirmLabel, resolve })),
    [],
  );
  const value = useMemo(() => ask, [ask]);

  useEffect(() => {
    if (pending && dialog.current && !dialog.current.open) dialog.current.showModal();
  }, [pending]);

  const answer = (ok: boolean) => {
    pending?.resolve(ok);
    setPending(null);
    dialog.current?.close();
  };

  return (
    <ConfirmContext.Provider value={value}>
      {children}
      <dialog ref={dialog} className={styles.dialog} aria-labelledby="confirm-message" onCancel={() => answer(false)}>
        {/* Formatted only while asking: a closed dialog costs nothing on every page. */}
        {pending ? (
          <>
            <p id="confirm-message" className={styles.message}>
              {pending.message}
            </p>
            <div className={styles.actions}>
              <Button variant="secondary" onClick={() => answer(false)}>
                {t('no')}
              </Button>
              <Button onClick={() => answer(true)} autoFocus>
                {pending.confirmLabel ?? t('yes')}
              </Button>
            </div>
          </>
        ) : null}
      </dialog>
    </ConfirmContext.Provider>
  );
}
