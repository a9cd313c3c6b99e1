'use client';

import { useTranslations } from 'next-intl';
import { useEffect, useRef, useState } from 'react';

import { useErrorMessage } from '@/components/errors/error-popup';
import { firstChoice, useOfferedMethods } from '@/components/hooks/wallets';
import { useRouter } from '@/components/navigation/use-router';
import { OrderSummary } from '@/components/orders/order-summary';
import { confirmPayment, forgetPendingPayment, rememberPendingPayment } from '@/components/orders/pending-payment';
import { useOrder } from '@/components/orders/use-order';
import { Button } from '@/components/ui/button';
import styles from '@/components/ui/forms.module.css';
import { usePriceText } from '@/components/ui/price';
import { ApiProblem, bff, newAttempt } from '@/lib/client/api';
import { type AppErrorCode, isAppErrorCode } from '@/lib/domain/app-error';
import { symbolForCurrency } from '@/lib/domain/menu/menu';
import { clockTime } from '@/lib/domain/orders/kitchen';
import { isPaidStatus, type PaymentMethod } from '@/lib/domain/orders/order';
import type { ChosenPayment } from '@/lib/domain/orders/payment-address';
import { href } from '@/lib/routes';

import { PaymentMethodField } from './payment-method-field';
import { lastPaymentMethod, rememberPaymentMethod } from './payment-method-store';

type Failure = { code: AppErrorCode; values?: Record<string, string>; nextSlots?: string[] };

/**
 * What a payment code (01–15) means to the guest: declined (01 failed), cancelled by them (02),
 * not completed (03 not paid; 13 the capture failed: the provider authorised it, the restaurant
 * could not take it, so nothing was charged), or another failure.
 */
/** A table's group order paid here: the other phones at the table learn it (loaded only for a group). */
function tellTheTable() {
  try {
    if (!window.localStorage.getItem('ordering.group')) return;
  } catch {
    return;
  }
  void import('@/components/group/group-live').then(({ reportTablePaid }) => reportTablePaid());
}

export function paymentOutcome(code: string): 'declined' | 'cancelled' | 'notCompleted' | 'other' {
  if (code === '01') return 'declined';
  if (code === '02') return 'cancelled';
  if (code === '03' || code === '13') return 'notCompleted';
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

type Props = {
  shopId: number;
  orderId: string;
  returning: boolean;
  chosen: ChosenPayment | null;
  /** The methods the shop takes (the restaurant's list, or card and Swish). */
  paymentMethods: readonly PaymentMethod[];
};

/**
 * Goes straight on to the provider with the method chosen at checkout, when the restaurant's
 * price is the one the guest agreed to; otherwise (a retry, a price that changed, a reload) the
 * guest chooses among the shop's methods here. Back from the provider, the payment is confirmed once.
 */
export function PaymentView({ shopId, orderId, returning, chosen, paymentMethods }: Props) {
  const t = useTranslations('Payment');
  const errorMessage = useErrorMessage();
  const router = useRouter();
  const priceText = usePriceText();
  const offered = useOfferedMethods(paymentMethods);
  const [chosenMethod, setMethod] = useState<PaymentMethod | null>(chosen?.method ?? null);
  const method = chosenMethod && offered.includes(chosenMethod) ? chosenMethod : firstChoice(offered, null);
  const [busy, setBusy] = useState(false);
  const [confirming, setConfirming] = useState(returning);
  const [failure, setFailure] = useState<Failure | null>(null);
  const [movedTo, setMovedTo] = useState<string | null>(null);
  const started = useRef(false);
  const autoStarted = useRef(false);
  const [leaving, setLeaving] = useState(false);
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
        if (isPaidStatus(confirmed.status)) {
          tellTheTable();
          return router.replace(href.order(confirmed.orderId));
        }
        forgetPendingPayment();
        // The guest's choice stays: a failed Swish attempt is tried again with Swish (the method this
        // browser left with, where the restaurant's order does not name it).
        const tried = confirmed.payment?.method ?? lastPaymentMethod();
        if (tried) setMethod(tried);
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
    if (order && isPaidStatus(order.status) && !confirming) {
      tellTheTable();
      router.replace(href.order(order.orderId));
    }
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

  // Back from the provider, the browser may show this page as it was left ("Opening the payment
  // page…"): the guest gets the choice and the Pay button again.
  useEffect(() => {
    const shown = (event: PageTransitionEvent) => {
      if (!event.persisted) return;
      setBusy(false);
      setLeaving(false);
    };
    window.addEventListener('pageshow', shown);
    return () => window.removeEventListener('pageshow', shown);
  }, []);

  const priceChanged = Boolean(chosen && order?.priced && order.priced.total !== chosen.total);
  const cancelledByGuest = failure?.code === 'PAYMENT_FAILED' && paymentOutcome(failure.values?.code ?? '') === 'cancelled';
  async function pay(event: React.FormEvent) {
    event.preventDefault();
    if (busy) return;
    await startPayment(method);
  }

  /** Leaves for the provider; false when the payment could not start (the failure is shown). */
  async function startPayment(paymentMethod: PaymentMethod): Promise<boolean> {
    setBusy(true);
    setFailure(null);
    setMovedTo(null);
    try {
      const { redirectUrl, paymentId } = await bff.startPayment(orderId, { paymentMethod, shopId });
      rememberPendingPayment(orderId, paymentId);
      rememberPaymentMethod(paymentMethod);
      window.location.assign(redirectUrl);
      return true;
    } catch (e) {
      setFailure(toFailure(e, orderId));
      setBusy(false);
      return false;
    }
  }

  // Chosen at checkout and priced as shown there: on to the provider without another tap.
  useEffect(() => {
    if (!chosen || returning || autoStarted.current || !order || isPaidStatus(order.status) || priceChanged) return;
    autoStarted.current = true;
    // Back from the provider lands on this page without the choice: the guest decides again.
    window.history.replaceState(null, '', window.location.pathname);
    setLeaving(true);
    void startPayment(chosen.method).then((left) => {
      if (!left) setLeaving(false);
    });
    // eslint-disable-next-line react-hooks/exhaustive-deps -- starts once, when the order is known
  }, [order, priceChanged]);

  if (confirming) return <p role="status">{t('confirming')}</p>;
  if (error && !order) {
    const f = toFailure(error, orderId);
    return <p role="alert">{errorMessage(f.code, f.values)}</p>;
  }
  if (!order) return <p role="status">{t('loading')}</p>;
  if (leaving) return <p role="status">{t('redirecting')}</p>;

  return (
    <form className={styles.form} onSubmit={pay}>
      {order.priced ? <OrderSummary priced={order.priced} shopId={order.shopId ?? shopId} /> : null}
      {priceChanged && order.priced ? (
        <p className={styles.notice} role="status" data-testid="price-changed">
          {t('priceChanged', { amount: priceText(order.priced.total, symbolForCurrency(order.priced.currency)) })}
        </p>
      ) : null}
      <PaymentMethodField methods={offered} value={method} onChange={setMethod} />
      {failure ? (
        // The guest's own cancel is no error: said calmly, not in the red box of a refusal.
        <div {...(cancelledByGuest ? { className: styles.notice, role: 'status' } : { className: styles.alert, role: 'alert' })} data-testid="payment-alert">
          {failure.code === 'PAYMENT_FAILED' && failure.values?.code ? (
            <>
              {/* In plain words, what to do next; the code in small print for the restaurant's support. */}
              <p className={cancelledByGuest ? undefined : styles.error}>{t(`outcome.${paymentOutcome(failure.values.code)}`)}</p>
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
