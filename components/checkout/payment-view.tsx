'use client';

import { useTranslations } from 'next-intl';
import { useEffect, useId, useRef, useState } from 'react';

import { useErrorMessage } from '@/components/errors/error-popup';
import { useRouter } from '@/components/navigation/use-router';
import { OrderSummary } from '@/components/orders/order-summary';
import { confirmPayment, forgetPendingPayment, rememberPendingPayment } from '@/components/orders/pending-payment';
import { useOrder } from '@/components/orders/use-order';
import { Button } from '@/components/ui/button';
import styles from '@/components/ui/forms.module.css';
import { ApiProblem, bff, newAttempt } from '@/lib/client/api';
import { type AppErrorCode, isAppErrorCode } from '@/lib/domain/app-error';
import { clockTime } from '@/lib/domain/orders/kitchen';
import { isPaidStatus, type PaymentMethod } from '@/lib/domain/orders/order';
import { href } from '@/lib/routes';

type Failure = { code: AppErrorCode; values?: Record<string, string>; nextSlots?: string[] };

/** What a payment code (SPEC.md's 01–15) means to the guest: declined, cancelled by them, not completed, or another failure. */
export function paymentOutcome(code: string): 'declined' | 'cancelled' | 'notCompleted' | 'other' {
  if (code === '01' || code === '13') return 'declined';
  if (code === '02') return 'cancelled';
  if (code === '03') return 'notCompleted';
  return 'other';
}

function toFailure(error: unknown, orderId: string): Failure {
  if (error instanceof ApiProblem) {
    const code = isAppErrorCode(error.code) ? error.code : 'UNKNOWN';
    const paymentCode = typeof error.details.paymentCode === 'string' ? error.details.paymentCode : '12';
    const nextSlots = Array.isArray(error.details.nextSlots) ? (error.details.nextSlots as unknown[]).filter((s): s is string => typeof s === 'string') : [];
    return { code, values: { code: paymentCode, orderId }, nextSlots };
  }
  return { code: 'UNKNOWN' };
}

