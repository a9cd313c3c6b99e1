'use client';

import { useTranslations } from 'next-intl';
import { createContext, type ReactNode, useCallback, useContext, useEffect, useMemo, useRef, useState } from 'react';

import { Button } from '@/components/ui/button';
import styles from '@/components/ui/dialog.module.css';
import { type AppErrorCode, isAppErrorCode } from '@/lib/domain/app-error';

type ErrorValues = Record<string, string | number>;
type ErrorState = { visible: boolean; code: AppErrorCode; values?: ErrorValues };
type ErrorApi = { showError: (code: unknown, values?: ErrorValues) => void };

const ErrorContext = createContext<ErrorApi>({ showError: () => {} });
export const useErrorPopup = () => useContext(ErrorContext);

/** The message of an error code; a message that needs a value gets a neutral one if it is missing. */
export function useErrorMessage() {
  const t = useTranslations('Errors');
  return useCallback(
    (code: AppErrorCode, values: ErrorValues = {}) => t(code, { code: '??', orderId: '', ...values }),
    [t],
  );
}

/** One global error state for the app, shown in a popup with a Close button. */
export function ErrorProvider({ children }: { children: ReactNode }) {
  const t = useTranslations();
  const message = useErrorMessage();
  const [state, setState] = useState<ErrorState>({ visible: false, code: 'UNKNOWN' });
  const dialog = useRef<HTMLDialogElement>(null);

  const showError = useCallback((code: unknown, values?: ErrorValues) => {
    setState({ visible: true, code: isAppErrorCode(code) ? code : 'UNKNOWN', values });
  }, []);
  const api = useMemo(() => ({ showError }), [showError]);

  useEffect(() => {
    const el = dialog.current;
    if (!el) return;
    if (state.visible && !el.open) el.showModal();
    if (!state.visible && el.open) el.close();
  }, [state.visible]);

  return (
    <ErrorContext.Provider value={api}>
      {children}
      <dialog
        ref={dialog}
        className={styles.dialog}
        aria-labelledby="error-popup-title"
        onClose={() => setState((s) => ({ ...s, visible: false }))}
      >
        <h2 id="error-popup-title" className={styles.message}>
          {t('Errors.title')}
        </h2>
        <p role="alert">{message(state.code, state.values)}</p>
        <Button onClick={() => setState((s) => ({ ...s, visible: false }))}>{t('Common.close')}</Button>
      </dialog>
    </ErrorContext.Provider>
  );
}
