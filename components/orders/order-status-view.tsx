'use client';

import { useTranslations } from 'next-intl';
import { useEffect, useRef, useState } from 'react';

import { useErrorMessage } from '@/components/errors/error-popup';
import { Button } from '@/components/ui/button';
import styles from '@/components/ui/forms.module.css';
import { ApiProblem } from '@/lib/client/api';
import { isAppErrorCode } from '@/lib/domain/app-error';
import { clockTime } from '@/lib/domain/orders/kitchen';
import { isFinalStatus, PROGRESS_STEPS, statusKey } from '@/lib/domain/orders/order';
import { applyStatus } from '@/lib/domain/orders/tracking';

import { OrderSummary } from './order-summary';
import { paidOrdersStore } from './paid-orders-store';
import { ReceiptForm } from './receipt-form';
import { useOrder } from './use-order';

/** How fast the open order page follows the kitchen; it stops once the order is finished. */
export const LIVE_REFRESH_MS = 3000;

function chime() {
  try {
    const audio = new AudioContext();
    const tone = audio.createOscillator();
    const gain = audio.createGain();
    tone.frequency.value = 880;
    gain.gain.setValueAtTime(0.2, audio.currentTime);
    gain.gain.exponentialRampToValueAtTime(0.001, audio.currentTime + 0.8);
    tone.connect(gain).connect(audio.destination);
    tone.start();
    tone.stop(audio.currentTime + 0.8);
  } catch {
    // no audio on this device
  }
}

/** The order's status, live while the page is open; a notification and a sound when it is ready. */
export function OrderStatusView({ orderId }: { orderId: string }) {
  const t = useTranslations('OrderStatus');
  const errorMessage = useErrorMessage();
  const [notify, setNotify] = useState(false);
  const previous = useRef<string | null>(null);
  const { data: order, error } = useOrder(orderId, {
    refreshInterval: (latest) => (latest && isFinalStatus(latest.status) ? 0 : LIVE_REFRESH_MS),
    refreshWhenHidden: true,
    revalidateOnFocus: true,
  });

  useEffect(() => {
    if (!order) return;
    const before = previous.current;
    previous.current = order.status;
    paidOrdersStore.set((s) => applyStatus(s, order.orderId, order.status, Date.now()));
    if (before && before !== 'Done' && order.status === 'Done') {
      if (notify && 'Notification' in window && Notification.permission === 'granted') {
        new Notification(t('readyNotificationTitle'), { body: t('readyNotificationBody'), tag: order.orderId });
      }
      if (notify) chime();
    }
  }, [order, notify, t]);

  if (error && !order) {
    const code = error instanceof ApiProblem && isAppErrorCode(error.code) ? error.code : 'UNKNOWN';
    return (
      <p role="alert" data-testid="order-error">
        {errorMessage(code, { orderId })}
      </p>
    );
  }
  if (!order) return <p role="status">{t('loading')}</p>;

  const key = statusKey(order.status);
  const reached = (PROGRESS_STEPS as readonly string[]).indexOf(order.status);

  return (
    <>
      <section className={styles.status} aria-labelledby="order-status">
        <p className={styles.muted}>{t('orderNumber', { id: order.orderId.slice(0, 8).toUpperCase() })}</p>
        <h2 id="order-status" aria-live="polite" data-testid="order-status">
          {t(`status.${key}`)}
        </h2>
        <p>{t(`detail.${key}`)}</p>
        {key === 'cancelled' ? (
          <>
            <p>{t('cardReservation')}</p>
            <p>{t('swishNote')}</p>
          </>
        ) : null}
        {order.ready && !isFinalStatus(order.status) ? (
          <p data-testid="ready-range">{t('readyRange', { from: clockTime(order.ready.from), to: clockTime(order.ready.to) })}</p>
        ) : null}
        {!order.asap && order.pickupTime ? (
          <p>{t('pickupAt', { time: new Date(order.pickupTime).toLocaleTimeString([], { hour: '2-digit', minute: '2-digit' }) })}</p>
        ) : null}
        {key !== 'cancelled' ? (
          <ol className={styles.steps} aria-label={t('progress')}>
            {PROGRESS_STEPS.map((step, index) => (
              <li key={step} data-done={index <= reached}>
                {t(`status.${statusKey(step)}`)}
              </li>
            ))}
          </ol>
        ) : null}
        {!notify && !isFinalStatus(order.status) && order.status !== 'Done' ? (
          <p>
            <Button
              variant="secondary"
              onClick={async () => {
                if ('Notification' in window && Notification.permission === 'default') await Notification.requestPermission();
                setNotify(true);
              }}
            >
              {t('notifyMe')}
            </Button>
          </p>
        ) : null}
        {notify ? <p className={styles.muted}>{t('willNotify')}</p> : null}
      </section>
      {order.priced ? <OrderSummary priced={order.priced} shopId={order.shopId} /> : null}
      {order.status !== 'CalculatedPrice' ? <ReceiptForm orderId={order.orderId} /> : null}
    </>
  );
}