/** Choose card or Swish, go to the provider, come back and confirm once. */
export function PaymentView({ shopId, orderId, returning }: { shopId: number; orderId: string; returning: boolean }) {
  const t = useTranslations('Payment');
  const errorMessage = useErrorMessage();
  const router = useRouter();
  const ids = useId();
  const [method, setMethod] = useState<PaymentMethod>('card');
  const [busy, setBusy] = useState(false);
  const [confirming, setConfirming] = useState(returning);
  const [failure, setFailure] = useState<Failure | null>(null);
  const [movedTo, setMovedTo] = useState<string | null>(null);
  const started = useRef(false);
  // Checkout seeds this order, so coming from it asks the BFF nothing more.
  const { data: order, error } = useOrder(orderId, { revalidateOnFocus: false, revalidateIfStale: false });

  // Back from the provider: confirm through the BFF (a reload or a replayed link confirms the same payment).
  useEffect(() => {
    if (started.current) return;
    started.current = true;
    const query = new URLSearchParams(window.location.search);
    const paymentId = query.get('paymentId');
    if (!paymentId) return;
    const providerParameters = Object.fromEntries([...query].filter(([key]) => key !== 'paymentId'));
    // The basket is emptied only once the payment went through.
    confirmPayment(orderId, paymentId, providerParameters)
      .then((confirmed) => {
        if (isPaidStatus(confirmed.status)) return router.replace(href.order(confirmed.orderId));
        forgetPendingPayment();
        // The guest's choice stays: a failed Swish attempt is tried again with Swish.
        if (confirmed.payment?.method) setMethod(confirmed.payment.method);
        setFailure({ code: 'PAYMENT_FAILED', values: { code: confirmed.payment?.error?.code ?? '01' } });
        window.history.replaceState(null, '', window.location.pathname);
      })
      .catch((e: unknown) => {
        newAttempt();
        setFailure(toFailure(e, orderId));
        window.history.replaceState(null, '', window.location.pathname);
      })
      .finally(() => setConfirming(false));
    // eslint-disable-next-line react-hooks/exhaustive-deps -- runs once per return from the provider
  }, []);

  useEffect(() => {
    if (order && isPaidStatus(order.status) && !confirming) router.replace(href.order(order.orderId));
  }, [order, confirming, router]);

  /**
   * The slot filled while the guest was paying (SLOT_FULL, nothing charged): one tap moves the
   * order to one of the next free times; the basket and the order's lines stay, and Pay goes on.
   */
  async function takeSlot(iso: string) {
    if (busy) return;
    setBusy(true);
    try {
      const moved = await bff.moveOrderSlot(orderId, iso);
      const { seedOrder } = await import('@/components/orders/use-order');
      await seedOrder(moved);
      setFailure(null);
      setMovedTo(moved.pickupTime ?? iso);
    } catch (e) {
      setFailure(toFailure(e, orderId));
    } finally {
      setBusy(false);
    }
  }

  async function pay(event: React.FormEvent) {
    event.preventDefault();
    if (busy) return;
    setBusy(true);
    setFailure(null);
    setMovedTo(null);
    try {
      const { redirectUrl, paymentId } = await bff.startPayment(orderId, { paymentMethod: method, shopId });
      rememberPendingPayment(orderId, paymentId);
      window.location.assign(redirectUrl);
    } catch (e) {
      setFailure(toFailure(e, orderId));
      setBusy(false);
    }
  }

  if (confirming) return <p role="status">{t('confirming')}</p>;
  if (error && !order) {
    const f = toFailure(error, orderId);
    return <p role="alert">{errorMessage(f.code, f.values)}</p>;
  }
  if (!order) return <p role="status">{t('loading')}</p>;

  return (
    <form className={styles.form} onSubmit={pay}>
      {order.priced ? <OrderSummary priced={order.priced} shopId={order.shopId ?? shopId} /> : null}
      <fieldset className={styles.field}>
        <legend>{t('method')}</legend>
        <div className={styles.methods}>
          {(['card', 'swish'] as const).map((m) => (
            <label key={m} className={styles.method}>
              <input type="radio" name={`${ids}-method`} value={m} checked={method === m} onChange={() => setMethod(m)} />
              {t(m)}
            </label>
          ))}
        </div>
      </fieldset>
      {failure ? (
        <div className={styles.alert} role="alert" data-testid="payment-alert">
          {failure.code === 'PAYMENT_FAILED' && failure.values?.code ? (
            <>
              {/* In plain words, what to do next; the code in small print for the restaurant's support. */}
              <p className={styles.error}>{t(`outcome.${paymentOutcome(failure.values.code)}`)}</p>
              <p className={styles.hint}>
                <small>{t('outcomeCode', { code: failure.values.code })}</small>
              </p>
            </>
          ) : failure.code === 'SLOT_FULL' && failure.nextSlots?.length ? (
            <>
              <p className={styles.error}>{errorMessage(failure.code)}</p>
              <div className={styles.methods} data-testid="next-slots">
                {failure.nextSlots.map((iso) => (
                  <Button key={iso} type="button" variant="secondary" disabled={busy} onClick={() => void takeSlot(iso)}>
                    {t('moveToSlot', { time: clockTime(iso) })}
                  </Button>
                ))}
              </div>
            </>
          ) : (
            <>
              <p className={styles.error}>{errorMessage(failure.code, failure.values)}</p>
              <p className={styles.hint}>{t('retryHint')}</p>
            </>
          )}
        </div>
      ) : null}
      {order.holdExpiresAt && !movedTo ? (
        <p className={styles.hint} data-testid="hold-timer">
          {t('heldUntil', { time: clockTime(order.holdExpiresAt) })}
        </p>
      ) : null}
      {movedTo ? (
        <p role="status" data-testid="slot-moved">
          {t('slotMoved', { time: clockTime(movedTo) })}
        </p>
      ) : null}
      <Button type="submit" wide disabled={busy} aria-busy={busy}>
        {busy ? t('redirecting') : failure ? t('retry') : t('pay')}
      </Button>
    </form>
  );
}
