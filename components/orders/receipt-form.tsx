'use client';

import { useTranslations } from 'next-intl';
import { useEffect, useId, useState } from 'react';

import { useEmailField } from '@/components/account/use-email-field';
import { useErrorMessage } from '@/components/errors/error-popup';
import { Button } from '@/components/ui/button';
import styles from '@/components/ui/forms.module.css';
import { ApiProblem, bff } from '@/lib/client/api';
import { isAppErrorCode } from '@/lib/domain/app-error';

import { rememberedReceiptEmail } from './receipt-email';

/** The receipt by e-mail; the address typed at checkout (else a signed-in customer's) is filled in. */
export function ReceiptForm({ orderId }: { orderId: string }) {
  const t = useTranslations('OrderStatus');
  const errorMessage = useErrorMessage();
  const id = useId();
  const [email, setEmail] = useEmailField();
  // The address typed at checkout for this order, read once the page is in the browser.
  useEffect(() => {
    const typed = rememberedReceiptEmail(orderId);
    if (typed) setEmail(typed);
  }, [orderId, setEmail]);
  const [state, setState] = useState<{ kind: 'idle' | 'sending' | 'sent' } | { kind: 'failed'; message: string }>({ kind: 'idle' });

  async function send(event: React.FormEvent) {
    event.preventDefault();
    setState({ kind: 'sending' });
    try {
      await bff.sendReceipt(orderId, email.trim());
      setState({ kind: 'sent' });
    } catch (error) {
      const code = error instanceof ApiProblem && isAppErrorCode(error.code) ? error.code : 'EMAIL_FAILED';
      setState({ kind: 'failed', message: errorMessage(code === 'UPSTREAM_UNAVAILABLE' || code === 'SERVER' ? 'EMAIL_FAILED' : code) });
    }
  }

  return (
    <form className={styles.form} onSubmit={send} aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`}>{t('receiptTitle')}</h2>
      <div className={styles.field}>
        <label htmlFor={`${id}-email`}>{t('receiptEmail')}</label>
        <input id={`${id}-email`} type="email" autoComplete="email" required value={email} onChange={(e) => setEmail(e.target.value)} />
      </div>
      <p role="status" className={state.kind === 'failed' ? styles.error : styles.muted}>
        {state.kind === 'sent' ? t('receiptSent') : state.kind === 'failed' ? state.message : ''}
      </p>
      <Button type="submit" variant="secondary" disabled={state.kind === 'sending'}>
        {t('receiptSend')}
      </Button>
    </form>
  );
}
