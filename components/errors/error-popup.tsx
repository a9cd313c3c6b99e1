'use client';

import { useTranslations } from 'next-intl';
import { createContext, type ReactNode, useCallback, useContext, useEffect, useMemo, useRef, useState } from 'react';

import { Button } from '@/components/ui/button';
import styles from '@/components/ui/dialog.module.css';
import type { AppErrorCode } from '@/lib/domain/app-error';
import { POPUP_ERROR_CODES, type PopupErrorCode } from '@/lib/domain/popup-errors';

type ErrorValues = Record<string, string | number>;
type PopupCode = PopupErrorCode;
type ErrorState = { visible: boolean; code: PopupCode };
type ErrorApi = { showError: (code: PopupCode) => void };

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
  const [state, setState] = useState<ErrorState>({ visible: false, code: 'UNKNOWN' });
  const dialog = useRef<HTMLDialogElement>(null);

  const showError = useCallback((code: PopupCode) => {
    setState({ visible: true, code: POPUP_ERROR_CODES.includes(code) ? code : 'UNKNOWN' });
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
        {/* Formatted only while shown: a closed dialog costs no message on every page. */}
        {state.visible ? <ErrorContent code={state.code} onClose={() => setState((s) => ({ ...s, visible: false }))} /> : null}
      </dialog>
    </ErrorContext.Provider>
  );
}

function ErrorContent({ code, onClose }: { code: PopupCode; onClose: () => void }) {
  const t = useTranslations();
  const message = useErrorMessage();
  return (
    <>
      <h2 id="error-popup-title" className={styles.message}>
        {t('Errors.title')}
      </h2>
      <p role="alert">{message(code)}</p>
      <Button onClick={onClose}>{t('Common.close')}</Button>
    </>
  );
}
